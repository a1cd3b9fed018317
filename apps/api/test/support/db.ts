import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { ensureSystemAccounts } from '@/db/bootstrap';
import { createDatabase, type Database } from '@/db/client';

/** `url` is the PostgreSQL connection string; undefined for PGlite in memory. */
export type TestDatabase = Database & { name: string; url?: string };

/**
 * A migrated database with the system accounts, private to one test file:
 * PGlite in memory by default, or a fresh database on the TEST_DATABASE_URL server.
 * `close()` also drops the PostgreSQL database.
 */
export async function createTestDb(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await createDatabase({ DATA_DIR: 'memory://' });
    await database.migrate();
    await ensureSystemAccounts(database.db);
    return { ...database, name: 'memory' };
  }

  const name = `bingo_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ DATABASE_URL: url.toString(), DATA_DIR: 'memory://' });
  await database.migrate();
  await ensureSystemAccounts(database.db);
  return {
    ...database,
    name,
    url: url.toString(),
    close: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
