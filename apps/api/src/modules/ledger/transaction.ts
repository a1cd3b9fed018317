import { setTimeout as sleep } from 'node:timers/promises';
import type { Db, Tx } from '@/db/client';
import { sqlState } from '@/errors';

/** Serialization failure and deadlock: the database undid the work, so running it again is safe. */
const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 6;

export function isRetryable(err: unknown): boolean {
  const code = sqlState(err);
  return code !== undefined && RETRYABLE_SQLSTATES.has(code);
}

/** Full jitter on a doubling ceiling, so transactions that collided do not collide again in step. */
function backoffMs(attempt: number): number {
  return Math.random() * Math.min(200, 5 * 2 ** attempt);
}

/**
 * Runs `work` in one transaction, and runs it again from the start when the database aborts it
 * for a serialization failure or a deadlock. `work` must use only `tx`: the embedded database
 * has a single connection, so touching the outer `db` inside would wait for ever.
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (err) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(err)) throw err;
      await sleep(backoffMs(attempt));
    }
  }
}
