/**
 * Waits for statements sent together on one transaction (postgres.js pipelines a transaction's
 * concurrent queries, so they cost one wait on the network; PGlite runs them in the order sent) and
 * answers their results. When several fail, the earliest one's error is thrown: the later ones only
 * report that the transaction was aborted.
 */
export async function inOrder<T extends readonly unknown[]>(
  ...statements: { [K in keyof T]: Promise<T[K]> | T[K] }
): Promise<T> {
  const settled = await Promise.allSettled(statements);
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
