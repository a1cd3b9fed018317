import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const shops = pgTable(
  'shops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    city: text('city').notNull(),
    woreda: text('woreda').notNull(),
    location: text('location').notNull(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id),
    /** One cashier per shop and one shop per cashier, enforced by the unique constraint. */
    cashierId: uuid('cashier_id')
      .unique('shops_cashier_uq')
      .references(() => users.id),
    /** Soft delete: a deleted shop keeps its sales history. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shops_agent_idx').on(t.agentId).where(sql`${t.deletedAt} is null`)],
);
