import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { accounts, entries, transfers, users } from '@/db/schema';

const debitAccount = alias(accounts, 'debit_account');
const sender = alias(users, 'sender');

/** Credits to the user's account after the bell was last opened, newest first. */
function unseen(userId: string) {
  return and(
    eq(accounts.userId, userId),
    gt(entries.amount, 0),
    gt(entries.createdAt, sql`(select ${users.creditsSeenAt} from ${users} where ${users.id} = ${userId})`),
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

export async function markCreditsSeen(db: DbOrTx, userId: string): Promise<void> {
  await db.update(users).set({ creditsSeenAt: sql`now()` }).where(eq(users.id, userId));
}
