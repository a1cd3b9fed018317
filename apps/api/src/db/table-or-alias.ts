import type { alias, PgTable } from 'drizzle-orm/pg-core';

/**
 * A table, or an alias of it: a rule written once (a live shop, an active user) applies to either
 * side of a query that reads the table twice.
 */
export type TableOrAlias<T extends PgTable> = T | ReturnType<typeof alias<T, string>>;
