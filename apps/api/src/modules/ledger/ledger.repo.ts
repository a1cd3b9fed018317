import { and, eq, gte, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, entries, transfers } from '../../db/schema';

export type AccountState = { accountId: number; balance: number; version: number };

export type TransferKind = 'TopUp' | 'Transfer' | 'GamePurchase' | 'Reversal';

/** An account is addressed by its user, or by the code of a system account. */
export type AccountKey = { userId: string } | { system: string };

const keyed = (key: AccountKey): SQL =>
  'userId' in key ? eq(accounts.userId, key.userId) : eq(accounts.systemCode, key.system);

const state = { accountId: accounts.id, balance: accounts.balance, version: accounts.version };

export async function accountIdsOf(db: DbOrTx, userIds: string[]) {
  return db
    .select({ id: accounts.id, userId: accounts.userId })
    .from(accounts)
    .where(inArray(accounts.userId, userIds));
}

/** A user's account is opened with the user; this covers a user created before that rule. */
export async function openUserAccount(db: DbOrTx, userId: string): Promise<void> {
  await db.insert(accounts).values({ userId }).onConflictDoNothing({ target: accounts.userId });
}

/**
 * Takes money out of an account in the same statement that checks it is there, so two debits can
 * never both pass a check made on a stale read. The update also takes the row lock. No row back
 * means the Limited balance is too low (or the account does not exist).
 */
export async function debit(db: DbOrTx, key: AccountKey, amount: number): Promise<AccountState | undefined> {
  const [row] = await db
    .update(accounts)
    .set({ balance: sql`${accounts.balance} - ${amount}`, version: sql`${accounts.version} + 1` })
    .where(and(keyed(key), or(eq(accounts.balanceType, 'Unlimited'), gte(accounts.balance, amount))))
    .returning(state);
  return row;
}

/** With `limitedOnly`, no row back means the account is Unlimited (or does not exist). */
export async function credit(
  db: DbOrTx,
  key: AccountKey,
  amount: number,
  limitedOnly: boolean,
): Promise<AccountState | undefined> {
  const [row] = await db
    .update(accounts)
    .set({ balance: sql`${accounts.balance} + ${amount}`, version: sql`${accounts.version} + 1` })
    .where(and(keyed(key), limitedOnly ? eq(accounts.balanceType, 'Limited') : undefined))
    .returning(state);
  return row;
}

export type NewTransfer = {
  id: string;
  kind: TransferKind;
  amount: number;
  initiatedBy: string | null;
  notes: string | null;
  gameId: string | null;
  from: AccountState;
  to: AccountState;
};

/**
 * The immutable record of a movement: the transfer and its debit and credit entries, written by one
 * statement, because the caller holds the account locks until it commits.
 */
export async function recordTransfer(db: DbOrTx, t: NewTransfer): Promise<void> {
  const entry = (side: AccountState, amount: number) =>
    sql`(${side.accountId}::bigint, ${amount}::bigint, ${side.balance}::bigint, ${side.version}::bigint)`;
  await db.execute(sql`
    with t as (
      insert into ${transfers} (id, kind, amount, debit_account_id, credit_account_id, initiated_by, notes, game_id)
      values (${t.id}::uuid, ${t.kind}::transfer_kind, ${t.amount}::bigint, ${t.from.accountId}::bigint,
              ${t.to.accountId}::bigint, ${t.initiatedBy}::uuid, ${t.notes}::text, ${t.gameId}::uuid)
      returning id
    )
    insert into ${entries} (transfer_id, account_id, amount, balance_after, account_version)
    select t.id, e.account_id, e.amount, e.balance_after, e.account_version
    from t, (values ${entry(t.from, -t.amount)}, ${entry(t.to, t.amount)})
      as e(account_id, amount, balance_after, account_version)`);
}
