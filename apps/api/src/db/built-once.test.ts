import { createTestDb } from '@test/support';
import { asc, eq, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { builtOnce, insertBuiltOnce } from './built-once';
import type { Db } from './client';

// On PGlite, and on PostgreSQL under test:pg.

const probe = pgTable('built_once_probe', {
  id: integer('id').primaryKey(),
  note: text('note').notNull().default('none'),
  cards: jsonb('cards').$type<number[]>(),
});

const database = await createTestDb();
const db = database.db as Db;
afterAll(() => database.close());
await db.execute(
  sql`create table built_once_probe (id int primary key, note text not null default 'none', cards jsonb)`,
);

const insertProbe = insertBuiltOnce(probe);
const probeById = builtOnce((d) =>
  d
    .select()
    .from(probe)
    .where(eq(probe.id, sql.placeholder('id')))
    .prepare('probe_by_id'),
);

describe('statements built once', () => {
  it('inserts each row with its own columns, through each column’s encoding, defaults for the rest', async () => {
    await insertProbe(db, { id: 1, note: 'first', cards: [3, 150] });
    await insertProbe(db, { id: 2 });
    await insertProbe(db, { id: 3, note: 'third', cards: [7] });
    expect(await db.select().from(probe).orderBy(asc(probe.id))).toEqual([
      { id: 1, note: 'first', cards: [3, 150] },
      { id: 2, note: 'none', cards: null },
      { id: 3, note: 'third', cards: [7] },
    ]);
  });

  it('runs on the transaction it is given, and binds new values each time', async () => {
    let inside: unknown[] = [];
    const ended = await db
      .transaction(async (tx) => {
        await insertProbe(tx, { id: 10, note: 'uncommitted' });
        // Read through the transaction's connection: its own row, not yet committed, is there.
        inside = [await probeById(tx, { id: 10 }), await probeById(tx, { id: 1 })];
        tx.rollback();
      })
      .catch((err: unknown) => (err as Error).message);
    expect(ended).toBe('Rollback');
    expect(inside).toEqual([
      [{ id: 10, note: 'uncommitted', cards: null }],
      [{ id: 1, note: 'first', cards: [3, 150] }],
    ]);
    expect(await probeById(db, { id: 10 })).toEqual([]);
  });
});
