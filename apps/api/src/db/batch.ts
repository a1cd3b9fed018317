/** Taken at load: a test that fakes the timers must not stall every request's read. */
const nextTurn = setImmediate;

/**
 * Gathers the keys asked for during one turn of the event loop and reads them with one statement.
 * Every read still starts after its request arrived, so it sees every change committed before:
 * this shares a statement, never an answer from the past.
 */
export function batchedReads<K, R>(
  readMany: (keys: K[]) => Promise<R[]>,
  keyOf: (row: R) => K,
): (key: K) => Promise<R | undefined> {
  let waiting: { key: K; resolve: (row: R | undefined) => void; reject: (err: unknown) => void }[] = [];

  const flush = async () => {
    const batch = waiting;
    waiting = [];
    try {
      const rows = new Map((await readMany([...new Set(batch.map((w) => w.key))])).map((r) => [keyOf(r), r]));
      for (const w of batch) w.resolve(rows.get(w.key));
    } catch (err) {
      for (const w of batch) w.reject(err);
    }
  };

  return (key) =>
    new Promise((resolve, reject) => {
      // The next turn comes once the requests read in this turn have reached their handlers.
      if (waiting.length === 0) nextTurn(flush);
      waiting.push({ key, resolve, reject });
    });
}
