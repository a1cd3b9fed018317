import type { Db } from './client';

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

/** A statement prepared with an `ids` placeholder, answering rows that carry their id. */
type ByIds<R> = { execute: (placeholders: { ids: string[] }) => Promise<R[]> };

/** batchedReads by id, once per database, its statement prepared there the first time it is asked. */
export function batchedByIdPerDb<R extends { id: string }>(
  prepare: (db: Db) => ByIds<R>,
): (db: Db, id: string) => Promise<R | undefined> {
  const reads = new WeakMap<Db, (id: string) => Promise<R | undefined>>();
  return (db, id) => {
    let read = reads.get(db);
    if (!read) {
      const query = prepare(db);
      read = batchedReads(
        (ids: string[]) => query.execute({ ids }),
        (row) => row.id,
      );
      reads.set(db, read);
    }
    return read(id);
  };
}
