import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { games } from '@/db/schema';

/**
 * Whether a sale's stakes went back to its players (DESIGN §9): its game was abandoned and the
 * cashier handed the stakes back. The shift's expected cash and the sales summary both take such a
 * sale's total off, and the sales table marks it. Only an abandoned sale looks up its game, so a
 * scan over the sales rows stays one scan.
 */
export function stakesRefunded(sale: { outcome: AnyPgColumn; gameId: AnyPgColumn }): SQL {
  return sql`(${sale.outcome} = 'Abandoned' and exists (select 1 from ${games}
    where ${games.id} = ${sale.gameId} and ${games.status} = 'abandoned' and ${games.stakesRefunded}))`;
}
