// Plain functions, not zod: search validators load with the route tree, which the sign-in page loads.

/** `?create=true` opens a screen's create dialog (dashboard buttons and the spec's /shops/create links). */
export function parseCreateSearch(search: Record<string, unknown>): { create?: true } {
  return search.create === true || search.create === 'true' ? { create: true } : {};
}
