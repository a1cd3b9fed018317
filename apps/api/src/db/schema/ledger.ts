import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, int64, requiredRef, serialId, uuidId } from './columns';
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
    id: serialId(),
    userId: uuid('user_id')
      .unique('accounts_user_uq')
      .references(() => users.id),
    /** 'issuance' or 'revenue' for the system accounts, null for user accounts. */
    systemCode: text('system_code').unique('accounts_system_code_uq'),
    balance: int64('balance').notNull().default(0),
    balanceType: balanceTypeEnum('balance_type').notNull().default('Limited'),
    version: int64('version').notNull().default(0),
    createdAt: createdAt(),
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
    id: uuidId(),
    kind: transferKindEnum('kind').notNull(),
    amount: int64('amount').notNull(),
    debitAccountId: int64('debit_account_id')
      .notNull()
      .references(() => accounts.id),
    creditAccountId: int64('credit_account_id')
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
    createdAt: createdAt(),
    /**
     * The order the movements were written in: two in the same millisecond (the embedded database's
     * clock resolution) still list in the order they happened, not by their random ids.
     */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
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
    id: serialId(),
    transferId: requiredRef('transfer_id', () => transfers.id),
    accountId: int64('account_id')
      .notNull()
      .references(() => accounts.id),
    amount: int64('amount').notNull(),
    balanceAfter: int64('balance_after').notNull(),
    accountVersion: int64('account_version').notNull(),
    createdAt: createdAt(),
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
    userId: requiredRef('user_id', () => users.id),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
