import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { onTestFinished } from 'vitest';
import { migrationsFolder } from '@/db/client';

/** The n-th of a run of fixed ids, for rows a test writes in SQL as they stood before a migration. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A database built from nothing twice over takes a while on a loaded machine. */
export const MIGRATION_TIMEOUT_MS = 120_000;

/**
 * A fresh PGlite migrated up to, not including, the migration `tag`, so a test can write rows as
 * they stood before it; `finish()` applies the rest, as an upgrade of a running hall would.
 */
export async function migratedUpTo(tag: string) {
  const dir = mkdtempSync(join(tmpdir(), 'bingo-migrations-'));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const before = journal.entries.findIndex((e) => e.tag === tag);
  if (before < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, before) }));
  const client = new PGlite();
  // Closed and removed however the test ends, a failed assertion included.
  onTestFinished(async () => {
    await client.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: dir });
  return { client, db, finish: () => migrate(db, { migrationsFolder: migrationsFolder() }) };
}
