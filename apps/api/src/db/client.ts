import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { appClient } from './postgres-client';
import * as schema from './schema';

export type Schema = typeof schema;
/** What repositories take: satisfied by both the PGlite and the postgres.js database. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A repository function works the same on the database or inside a transaction. */
export type DbOrTx = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  kind: DatabaseKind;
  db: Db;
  /** Applies the committed migrations in `apps/api/drizzle`. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export type DatabaseConfig = {
  /** postgres.js connection string; when absent the embedded PGlite is used. */
  DATABASE_URL?: string | undefined;
  /** PGlite data folder, or `memory://` for a throwaway in-memory database. */
  DATA_DIR: string;
};

/**
 * The migrations live in `apps/api/drizzle`. This module runs from `src/db` (tsx, vitest) or from
 * the single bundled `dist/server.js`, so look upwards for the folder instead of assuming a depth.
 */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('The migrations folder (apps/api/drizzle) was not found next to the server.');
}

export async function createDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.DATABASE_URL) {
    const client = postgres(config.DATABASE_URL, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres({ client: appClient(client), schema });
    return {
      kind: 'postgres',
      db,
      migrate: () => migratePostgres(db, { migrationsFolder: migrationsFolder() }),
      close: () => client.end({ timeout: 5 }),
    };
  }
  const client = await PGlite.create(config.DATA_DIR);
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}

export async function runMigrations(database: Database): Promise<void> {
  await database.migrate();
}
