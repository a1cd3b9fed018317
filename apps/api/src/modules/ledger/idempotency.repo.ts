import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { idempotencyKeys } from '@/db/schema';

/** One caller's key: keys are the caller's own, so two callers may use the same text. */
export type KeyOf = { userId: string; key: string };

const thisKey = ({ userId, key }: KeyOf) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/**
 * Takes the key for this request, or answers false when it is already taken. A concurrent duplicate
 * waits here on the primary key until the first request's transaction ends.
 */
export async function claimKey(
  db: DbOrTx,
  row: KeyOf & { route: string; requestHash: string },
): Promise<boolean> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ ...row, statusCode: 0, response: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

/** The request a taken key was first used with (its hash) and the answer stored for it. */
export async function findKeyAnswer(db: DbOrTx, key: KeyOf) {
  const [first] = await db
    .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(thisKey(key));
  return first;
}

export async function storeKeyAnswer(db: DbOrTx, key: KeyOf, body: unknown): Promise<void> {
  await db.update(idempotencyKeys).set({ statusCode: 200, response: body }).where(thisKey(key));
}
