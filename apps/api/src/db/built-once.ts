import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

type Prepared<R> = { execute: (values?: Record<string, unknown>) => Promise<R> };
/** drizzle keeps the connection a query runs on as its session's `client`, on databases and transactions. */
type WithSession = { session: { client: unknown } };

/**
 * A hot statement whose SQL drizzle builds once instead of on every run. drizzle turns a query
 * builder into text each time it runs, walking every column and condition; for a purchase that cost
 * the server more time than anything else it did. Built with named placeholders (`sql.placeholder`)
 * on the first database it meets, the query then runs on any database or transaction of that driver
 * by binding values only.
 *
 * It reaches into drizzle's prepared query for the `client` it runs on: both drivers' prepared
 * queries keep it there (drizzle is pinned), and every test of the statements built this way runs
 * on PGlite and on PostgreSQL.
 */
export function builtOnce<V extends Record<string, unknown>, R>(
  build: (db: DbOrTx) => Prepared<R>,
): (db: DbOrTx, values: V) => Promise<R> {
  const byDriver = new Map<unknown, Prepared<R>>();
  return (db, values) => {
    const { session } = db as unknown as WithSession;
    let prepared = byDriver.get(session.constructor);
    if (!prepared) {
      prepared = build(db);
      byDriver.set(session.constructor, prepared);
    }
    const onThisClient = Object.create(prepared, { client: { value: session.client } }) as Prepared<R>;
    return onThisClient.execute(values);
  };
}

/**
 * An INSERT of one row into `table`, built once for each set of columns it is given (values are
 * bound as placeholders, through each column's own encoding). A column left out takes its default.
 */
export function insertBuiltOnce<T extends PgTable>(
  table: T,
): (db: DbOrTx, row: T['$inferInsert']) => Promise<unknown> {
  const byColumns = new Map<string, (db: DbOrTx, values: Record<string, unknown>) => Promise<unknown>>();
  return (db, row) => {
    const values = row as Record<string, unknown>;
    const columns = Object.keys(values).filter((column) => values[column] !== undefined);
    const shape = columns.join(',');
    let insert = byColumns.get(shape);
    if (!insert) {
      const placeholders = Object.fromEntries(columns.map((column) => [column, sql.placeholder(column)]));
      insert = builtOnce((d) =>
        d
          .insert(table)
          .values(placeholders as T['$inferInsert'])
          .prepare(`insert_${getTableName(table)}_${byColumns.size}`),
      );
      byColumns.set(shape, insert);
    }
    return insert(db, values);
  };
}
