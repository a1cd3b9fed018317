import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rowsOf } from '@/db/rows';

export async function query<T>(db: Db, statement: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(statement));
}

/** What "nothing was written" is checked against: the row count of every table, and the ledger's sum. */
export type DbState = { counts: Record<string, number>; balanceSum: number };

export async function dbState(db: Db): Promise<DbState> {
  const tables = await query<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  if (tables.length > 0) {
    const union = tables
      .map((t) => `select '${t.name}' as name, count(*)::int as n from "${t.name}"`)
      .join(' union all ');
    for (const row of await query<{ name: string; n: number }>(db, sql.raw(union)))
      counts[row.name] = Number(row.n);
  }
  const [sum] = await query<{ total: string | number | null }>(
    db,
    sql`select coalesce(sum(balance), 0)::text as total from accounts`,
  );
  return { counts, balanceSum: Number(sum?.total ?? 0) };
}
