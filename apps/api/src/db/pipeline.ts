import { is, sql } from 'drizzle-orm';
import { PostgresJsTransaction } from 'drizzle-orm/postgres-js';
import type { Tx } from './client';
import { EARLY_COMMIT } from './postgres-client';

/** Taken at load: a test that fakes the timers must not stall a commit. */
const nextTurn = setImmediate;

/**
 * Waits for statements sent together on one transaction (postgres.js pipelines a transaction's
 * concurrent queries, so they cost one wait on the network; PGlite runs them in the order sent) and
 * answers their results. When several fail, the earliest one's error is thrown: the later ones only
 * report that the transaction was aborted.
 */
export async function inOrder<T extends readonly unknown[]>(
  ...statements: { [K in keyof T]: Promise<T[K]> | T[K] }
): Promise<T> {
  return valuesOf(await Promise.allSettled(statements)) as unknown as T;
}

function valuesOf(settled: PromiseSettledResult<unknown>[]): unknown[] {
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value);
}

/**
 * A transaction's last statements, followed on PostgreSQL by its COMMIT without waiting for their
 * answer: the rows they lock are never held across a round trip (postgres.js writes a batch over
 * 1 KB at once and the COMMIT on the next turn of the event loop, so they may wait for that turn).
 * When one of them fails, PostgreSQL turns the COMMIT into a ROLLBACK, so they still commit
 * together or not at all. Each statement must be sent when it is called, not after a wait of its
 * own, and must fail loudly: one that changes nothing without an error still commits. Nothing may
 * follow in the transaction (its client refuses it). On PGlite (one connection, nobody waits on a
 * lock) the transaction commits when its work returns, as usual.
 */
export async function commitWith<T extends readonly unknown[]>(
  tx: Tx,
  ...statements: { [K in keyof T]: Promise<T[K]> | T[K] }
): Promise<T> {
  if (!is(tx, PostgresJsTransaction)) return inOrder<T>(...statements);
  const sent = Promise.allSettled(statements);
  // A statement goes out a few promise steps after it is called; a turn of the event loop lets every
  // one of them reach the connection before the COMMIT does (postgres.js still writes them at once).
  await new Promise((resolve) => nextTurn(resolve));
  const ended = Promise.allSettled([tx.execute(sql.raw(EARLY_COMMIT))]);
  const [statementsDone, commitDone] = [await sent, await ended];
  const results = valuesOf(statementsDone);
  const [commit] = valuesOf(commitDone) as [{ command?: string }];
  // Every statement succeeded, so the database committed; anything else is not ours to hide.
  if (commit.command !== 'COMMIT')
    throw new Error(`The transaction ended with ${commit.command}, not COMMIT.`);
  return results as unknown as T;
}
