import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Actor, appWithNetwork } from '../../../test/support';
import { salesHistory } from '../../db/schema';
import { buyGame } from '../games/games.fixtures';
import { caller, fundCashier } from '../ledger/money.fixtures';

let firstGame: string;

type Summary = {
  totalRevenue: number;
  totalCommission: number;
  totalGames: number;
  totalCards: number;
  totalWinnings: number;
  totalBonus: number;
};

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);

beforeAll(async () => {
  await fundCashier(call, net, { sa: net.sa1, agent: net.agent1, cashier: net.cashier1 }, 100);
  await fundCashier(call, net, { sa: net.sa1, agent: net.agent1b, cashier: net.cashier1b }, 100);
  await fundCashier(call, net, { sa: net.sa2, agent: net.agent2, cashier: net.cashier2 }, 100);
  // Cashier 1: two games of 30 and 40 Br (rate 10 %); cashier 1b: one of 20 Br; cashier 2: one of 50 Br.
  firstGame = (
    await buyGame(call, net.cashier1, { gameType: 0, typeIndex: 1, cards: [1, 2, 3], betAmount: 10 })
  ).gameId;
  await buyGame(call, net.cashier1, { gameType: 2, typeIndex: 1, cards: [1, 2, 3, 4], betAmount: 10 });
  await buyGame(call, net.cashier1b, { gameType: 3, typeIndex: 1, cards: [5, 6], betAmount: 10 });
  await buyGame(call, net.cashier2, { gameType: 7, typeIndex: 1, cards: [7, 8, 9, 10, 11], betAmount: 10 });
});

const summary = async (who: Actor, query = '') =>
  (await call.get<Summary>(who, `/api/SalesHistory/summary${query}`)).body;

describe('sales history', () => {
  it('lists each sale with the spec’s fields in Birr, newest first', async () => {
    const { body } = await call.get<{ items: Record<string, unknown>[] }>(net.cashier1, '/api/SalesHistory');
    expect(body.items).toHaveLength(2);
    expect(body.items[1]).toEqual({
      id: expect.any(Number),
      gameId: firstGame,
      userId: net.cashier1.id,
      userName: 'Cashier1 Tester',
      userRole: 'Cashier',
      shopId: net.shop1.id,
      shopName: net.shop1.name,
      playedAt: expect.any(String),
      cardPrice: 10,
      gameType: 0,
      gameTypeName: 'Default any line',
      numberOfCards: 3,
      totalAmount: 30,
      commission: 3,
      actualWin: 27,
      bonusAmount: 0,
      bonusType: 'None',
    });
  });

  it('sums each role’s own scope', async () => {
    expect(await summary(net.admin)).toEqual({
      totalRevenue: 140,
      totalCommission: 14,
      totalGames: 4,
      totalCards: 14,
      totalWinnings: 126,
      totalBonus: 0,
    });
    expect((await summary(net.sa1)).totalRevenue).toBe(90);
    expect((await summary(net.sa2)).totalRevenue).toBe(50);
    expect((await summary(net.agent1)).totalRevenue).toBe(70);
    expect((await summary(net.agent1b)).totalRevenue).toBe(20);
    expect(await summary(net.cashier1)).toMatchObject({ totalRevenue: 70, totalGames: 2, totalCards: 7 });
    expect((await call.get<{ items: unknown[] }>(net.sa1, '/api/SalesHistory')).body.items).toHaveLength(3);
  });

  it('filters by range, and sums to zero where there is nothing', async () => {
    expect(await summary(net.admin, '?startDate=2999-01-01T00:00:00.000Z')).toEqual({
      totalRevenue: 0,
      totalCommission: 0,
      totalGames: 0,
      totalCards: 0,
      totalWinnings: 0,
      totalBonus: 0,
    });
    expect((await summary(net.admin, '?endDate=2000-01-01T00:00:00.000Z')).totalGames).toBe(0);
    const bad = await call.get(net.admin, '/api/SalesHistory/summary?startDate=yesterday');
    expect(bad.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'startDate must be an ISO date-time',
    });
  });

  it('sums per selling user within the scope', async () => {
    type PerUser = { items: (Summary & { userName: string; userRole: string })[] };
    const { body } = await call.get<PerUser>(net.sa1, '/api/SalesHistory/users/summary');
    expect(body.items.map((u) => [u.userName, u.userRole, u.totalRevenue, u.totalGames])).toEqual([
      ['Cashier1 Tester', 'Cashier', 70, 2],
      ['Cashier1b Tester', 'Cashier', 20, 1],
    ]);
  });

  it('groups revenue per day in the hall’s time zone', async () => {
    // 22:30 UTC is already the next day in Addis Ababa (UTC+3).
    await ctx.database.db
      .update(salesHistory)
      .set({ playedAt: new Date('2025-03-01T22:30:00.000Z') })
      .where(eq(salesHistory.gameId, firstGame));
    type Daily = { items: { date: string; totalRevenue: number; totalGames: number }[] };
    const march = await call.get<Daily>(
      net.cashier1,
      '/api/SalesHistory/daily?startDate=2025-03-01T00:00:00.000%2B03:00&endDate=2025-03-31T23:59:59.999%2B03:00',
    );
    expect(march.body.items).toEqual([
      { date: '2025-03-02', totalRevenue: 30, totalCommission: 3, totalGames: 1 },
    ]);
    const all = await call.get<Daily>(net.admin, '/api/SalesHistory/daily');
    expect(all.body.items.map((d) => d.totalGames)).toEqual([1, 3]);
  });
});
