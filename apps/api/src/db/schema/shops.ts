import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant, requiredRef, updatedAt, uuidId } from './columns';
import { users } from './users';

export const shops = pgTable(
  'shops',
  {
    id: uuidId(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    city: text('city').notNull(),
    woreda: text('woreda').notNull(),
    location: text('location').notNull(),
    agentId: requiredRef('agent_id', () => users.id),
    /** One cashier per shop and one shop per cashier, enforced by the unique constraint. */
    cashierId: uuid('cashier_id')
      .unique('shops_cashier_uq')
      .references(() => users.id),
    /** Soft delete: a deleted shop keeps its sales history. */
    deletedAt: instant('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('shops_agent_idx').on(t.agentId).where(sql`${t.deletedAt} is null`)],
);
