/** The rows of a raw `execute`: postgres.js answers an array of rows, PGlite an object holding them. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}
