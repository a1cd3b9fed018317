import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { rowsOf } from '@/db/rows';

/**
 * Resolves once at least `count` statements of the test's database wait on a lock another
 * transaction holds (as PostgreSQL itself reports it), so a race is staged by what the server does
 * rather than by a guessed delay. Each test file has a database of its own, so only its own
 * statements count. Fails after 5 s, naming what never happened.
 */
export async function untilWaitingOnLocks(db: DbOrTx, count = 1): Promise<void> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const result = await db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((rowsOf<{ n: number }>(result)[0]?.n ?? 0) >= count) return;
    if (Date.now() > deadline)
      throw new Error(`fewer than ${count} statement(s) came to wait on a lock in 5 s`);
    await sleep(5);
  }
}
