import type { alias, PgTable } from 'drizzle-orm/pg-core';

/** A table, or an alias of it, for a rule written once that a query reading the table twice applies to either. */
export type TableOrAlias<T extends PgTable> = T | ReturnType<typeof alias<T, string>>;
