import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { accounts, entries, transfers, users } from '@/db/schema';

const debitAccount = alias(accounts, 'debit_account');
const sender = alias(users, 'sender');

/** The user's credits: entries that add to the user's account. */
const creditsOf = (userId: string) => and(eq(accounts.userId, userId), gt(entries.amount, 0));

/** Credits to the user's account after the newest one the bell has shown. */
function unseen(userId: string) {
  return and(
    creditsOf(userId),
    gt(entries.id, sql`(select ${users.creditsSeenEntryId} from ${users} where ${users.id} = ${userId})`),
  );
}

export async function countUnseenCredits(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(entries)
    .innerJoin(accounts, eq(accounts.id, entries.accountId))
    .where(unseen(userId));
  return row?.n ?? 0;
}

export async function latestUnseenCredits(db: DbOrTx, userId: string, limit: number) {
  return db
    .select({
      id: transfers.id,
      createdAt: transfers.createdAt,
      type: transfers.kind,
      senderEmail: sql<string>`coalesce(${sender.email}, ${debitAccount.systemCode})`,
      amount: entries.amount,
      notes: transfers.notes,
    })
    .from(entries)
    .innerJoin(accounts, eq(accounts.id, entries.accountId))
    .innerJoin(transfers, eq(transfers.id, entries.transferId))
    .innerJoin(debitAccount, eq(debitAccount.id, transfers.debitAccountId))
    .leftJoin(sender, eq(sender.id, debitAccount.userId))
    .where(unseen(userId))
    .orderBy(desc(entries.id))
    .limit(limit);
}

/**
 * The entry of the user's credit in this transfer, or of its newest committed credit when no transfer
 * is named; undefined when there is none (a transfer that did not credit the user, or no credit yet).
 */
export async function creditEntry(db: DbOrTx, userId: string, transferId?: string) {
  const [row] = await db
    .select({ id: entries.id })
    .from(entries)
    .innerJoin(accounts, eq(accounts.id, entries.accountId))
    .where(and(creditsOf(userId), transferId === undefined ? undefined : eq(entries.transferId, transferId)))
    .orderBy(desc(entries.id))
    .limit(1);
  return row?.id;
}

/**
 * Marks the user's credits seen up to this entry. `greatest`: a call that arrives late naming an
 * older credit must not bring back credits a newer call already marked.
 */
export async function markCreditsSeenThrough(db: DbOrTx, userId: string, entryId: number): Promise<void> {
  await db
    .update(users)
    .set({ creditsSeenEntryId: sql`greatest(${users.creditsSeenEntryId}, ${entryId})` })
    .where(eq(users.id, userId));
}
