import { MAX_BALANCE_BIRR } from '@bingo/engine';
import { and, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { accounts, entries, transfers } from '@/db/schema';

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

/** One side of a movement: money out of (debit) or into (credit) one account. */
export type Side = {
  key: AccountKey;
  direction: 'debit' | 'credit';
  /** Santim, positive. */
  amount: number;
  /** Credits only: refuse an Unlimited account (top-ups). */
  limitedOnly?: boolean;
};

/** Santim a user's balance may reach either way (see MAX_BALANCE_BIRR). */
export const MAX_BALANCE_SANTIM = MAX_BALANCE_BIRR * 100;

/**
 * The rows a side may change. A debit checks a Limited balance in the statement that takes the
 * money, so two debits can never both pass a check made on a stale read. A user's balance stays
 * within ±MAX_BALANCE_SANTIM, checked the same way; the system accounts are not bounded.
 */
function changeable(side: Side): SQL | undefined {
  const bounded = 'userId' in side.key;
  if (side.direction === 'debit') {
    return and(
      keyed(side.key),
      or(
        and(
          eq(accounts.balanceType, 'Unlimited'),
          bounded ? gte(accounts.balance, side.amount - MAX_BALANCE_SANTIM) : undefined,
        ),
        gte(accounts.balance, side.amount),
      ),
    );
  }
  return and(
    keyed(side.key),
    side.limitedOnly ? eq(accounts.balanceType, 'Limited') : undefined,
    bounded ? lte(accounts.balance, MAX_BALANCE_SANTIM - side.amount) : undefined,
  );
}

/**
 * Whether a refused change was refused for the balance bound alone: read after the refusal only to
 * choose the message (the refusal itself was made by the statement that would have changed the row).
 */
export async function pastBalanceLimit(db: DbOrTx, side: Side): Promise<boolean> {
  if (!('userId' in side.key)) return false;
  const [row] = await db
    .select({ balance: accounts.balance, balanceType: accounts.balanceType })
    .from(accounts)
    .where(keyed(side.key))
    .limit(1);
  if (!row) return false;
  if (side.direction === 'credit') {
    if (side.limitedOnly && row.balanceType !== 'Limited') return false;
    return row.balance + side.amount > MAX_BALANCE_SANTIM;
  }
  return row.balanceType === 'Unlimited' && row.balance - side.amount < -MAX_BALANCE_SANTIM;
}

const delta = (side: Side) => (side.direction === 'debit' ? -side.amount : side.amount);

/**
 * Changes one account and takes its row lock. No row back means the change is refused: a Limited
 * balance too low for a debit, an Unlimited receiver of a Limited-only credit, a balance that would
 * pass ±MAX_BALANCE_SANTIM, or no such account.
 */
export async function change(db: DbOrTx, side: Side): Promise<AccountState | undefined> {
  const [row] = await db
    .update(accounts)
    .set({ balance: sql`${accounts.balance} + ${delta(side)}`, version: sql`${accounts.version} + 1` })
    .where(changeable(side))
    .returning(state);
  return row;
}

/**
 * What a movement pays for, as its caller names it. The ledger stores it on the transfer and reads
 * nothing of it (a game purchase points at its game this way).
 */
export type TransferReference = { gameId: string };

export type NewTransfer = {
  id: string;
  kind: TransferKind;
  amount: number;
  initiatedBy: string | null;
  notes: string | null;
  reference: TransferReference | undefined;
};

type ChangedRow = { id: string | number; balance: string | number; version: string | number };

/**
 * Changes the second account of a movement and writes the immutable record (the transfer and its
 * debit and credit entries) in one statement. The update runs first within it, so the row is locked
 * before anything references it, and the lock is held only for this statement and the commit: that
 * matters for `revenue`, which every game purchase credits. No row back means the change is refused
 * (as `change` refuses it) and nothing was written.
 */
export async function changeAndRecord(
  db: DbOrTx,
  side: Side,
  first: AccountState,
  t: NewTransfer,
): Promise<AccountState | undefined> {
  const firstAmount = side.direction === 'debit' ? t.amount : -t.amount;
  const debitId = side.direction === 'debit' ? sql`moved.id` : sql`${first.accountId}::bigint`;
  const creditId = side.direction === 'debit' ? sql`${first.accountId}::bigint` : sql`moved.id`;
  const result = await db.execute(sql`
    with moved as (
      update ${accounts} set balance = balance + ${delta(side)}::bigint, version = version + 1
      where ${changeable(side)}
      returning id, balance, version
    ), t as (
      insert into ${transfers} (id, kind, amount, debit_account_id, credit_account_id, initiated_by, notes, game_id)
      select ${t.id}::uuid, ${t.kind}::transfer_kind, ${t.amount}::bigint, ${debitId}, ${creditId},
             ${t.initiatedBy}::uuid, ${t.notes}::text, ${t.reference?.gameId ?? null}::uuid
      from moved
      returning id
    ), e as (
      insert into ${entries} (transfer_id, account_id, amount, balance_after, account_version)
      select t.id, ${first.accountId}::bigint, ${firstAmount}::bigint, ${first.balance}::bigint, ${first.version}::bigint
      from t
      union all
      select t.id, moved.id, ${delta(side)}::bigint, moved.balance, moved.version from t, moved
    )
    select id::text, balance::text, version::text from moved`);
  const [row] = rowsOf<ChangedRow>(result);
  return row && { accountId: Number(row.id), balance: Number(row.balance), version: Number(row.version) };
}

/**
 * Credits a system account and writes the record (the transfer and its two entries) in one statement,
 * once the paying side is changed and locked (`first`). The account is opened if it is missing, so
 * the statement always answers a row: it cannot be refused, only fail with an error, and can be sent
 * with its transaction's COMMIT. System accounts come last in the lock order; this takes the row's
 * lock last.
 */
export async function creditSystemAndRecord(
  db: DbOrTx,
  system: string,
  first: AccountState,
  t: NewTransfer,
): Promise<AccountState> {
  const result = await db.execute(sql`
    with credited as (
      insert into ${accounts} (system_code, balance, version)
      values (${system}::text, ${t.amount}::bigint, 1)
      on conflict (system_code) do update
        set balance = ${accounts.balance} + excluded.balance, version = ${accounts.version} + 1
      returning id, balance, version
    ), t as (
      insert into ${transfers} (id, kind, amount, debit_account_id, credit_account_id, initiated_by, notes, game_id)
      select ${t.id}::uuid, ${t.kind}::transfer_kind, ${t.amount}::bigint, ${first.accountId}::bigint, credited.id,
             ${t.initiatedBy}::uuid, ${t.notes}::text, ${t.reference?.gameId ?? null}::uuid
      from credited
      returning id
    ), e as (
      insert into ${entries} (transfer_id, account_id, amount, balance_after, account_version)
      select t.id, ${first.accountId}::bigint, ${-t.amount}::bigint, ${first.balance}::bigint, ${first.version}::bigint
      from t
      union all
      select t.id, credited.id, ${t.amount}::bigint, credited.balance, credited.version from t, credited
    )
    select id::text, balance::text, version::text from credited`);
  const [row] = rowsOf<ChangedRow>(result);
  if (!row) throw new Error(`The system account ${system} took no credit.`);
  return { accountId: Number(row.id), balance: Number(row.balance), version: Number(row.version) };
}
