import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { shops } from './shops';
import { users } from './users';

/**
 * A read-only display of one shop's current game on another device. Only the token's SHA-256 is
 * kept: a leaked table gives no working link. A revoked link stays for the record.
 */
export const displayLinks = pgTable(
  'display_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    tokenHash: text('token_hash').notNull().unique('display_links_token_uq'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('display_links_shop_idx').on(t.shopId).where(sql`${t.revokedAt} is null`)],
);
