import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { balanceTypeEnum, transferKindEnum } from './enums';
import { games } from './play';
import { users } from './users';

/**
 * One account per user, plus the system accounts `issuance` (goes negative by every top-up)
 * and `revenue` (receives game commissions). All amounts are integer santim.
 * Invariant: the balances of all accounts sum to exactly 0.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .unique('accounts_user_uq')
      .references(() => users.id),
    /** 'issuance' or 'revenue' for the system accounts, null for user accounts. */
    systemCode: text('system_code').unique('accounts_system_code_uq'),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    balanceType: balanceTypeEnum('balance_type').notNull().default('Limited'),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('accounts_limited_non_negative', sql`${t.balanceType} = 'Unlimited' or ${t.balance} >= 0`),
    check('accounts_owner', sql`(${t.userId} is null) <> (${t.systemCode} is null)`),
  ],
);

/** An immutable movement of money; it always has exactly two entries. */
export const transfers = pgTable(
  'transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: transferKindEnum('kind').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    debitAccountId: bigint('debit_account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    creditAccountId: bigint('credit_account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    /** The user who asked for the movement (the Admin for a top-up, the sender for a transfer). */
    initiatedBy: uuid('initiated_by').references(() => users.id),
    notes: text('notes'),
    reversesTransferId: uuid('reverses_transfer_id'),
    /**
     * The game a GamePurchase paid for. The game is written first and the transfer points at it,
     * so a purchase takes the busy `revenue` row lock only for its last statement.
     */
    gameId: uuid('game_id').references(() => games.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('transfers_amount_positive', sql`${t.amount} > 0`),
    check('transfers_distinct_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    index('transfers_created_idx').on(t.createdAt),
    index('transfers_debit_idx').on(t.debitAccountId, t.createdAt),
    index('transfers_credit_idx').on(t.creditAccountId, t.createdAt),
  ],
);

/** Signed: negative on the debited account, positive on the credited one. */
export const entries = pgTable(
  'entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => transfers.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    accountVersion: bigint('account_version', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('entries_amount_nonzero', sql`${t.amount} <> 0`),
    index('entries_account_idx').on(t.accountId, t.id),
    index('entries_transfer_idx').on(t.transferId),
  ],
);

/**
 * A replayed Idempotency-Key returns the stored answer. The row is inserted inside the same
 * transaction as the money movement, so a concurrent duplicate waits on the primary key and then
 * reads the committed answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
