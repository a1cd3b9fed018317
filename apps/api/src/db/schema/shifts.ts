import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant, int64, requiredRef, serialId, updatedAt, uuidId } from './columns';
import { shops } from './shops';
import { users } from './users';

/**
 * A cashier's shift: the cash counted in the drawer at opening and at closing. Its figures are never
 * stored but summed from the cashier's sales rows played while it was open. The agent and super
 * agent are copied in at opening, so scoped lists are one indexed scan, as for sales.
 */
export const shifts = pgTable(
  'shifts',
  {
    id: uuidId(),
    cashierId: requiredRef('cashier_id', () => users.id),
    shopId: requiredRef('shop_id', () => shops.id),
    agentId: requiredRef('agent_id', () => users.id),
    superAgentId: requiredRef('super_agent_id', () => users.id),
    openedAt: instant('opened_at').notNull().defaultNow(),
    openingFloat: int64('opening_float').notNull(),
    /** The counted cash of the shift handed over to this one, kept to show beside the float. */
    handedOverCash: int64('handed_over_cash'),
    handoverFromId: uuid('handover_from_id'),
    closedAt: instant('closed_at'),
    closedBy: uuid('closed_by').references(() => users.id),
    countedCash: int64('counted_cash'),
    /** What was expected when the shift closed, kept as shown to the person who closed it. */
    expectedCash: int64('expected_cash'),
    /** Closed with its counted cash left in the drawer for the shop's next shift. */
    handover: boolean('handover').notNull().default(false),
  },
  (t) => [
    // One open shift per cashier, even when two opens race.
    uniqueIndex('shifts_one_open_uq').on(t.cashierId).where(sql`${t.closedAt} is null`),
    index('shifts_cashier_opened_idx').on(t.cashierId, t.openedAt),
    index('shifts_agent_opened_idx').on(t.agentId, t.openedAt),
    index('shifts_super_agent_opened_idx').on(t.superAgentId, t.openedAt),
    index('shifts_shop_closed_idx').on(t.shopId, t.closedAt),
    check('shifts_amounts', sql`${t.openingFloat} >= 0 and coalesce(${t.countedCash}, 0) >= 0`),
    check(
      'shifts_closed_whole',
      sql`(${t.closedAt} is null) = (${t.countedCash} is null) and (${t.closedAt} is null) = (${t.expectedCash} is null)`,
    ),
  ],
);

/** A correction never edits a shift: it is a signed amount with its reason, added afterwards. */
export const shiftCorrections = pgTable(
  'shift_corrections',
  {
    id: serialId(),
    shiftId: requiredRef('shift_id', () => shifts.id),
    amount: int64('amount').notNull(),
    reason: text('reason').notNull(),
    createdBy: requiredRef('created_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('shift_corrections_shift_idx').on(t.shiftId),
    check('shift_corrections_amount', sql`${t.amount} <> 0`),
  ],
);

/** What an agent wants flagged on its cashiers' shifts. */
export const shiftSettings = pgTable(
  'shift_settings',
  {
    agentId: uuid('agent_id')
      .primaryKey()
      .references(() => users.id),
    overShortThreshold: int64('over_short_threshold').notNull(),
    maxAbandonedGames: integer('max_abandoned_games').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('shift_settings_values', sql`${t.overShortThreshold} >= 0 and ${t.maxAbandonedGames} >= 0`)],
);
