import { setTimeout as sleep } from 'node:timers/promises';
import { createTestDb } from '@test/support';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/db/rows';
import { sqlState } from '@/errors';
import type { Db, Tx } from './client';
import { commitWith } from './pipeline';

// The app's own postgres.js client on real PostgreSQL: prepared statements, and transactions on a
// reserved connection that may send their COMMIT with their last statements.

const database = await createTestDb();
const db = database.db as Db;
afterAll(() => database.close());
await db.execute(sql`create table probe (id int primary key, note text not null)`);

const insert = (tx: Tx | Db, id: number, note: string | null) =>
  tx.execute(sql`insert into probe (id, note) values (${id}::int, ${note}::text)`);
const notes = async (): Promise<string[]> =>
  rowsOf<{ note: string }>(await db.execute(sql`select note from probe order by id`)).map((r) => r.note);
const clear = () => db.execute(sql`delete from probe`);

describe('the app’s PostgreSQL client', () => {
  it('prepares a statement with parameters once on its connection and reuses it', async () => {
    const prepared = await db.transaction(async (tx) => {
      for (let i = 0; i < 3; i++) await tx.execute(sql`select ${i}::int + 1 as prepared_probe`);
      return rowsOf<{ statement: string }>(
        await tx.execute(
          sql`select statement from pg_prepared_statements where statement like '%prepared_probe%'`,
        ),
      );
    });
    // One entry for the three runs (and one for the lookup, which names the marker too).
    expect(prepared.filter((r) => r.statement.includes('$1::int + 1'))).toHaveLength(1);
  });

  it('commits statements sent with the COMMIT before the transaction’s work returns', async () => {
    await clear();
    const seenInside = await db.transaction(async (tx) => {
      await insert(tx, 1, 'first');
      await commitWith(tx, insert(tx, 2, 'second'), insert(tx, 3, 'third'));
      // Another connection sees them already: the transaction is over.
      return notes();
    });
    expect(seenInside).toEqual(['first', 'second', 'third']);
    expect(await notes()).toEqual(['first', 'second', 'third']);
  });

  it('rolls everything back when one statement sent with the COMMIT fails', async () => {
    await clear();
    const failed = await db
      .transaction(async (tx) => {
        await insert(tx, 1, 'before');
        // The null breaks NOT NULL: PostgreSQL turns the COMMIT that follows into a ROLLBACK.
        await commitWith(tx, insert(tx, 2, 'fine'), insert(tx, 3, null), insert(tx, 4, 'after'));
      })
      .catch((err: unknown) => err);
    expect(sqlState(failed)).toBe('23502');
    expect(await notes()).toEqual([]);
  });

  it('sends a statement that waited a few promise steps before the COMMIT', async () => {
    await clear();
    const late = async (tx: Tx) => {
      for (let i = 0; i < 20; i++) await Promise.resolve();
      return insert(tx, 2, 'late');
    };
    await db.transaction((tx) => commitWith(tx, insert(tx, 1, 'early'), late(tx)));
    expect(await notes()).toEqual(['early', 'late']);
  });

  it('refuses a statement after the COMMIT, and keeps what was committed', async () => {
    await clear();
    const refused = await db
      .transaction(async (tx) => {
        await commitWith(tx, insert(tx, 1, 'kept'));
        await insert(tx, 2, 'too late');
      })
      .catch((err: unknown) => ((err as Error).cause as Error).message);
    // drizzle reports the statement; the cause is the client's refusal.
    expect(refused).toBe('This transaction has already sent its COMMIT: no statement may follow it.');
    expect(await notes()).toEqual(['kept']);
  });

  it('gives every connection back: 40 transactions at once on a pool of 10, early commit or not', async () => {
    await clear();
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        db.transaction(async (tx) => {
          await sleep(5);
          if (i % 4 === 3) throw new Error(`refused ${i}`);
          if (i % 2 === 0) return commitWith(tx, insert(tx, i, `early ${i}`));
          return insert(tx, i, `late ${i}`);
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(10);
    expect(await notes()).toHaveLength(30);
    const [open] = rowsOf<{ n: string }>(
      await db.execute(
        sql`select count(*)::text as n from pg_stat_activity
            where datname = current_database() and state like 'idle in transaction%'`,
      ),
    );
    expect(open?.n).toBe('0');
  });
});
