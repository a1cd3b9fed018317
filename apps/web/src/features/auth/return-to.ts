/**
 * The page a visitor was on when the session ended (or a link they opened), to go back to after
 * signing in. Only a path of this app is taken: anything else (another site, `//host`, a
 * backslash some browsers read as a slash, a control character or space they drop) is dropped, so
 * the sign-in page opens no one's page.
 */
export function returnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  // Browsers drop tabs and line breaks from an address, so '/\t/host' would become '//host'.
  if (value.includes('\\') || [...value].some((ch) => ch <= ' ' || ch === '\u007f')) return undefined;
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  // The sign-in page itself is no place to return to.
  if (value === '/' || value.startsWith('/?') || value.startsWith('/#')) return undefined;
  return value;
}

/** The sign-in page's address: `?redirect=` when there is a page to return to. */
export function signInSearch(from: string | undefined): { redirect?: string } {
  const path = returnPath(from);
  return path ? { redirect: path } : {};
}
