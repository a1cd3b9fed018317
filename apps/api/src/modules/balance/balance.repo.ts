import type { Role } from '@bingo/contracts';
import { and, asc, desc, eq, gte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { batchedByIdPerDb } from '@/db/batch';
import type { Db, DbOrTx } from '@/db/client';
import { inPeriod, type Period } from '@/db/period';
import { accounts, transfers, users } from '@/db/schema';
import type { Viewer } from '@/modules/auth/caller';
import { callerColumns, usersInIds } from '../auth/callers.repo';

/**
 * The users whose balance a viewer may see: Admin everyone; a Super Agent itself and its agents;
 * an Agent itself and its cashiers; a Cashier itself. The hierarchy is one parent pointer per user.
 */
export function balanceScope(viewer: Viewer): SQL | undefined {
  if (viewer.role === 'Admin') return undefined;
  if (viewer.role === 'Cashier') return eq(users.id, viewer.id);
  return or(eq(users.id, viewer.id), eq(users.parentId, viewer.id));
}

/**
 * A balance and its type, read with `accounts` left-joined to `users`: a user without an account yet
 * has 0 and the default Limited type.
 */
function balanceColumns() {
  return {
    balance: sql<number>`coalesce(${accounts.balance}, 0)`.mapWith(Number),
    balanceType: sql<'Limited' | 'Unlimited'>`coalesce(${accounts.balanceType}, 'Limited')`,
  };
}

export type UserBalance = {
  userId: string;
  role: Role;
  balance: number;
  balanceType: 'Limited' | 'Unlimited';
};

/** A user without an account yet has 0 and the default Limited type. */
export async function findUserBalance(db: DbOrTx, userId: string, scope: SQL | undefined) {
  const [row] = await db
    .select({
      userId: users.id,
      role: users.role,
      ...balanceColumns(),
    })
    .from(users)
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .where(and(eq(users.id, userId), scope))
    .limit(1);
  return row satisfies UserBalance | undefined;
}

/**
 * The busiest read of the hall, prepared once per database. Halls poll it, so the reads that arrive
 * together share one statement: the database is asked once per turn instead of once per hall.
 */
const readOwnBalance = batchedByIdPerDb((db) =>
  db
    .select({
      ...callerColumns,
      ...balanceColumns(),
    })
    .from(users)
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .where(usersInIds)
    .prepare('own_balances'),
);

/** The caller's row (for the token check) and balance, in one round trip. */
export function findCallerWithBalance(db: Db, id: string) {
  return readOwnBalance(db, id);
}

function userRow(db: DbOrTx, userId: string) {
  return db
    .select({ id: users.id, role: users.role, parentId: users.parentId, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
}

export async function findUser(db: DbOrTx, userId: string) {
  const [row] = await userRow(db, userId);
  return row;
}

/**
 * The user money is sent to, held against a deactivation until the transfer commits (a share lock:
 * transfers to one user never wait on each other), so money never lands on an account that has just
 * been shut.
 */
export async function lockReceiver(tx: DbOrTx, userId: string) {
  const [row] = await userRow(tx, userId).for('share');
  return row;
}

export async function accountIdOf(db: DbOrTx, userId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .limit(1);
  return row?.id;
}

/**
 * A user in the viewer's balance scope and the id of its account (null while it has none), or
 * undefined when the user is not there or out of scope.
 */
export async function scopedAccountOf(db: DbOrTx, userId: string, scope: SQL | undefined) {
  const [row] = await db
    .select({ accountId: accounts.id })
    .from(users)
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .where(and(eq(users.id, userId), scope))
    .limit(1);
  return row;
}

const touches = (accountId: number) =>
  or(eq(transfers.debitAccountId, accountId), eq(transfers.creditAccountId, accountId));

export type TransactionFilter = Period & {
  /** Only movements into or out of this account; undefined lists every movement. */
  accountId?: number | undefined;
  /** And only movements into or out of this one too: with `accountId`, those between the two. */
  counterpartyAccountId?: number | undefined;
  type?: 'TopUp' | 'Transfer' | 'GamePurchase' | 'Reversal' | undefined;
  limit: number;
};

const debitAccount = alias(accounts, 'debit_account');
const creditAccount = alias(accounts, 'credit_account');
const sender = alias(users, 'sender');
const receiver = alias(users, 'receiver');

/** Newest first; a system account is named by its code where a user would have an e-mail. */
export async function listTransfers(db: DbOrTx, f: TransactionFilter) {
  return db
    .select({
      id: transfers.id,
      createdAt: transfers.createdAt,
      kind: transfers.kind,
      amount: transfers.amount,
      notes: transfers.notes,
      debitAccountId: transfers.debitAccountId,
      creditAccountId: transfers.creditAccountId,
      senderId: sender.id,
      receiverId: receiver.id,
      senderEmail: sql<string>`coalesce(${sender.email}, ${debitAccount.systemCode})`,
      receiverEmail: sql<string>`coalesce(${receiver.email}, ${creditAccount.systemCode})`,
    })
    .from(transfers)
    .innerJoin(debitAccount, eq(debitAccount.id, transfers.debitAccountId))
    .innerJoin(creditAccount, eq(creditAccount.id, transfers.creditAccountId))
    .leftJoin(sender, eq(sender.id, debitAccount.userId))
    .leftJoin(receiver, eq(receiver.id, creditAccount.userId))
    .where(
      and(
        f.accountId === undefined ? undefined : touches(f.accountId),
        f.counterpartyAccountId === undefined ? undefined : touches(f.counterpartyAccountId),
        f.type ? eq(transfers.kind, f.type) : undefined,
        inPeriod(transfers.createdAt, f),
      ),
    )
    .orderBy(desc(transfers.createdAt), desc(transfers.seq))
    .limit(f.limit);
}

/**
 * Switching to Limited is refused while the balance is negative: the DB CHECK would reject it, and
 * the conditional update says so without an error. No row back means that case.
 */
/** The account's balance and type, its row locked until the transaction ends. */
export async function lockBalanceType(tx: DbOrTx, userId: string) {
  const [row] = await tx
    .select({ balance: accounts.balance, balanceType: accounts.balanceType })
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .for('no key update');
  return row;
}

export async function updateBalanceType(db: DbOrTx, userId: string, balanceType: 'Limited' | 'Unlimited') {
  const [row] = await db
    .update(accounts)
    // The version counts balance changes only, so it stays equal to the account's latest entry.
    .set({ balanceType })
    .where(and(eq(accounts.userId, userId), balanceType === 'Limited' ? gte(accounts.balance, 0) : undefined))
    .returning({ balance: accounts.balance, balanceType: accounts.balanceType });
  return row;
}

/**
 * Every user but the Admins, with their balance, and on each row the total of them all. The database
 * adds them, in numeric, in the same read as the rows: a JavaScript sum of santim leaves safe
 * integers once about 90 balances near the bound are added, even when the total itself is small.
 */
export async function listUserBalances(db: DbOrTx) {
  return db
    .select({
      total: sql<number>`(sum(coalesce(${accounts.balance}, 0)) over ())::bigint`.mapWith(Number),
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      isActive: users.isActive,
      ...balanceColumns(),
    })
    .from(users)
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .where(ne(users.role, 'Admin'))
    .orderBy(asc(users.role), asc(users.email));
}
