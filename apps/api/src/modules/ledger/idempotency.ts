import { createHash } from 'node:crypto';
import { BALANCE_MESSAGES } from '@bingo/contracts';
import type { Db, Tx } from '@/db/client';
import { UnprocessableError } from '@/errors';
import { claimKey, findKeyAnswer, storeKeyAnswer } from './idempotency.repo';
import { inTransaction } from './transaction';

export type IdempotentRequest = {
  userId: string;
  /** The Idempotency-Key header; without it every request runs. */
  key: string | undefined;
  /** Method and route pattern, so one key cannot be replayed against another endpoint. */
  route: string;
  body: unknown;
};

export type Answer<T> = { body: T; replayed: boolean };

/**
 * Stores the answer against the key (nothing without a key). Work that sends its last statements
 * with the COMMIT sends this among them; otherwise the answer is stored once the work returns.
 */
export type Keep<T> = (body: T) => Promise<unknown>;

/** JSON with object keys sorted, so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    const record = value as Record<string, unknown>;
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(record[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(route: string, body: unknown): string {
  return createHash('sha256').update(route).update('\n').update(canonical(body)).digest('hex');
}

/**
 * Runs a money-moving request at most once per key. The key row is inserted inside the same
 * transaction as the movement: a concurrent duplicate blocks on its primary key until the first
 * commits, then finds the row and replays the stored answer. A refused request rolls back its key
 * too, so fixing the cause and retrying with the same key works.
 */
export async function idempotent<T>(
  db: Db,
  req: IdempotentRequest,
  work: (tx: Tx, keep: Keep<T>) => Promise<T>,
): Promise<Answer<T>> {
  const { key } = req;
  const keepNothing: Keep<T> = () => Promise.resolve();
  if (key === undefined)
    return { body: await inTransaction(db, (tx) => work(tx, keepNothing)), replayed: false };
  const hash = requestHash(req.route, req.body);
  const thisKey = { userId: req.userId, key };

  return inTransaction(db, async (tx) => {
    if (!(await claimKey(tx, { ...thisKey, route: req.route, requestHash: hash }))) {
      const first = await findKeyAnswer(tx, thisKey);
      if (!first || first.requestHash !== hash)
        throw new UnprocessableError(BALANCE_MESSAGES.idempotencyKeyReused);
      return { body: first.response as T, replayed: true };
    }
    let kept = false;
    const keep: Keep<T> = async (body) => {
      kept = true;
      await storeKeyAnswer(tx, thisKey, body);
    };
    const body = await work(tx, keep);
    if (!kept) await keep(body);
    return { body, replayed: false };
  });
}
