import { isNull, type SQL } from 'drizzle-orm';
import { shops } from '@/db/schema';
import type { TableOrAlias } from '@/db/table-or-alias';

/** The shops table, or an alias of it for a query that reads shops twice. */
export type ShopsTable = TableOrAlias<typeof shops>;

/**
 * A deleted shop keeps its history but takes no new settings, jackpots or games. Its own file, free
 * of the shops module's other imports, so that any module that reads shops can name the rule.
 */
export function liveShops(table: ShopsTable = shops): SQL {
  return isNull(table.deletedAt);
}
