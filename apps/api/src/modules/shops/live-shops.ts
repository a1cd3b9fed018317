import { isNull, type SQL } from 'drizzle-orm';
import { shops } from '@/db/schema';

/**
 * A deleted shop keeps its history but takes no new settings, jackpots or games. Its own file, free
 * of the shops module's other imports, so that any module that reads shops can name the rule.
 */
export function liveShops(): SQL {
  return isNull(shops.deletedAt);
}
