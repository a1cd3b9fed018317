import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, entries, transfers } from '../../db/schema';

export type AccountRow = {
  id: number;
  userId: string | null;
  systemCode: string | null;
  balanceType: 'Limited' | 'Unlimited';
};

export type AccountState = { accountId: number; balance: number; version: number };

export type TransferKind = 'TopUp' | 'Transfer' | 'GamePurchase' | 'Reversal';

export async function findAccounts(
  db: DbOrTx,
  userIds: string[],
  systemCodes: string[],
): Promise<AccountRow[]> {
  const byUser = userIds.length ? inArray(accounts.userId, userIds) : undefined;
  const bySystem = systemCodes.length ? inArray(accounts.systemCode, systemCodes) : undefined;
  return db
    .select({
      id: accounts.id,
      userId: accounts.userId,
      systemCode: accounts.systemCode,
      balanceType: accounts.balanceType,
    })
    .from(accounts)
    .where(or(byUser, bySystem));
}

/** A user's account is opened the first time money moves for it; concurrent openings are harmless. */
export async function openUserAccounts(db: DbOrTx, userIds: string[]): Promise<void> {
  if (!userIds.length) return;
  await db
    .insert(accounts)
    .values(userIds.map((userId) => ({ userId })))
    .onConflictDoNothing({ target: accounts.userId });
}

/**
 * Takes money out of an account in the same statement that checks it is there, so two debits can
 * never both pass a check made on a stale read. No row back means the Limited balance is too low.
 */
export async function debit(
  db: DbOrTx,
  accountId: number,
  amount: number,
): Promise<AccountState | undefined> {
  const [row] = await db
    .update(accounts)
    .set({ balance: sql`${accounts.balance} - ${amount}`, version: sql`${accounts.version} + 1` })
    .where(
      and(
        eq(accounts.id, accountId),
        or(eq(accounts.balanceType, 'Unlimited'), gte(accounts.balance, amount)),
      ),
    )
    .returning({ accountId: accounts.id, balance: accounts.balance, version: accounts.version });
  return row;
}

/** With `limitedOnly`, no row back means the account is Unlimited and may not receive this credit. */
export async function credit(
  db: DbOrTx,
  accountId: number,
  amount: number,
  limitedOnly: boolean,
): Promise<AccountState | undefined> {
  const [row] = await db
    .update(accounts)
    .set({ balance: sql`${accounts.balance} + ${amount}`, version: sql`${accounts.version} + 1` })
    .where(and(eq(accounts.id, accountId), limitedOnly ? eq(accounts.balanceType, 'Limited') : undefined))
    .returning({ accountId: accounts.id, balance: accounts.balance, version: accounts.version });
  return row;
}

export type NewTransfer = {
  id: string;
  kind: TransferKind;
  amount: number;
  initiatedBy: string | null;
  notes: string | null;
  reversesTransferId?: string | null;
  from: AccountState;
  to: AccountState;
};

/** The immutable record of a movement: one transfer and its debit and credit entries. */
export async function recordTransfer(db: DbOrTx, t: NewTransfer): Promise<void> {
  await db.insert(transfers).values({
    id: t.id,
    kind: t.kind,
    amount: t.amount,
    debitAccountId: t.from.accountId,
    creditAccountId: t.to.accountId,
    initiatedBy: t.initiatedBy,
    notes: t.notes,
    reversesTransferId: t.reversesTransferId ?? null,
  });
  await db.insert(entries).values([
    {
      transferId: t.id,
      accountId: t.from.accountId,
      amount: -t.amount,
      balanceAfter: t.from.balance,
      accountVersion: t.from.version,
    },
    {
      transferId: t.id,
      accountId: t.to.accountId,
      amount: t.amount,
      balanceAfter: t.to.balance,
      accountVersion: t.to.version,
    },
  ]);
}
