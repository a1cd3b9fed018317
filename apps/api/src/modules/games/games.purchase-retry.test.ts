import { abandon, byWinCall, callUpTo, ensureOpenShift, secretOrder, winCalls } from '@test/fixtures/games';
import { caller, fundCashier, ledgerCounts } from '@test/fixtures/money';
import { appWithNetwork } from '@test/support';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { salesHistory } from '@/db/schema';

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);
const db = () => ctx.database.db;

beforeAll(async () => {
  await fundCashier(call, net, { sa: net.sa1, agent: net.agent1, cashier: net.cashier1 }, 100);
  await ensureOpenShift(call, net.cashier1);
});

describe('a Start retried with the same Idempotency-Key', () => {
  const body = { gameType: 0, typeIndex: 1, cards: [20, 21, 22, 23], betAmount: 10 };
  const start = (key: string) =>
    call.post<{ gameId: string }>(net.cashier1, '/api/games', body, {
      'idempotency-key': key,
    });
  const salesCount = async () =>
    (await db().select().from(salesHistory).where(eq(salesHistory.userId, net.cashier1.id))).length;

  it('gets the same game back, charged once, while that game runs', async () => {
    const before = await ledgerCounts(db());
    const first = await start('start-running');
    const again = await start('start-running');
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect((await ledgerCounts(db())).transfers).toBe(before.transfers + 1);
    await abandon(call, net.cashier1, first.body.gameId);
  });

  /** Ends the game by each way a game ends: abandoned, finished with no winner, won. */
  const endings: [string, (gameId: string) => Promise<void>][] = [
    ['abandoned', (gameId) => abandon(call, net.cashier1, gameId)],
    [
      'finished',
      async (gameId) => {
        await callUpTo(call, db(), net.cashier1, gameId, 75);
        await call.post(net.cashier1, `/api/games/${gameId}/finish`, {});
      },
    ],
    [
      'won',
      async (gameId) => {
        const [[k, [winner] = []] = [0, []]] = byWinCall(
          winCalls(await secretOrder(db(), gameId), 0, body.cards),
        );
        await callUpTo(call, db(), net.cashier1, gameId, Math.max(k, 5));
        await call.post(net.cashier1, `/api/games/${gameId}/check`, { cardId: winner });
      },
    ],
  ];

  it.each(endings)('is refused once its game is %s: no new sale, no charge', async (status, end) => {
    const first = await start(`start-${status}`);
    await end(first.body.gameId);
    expect((await call.get(net.cashier1, `/api/games/${first.body.gameId}`)).body).toMatchObject({ status });
    const [ledger, sales, balance] = [
      await ledgerCounts(db()),
      await salesCount(),
      await call.get(net.cashier1, '/api/balance'),
    ];

    const again = await start(`start-${status}`);
    expect(again).toEqual({
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        code: 'GAME_START_ENDED',
        message: 'The game this Start bought has already ended. Press Start again to buy a new game.',
      },
    });
    expect(await ledgerCounts(db())).toEqual(ledger);
    expect(await salesCount()).toBe(sales);
    expect(await call.get(net.cashier1, '/api/balance')).toEqual(balance);
    expect((await call.get(net.cashier1, '/api/games/current')).body).toEqual({ game: null });
  });
});
