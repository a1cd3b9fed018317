import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, requiredRef, uuidId } from './columns';
import { shops } from './shops';
import { users } from './users';

/**
 * A read-only display of one shop's current game on another device. Only the token's SHA-256 is
 * kept: a leaked table gives no working link. A revoked link stays for the record.
 */
export const displayLinks = pgTable(
  'display_links',
  {
    id: uuidId(),
    shopId: requiredRef('shop_id', () => shops.id),
    tokenHash: text('token_hash').notNull().unique('display_links_token_uq'),
    createdBy: requiredRef('created_by', () => users.id),
    createdAt: createdAt(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('display_links_shop_idx').on(t.shopId).where(sql`${t.revokedAt} is null`)],
);
