import { createTestDb, signal, untilWaitingOnLocks } from '@test/support';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@/db/schema';
import { inTransaction } from '../ledger/transaction';
import { appendAuditEvent } from './audit.service';
import { verifyAuditChains } from './audit-verify';
import { GENESIS_HASH } from './chain';
import { auditVerify } from './verify-report';

// Real PostgreSQL with a pool of connections: appends really race here, unlike on one-connection PGlite.

const database = await createTestDb();
afterAll(() => database.close());
const db = database.db;

const chainOf = (chain: string) =>
  db.select().from(auditEvents).where(eq(auditEvents.chain, chain)).orderBy(asc(auditEvents.seq));

const append = (chain: string, n: number) =>
  inTransaction(db, (tx) =>
    appendAuditEvent(tx, { chain, kind: 'JackpotChanged', actorId: null, subject: { n } }),
  );

describe('appends racing on PostgreSQL', () => {
  it('100 parallel appends to one chain, a fifth of them rolled back, leave one list with no gaps', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, n) =>
        inTransaction(db, async (tx) => {
          const link = await appendAuditEvent(tx, {
            chain: 'race',
            kind: 'TopUp',
            actorId: null,
            subject: { n, amount: 100 * n },
          });
          if (n % 5 === 0) throw new Error(`rolled back ${n}`);
          return link;
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(20);
    const events = await chainOf('race');
    expect(events.map((e) => e.seq)).toEqual(Array.from({ length: 80 }, (_, i) => i + 1));
    expect(new Set(events.map((e) => (e.subject as { n: number }).n)).size).toBe(80);
    events.forEach((e, i) => {
      expect(e.prevHash).toBe(i === 0 ? GENESIS_HASH : events[i - 1]?.hash);
    });
    expect(await verifyAuditChains(db)).toEqual({ chains: 1, events: 80, broken: [] });
  });

  it('a transaction holding one chain holds up that chain only', async () => {
    const { promise: held, fire: release } = signal();
    const { promise: firstIn, fire: appendedFirst } = signal();
    const holder = inTransaction(db, async (tx) => {
      await appendAuditEvent(tx, { chain: 'hall-a', kind: 'GameStarted', actorId: null, subject: { n: 0 } });
      appendedFirst();
      await held;
    });
    await firstIn;

    // Another hall's chain goes through while the first is held, many times over (were it blocked,
    // this loop would never end and the test would time out).
    for (let n = 1; n <= 5; n++) await append('hall-b', n);

    // The same hall's next event waits for the holder to commit, then links after it.
    let done = false;
    const waiter = append('hall-a', 1).then((link) => {
      done = true;
      return link;
    });
    await untilWaitingOnLocks(db);
    expect(done).toBe(false);
    release();
    await holder;
    expect(await waiter).toMatchObject({ seq: 2 });
    expect((await chainOf('hall-a')).map((e) => (e.subject as { n: number }).n)).toEqual([0, 1]);
    expect((await chainOf('hall-b')).map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
    expect((await verifyAuditChains(db)).broken).toEqual([]);
  });

  it('the first events of a new chain, racing, still start at 1 and link up', async () => {
    await Promise.all(Array.from({ length: 30 }, (_, n) => append('brand-new', n)));
    const events = await chainOf('brand-new');
    expect(events.map((e) => e.seq)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(events[0]?.prevHash).toBe(GENESIS_HASH);
    expect((await verifyAuditChains(db)).broken).toEqual([]);
  });

  it('audit:verify reads one snapshot: events a running server appends meanwhile are no break', async () => {
    // Over two pages of events, so the walk takes a while and the writer gets in between its reads.
    for (let batch = 0; batch < 25; batch++) {
      await Promise.all(Array.from({ length: 100 }, (_, n) => append(`hall-${n % 4}`, batch * 100 + n)));
    }
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) await append(`hall-${written++ % 4}`, written);
    })();
    const outcomes: string[][] = [];
    for (let run = 0; run < 5; run++) outcomes.push((await auditVerify(db)).problems);
    writing = false;
    await writer;
    expect(written).toBeGreaterThan(0);
    expect(outcomes).toEqual([[], [], [], [], []]);
  });
});
