import { mulberry32 } from '@bingo/engine';
import { ensureOpenShift } from '@test/fixtures/games';
import { caller, fundCashier, HEALTHY_LEDGER, ledgerInvariants, type Reply } from '@test/fixtures/money';
import { type Actor, appWithNetwork } from '@test/support';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, transfers } from '@/db/schema';
import { sqlState } from '@/errors';
import { moveMoney } from './ledger.service';
import { inTransaction } from './transaction';

// Real PostgreSQL with a pool of connections: these races cannot happen on the one-connection PGlite.

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);

const db = () => ctx.database.db;
const balanceOf = async (userId: string) =>
  (await db().select({ b: accounts.balance }).from(accounts).where(eq(accounts.userId, userId)))[0]?.b;
function statuses(replies: Reply[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of replies) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
}

describe('parallel money movements on PostgreSQL', () => {
  it('lets exactly 50 of 100 parallel debits of 10 from 500 through, down to 0', async () => {
    await call.post(net.admin, '/api/Balance/top-up', { receiverId: net.sa1.id, amount: 500 });
    await call.post(net.sa1, '/api/Balance/transfer', { receiverId: net.agent1.id, amount: 500 });
    const replies = await Promise.all(
      Array.from({ length: 100 }, () =>
        call.post(net.agent1, '/api/Balance/transfer', { receiverId: net.cashier1.id, amount: 10 }),
      ),
    );
    expect(statuses(replies)).toEqual({ 200: 50, 400: 50 });
    expect(new Set(replies.filter((r) => r.status === 400).map((r) => r.body.message))).toEqual(
      new Set(['Insufficient balance for this transfer']),
    );
    expect(await balanceOf(net.agent1.id)).toBe(0);
    expect(await balanceOf(net.cashier1.id)).toBe(50_000);
    expect(await ledgerInvariants(db())).toEqual(HEALTHY_LEDGER);
  });

  it('keeps every invariant through 200 random parallel top-ups, transfers and purchases', async () => {
    await fundCashier(call, net, { sa: net.sa2, agent: net.agent2, cashier: net.cashier2 }, 300);
    await fundCashier(call, net, { sa: net.sa1, agent: net.agent1b, cashier: net.cashier1b }, 300);
    const next = mulberry32(20_240_601);
    const pick = <T>(items: readonly T[]): T => items[next() % items.length] as T;
    const amount = () => (1 + (next() % 4_000)) / 100;
    const edges: [Actor, Actor][] = [
      [net.sa1, net.agent1],
      [net.sa1, net.agent1b],
      [net.sa2, net.agent2],
      [net.agent1, net.cashier1],
      [net.agent1b, net.cashier1b],
      [net.agent2, net.cashier2],
    ];
    const cashiers = [net.cashier1, net.cashier1b, net.cashier2];
    for (const cashier of cashiers) await ensureOpenShift(call, cashier);
    const operations = Array.from({ length: 200 }, () => {
      const kind = next() % 3;
      if (kind === 0) {
        return () =>
          call.post(net.admin, '/api/Balance/top-up', {
            receiverId: pick([net.sa1, net.sa2]).id,
            amount: amount(),
          });
      }
      if (kind === 1) {
        const [from, to] = pick(edges);
        return () => call.post(from, '/api/Balance/transfer', { receiverId: to.id, amount: amount() });
      }
      const cashier = pick(cashiers);
      const cards = [1 + (next() % 75), 76 + (next() % 75)];
      const game = { gameType: next() % 8, typeIndex: 1 + (next() % 9), cards, betAmount: 10 };
      // A cashier runs one game at a time: a purchase that went through is ended at once.
      return async () => {
        const started = await call.post<{ gameId: string }>(cashier, '/api/games', game);
        if (started.status === 200) await call.post(cashier, `/api/games/${started.body.gameId}/abandon`, {});
        return started;
      };
    });
    const replies = await Promise.all(operations.map((run) => run()));
    const counts = statuses(replies);
    // 409: that cashier's previous game was still running.
    expect(Object.keys(counts).every((s) => s === '200' || s === '400' || s === '409')).toBe(true);
    expect(counts[200]).toBeGreaterThan(100);
    expect(await ledgerInvariants(db())).toEqual(HEALTHY_LEDGER);
  });

  it('moves money back and forth 60 times in parallel with no deadlock reaching a caller', async () => {
    const a = net.sa2.id;
    const b = net.sa1.id;
    const [topA, topB] = await Promise.all([
      call.post(net.admin, '/api/Balance/top-up', { receiverId: a, amount: 1000 }),
      call.post(net.admin, '/api/Balance/top-up', { receiverId: b, amount: 1000 }),
    ]);
    expect([topA.status, topB.status]).toEqual([200, 200]);
    const errors: string[] = [];
    await Promise.all(
      Array.from({ length: 60 }, (_, i) => {
        const [from, to] = i % 2 === 0 ? [a, b] : [b, a];
        return inTransaction(db(), (tx) =>
          moveMoney(tx, {
            kind: 'Transfer',
            amount: 100 + i,
            from: { userId: from },
            to: { userId: to },
            initiatedBy: from,
            insufficientMessage: 'Insufficient balance for this transfer',
          }),
        ).catch((err: unknown) => {
          errors.push(sqlState(err) ?? String(err));
        });
      }),
    );
    expect(errors).toEqual([]);
    expect(await ledgerInvariants(db())).toEqual(HEALTHY_LEDGER);
  });

  it('writes once for the same Idempotency-Key sent 30 times in parallel', async () => {
    await call.post(net.admin, '/api/Balance/top-up', { receiverId: net.sa2.id, amount: 100 });
    const body = { receiverId: net.agent2.id, amount: 7.5 };
    const before = (await db().select({ id: transfers.id }).from(transfers)).length;
    const replies = await Promise.all(
      Array.from({ length: 30 }, () =>
        call.post(net.sa2, '/api/Balance/transfer', body, { 'idempotency-key': 'same-30' }),
      ),
    );
    expect(statuses(replies)).toEqual({ 200: 30 });
    expect(new Set(replies.map((r) => r.body.transactionId)).size).toBe(1);
    expect((await db().select({ id: transfers.id }).from(transfers)).length).toBe(before + 1);
    const other = await call.post(
      net.sa2,
      '/api/Balance/transfer',
      { ...body, amount: 8 },
      { 'idempotency-key': 'same-30' },
    );
    expect(other.status).toBe(422);
  });

  it('sells a cashier exactly the games its balance pays for when they start at once', async () => {
    // Each game: 2 cards × 10 Br at 10 % = 2 Br of commission; 10 Br pays for exactly 5.
    await ensureOpenShift(call, net.cashier2);
    await call.post(net.admin, '/api/Balance/top-up', { receiverId: net.sa2.id, amount: 10 });
    await call.post(net.sa2, '/api/Balance/transfer', { receiverId: net.agent2.id, amount: 10 });
    const spare = await balanceOf(net.cashier2.id);
    await call.post(net.agent2, '/api/Balance/transfer', { receiverId: net.cashier2.id, amount: 10 });
    if (spare) {
      await inTransaction(db(), (tx) =>
        moveMoney(tx, {
          kind: 'Reversal',
          amount: spare,
          from: { userId: net.cashier2.id },
          to: { userId: net.agent2.id },
          initiatedBy: net.admin.id,
          insufficientMessage: 'Insufficient balance for this transfer',
        }),
      );
    }
    // Twelve hall PCs buy at once, each ending its game and buying again until the balance says no;
    // a purchase refused because another game was running (409) is simply tried again.
    const replies: Reply[] = [];
    await Promise.all(
      Array.from({ length: 12 }, async () => {
        for (;;) {
          const r = await call.post<{ gameId: string }>(net.cashier2, '/api/games', {
            gameType: 0,
            typeIndex: 1,
            cards: [1, 2],
            betAmount: 10,
          });
          if (r.status === 409) continue;
          replies.push(r);
          if (r.status !== 200) return;
          await call.post(net.cashier2, `/api/games/${r.body.gameId}/abandon`, {});
        }
      }),
    );
    expect(statuses(replies)).toEqual({ 200: 5, 400: 12 });
    expect(await balanceOf(net.cashier2.id)).toBe(0);
    expect(await ledgerInvariants(db())).toEqual(HEALTHY_LEDGER);
  });
});
