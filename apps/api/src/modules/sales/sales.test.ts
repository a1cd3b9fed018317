import { abandon, buyGame, byWinCall, callUpTo, secretOrder, winCalls } from '@test/fixtures/games';
import { caller, fundCashier } from '@test/fixtures/money';
import { type Actor, appWithNetwork } from '@test/support';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { salesHistory, shops } from '@/db/schema';

let firstGame: string;
/** What the won game paid, in Birr. */
let paid: number;

type Summary = {
  totalRevenue: number;
  totalCommission: number;
  totalGames: number;
  totalCards: number;
  totalWinnings: number;
  totalBonus: number;
  totalRefunds: number;
  totalNet: number;
};

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);

/**
 * Sales rows are append-only: a fixture moves a sale's time with the table's triggers set aside for
 * that one statement. The time is PostgreSQL text, so it may carry microseconds.
 */
async function movePlayedAt(gameId: string, at: string) {
  await ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`alter table sales_history disable trigger user`);
    await tx
      .update(salesHistory)
      .set({ playedAt: sql`${at}::timestamptz` })
      .where(eq(salesHistory.gameId, gameId));
    await tx.execute(sql`alter table sales_history enable trigger user`);
  });
}

beforeAll(async () => {
  await fundCashier(call, net, { sa: net.sa1, agent: net.agent1, cashier: net.cashier1 }, 100);
  await fundCashier(call, net, { sa: net.sa1, agent: net.agent1b, cashier: net.cashier1b }, 100);
  await fundCashier(call, net, { sa: net.sa2, agent: net.agent2, cashier: net.cashier2 }, 100);
  // Cashier 1: a game of 30 Br played to a win and one of 40 Br abandoned (rate 10 %); cashier 1b:
  // one of 20 Br still running; cashier 2: one of 50 Br that ran all 75 calls with no winner.
  const db = ctx.database.db;
  firstGame = (
    await buyGame(call, net.cashier1, { gameType: 0, typeIndex: 1, cards: [1, 2, 3], betAmount: 10 })
  ).gameId;
  const [[k, [winner] = []] = [0, []]] = byWinCall(winCalls(await secretOrder(db, firstGame), 0, [1, 2, 3]));
  await callUpTo(call, db, net.cashier1, firstGame, Math.max(k, 5));
  const won = await call.post<{ won: boolean; prizeShare: number; winners: number[] }>(
    net.cashier1,
    `/api/games/${firstGame}/check`,
    { cardId: winner },
  );
  if (!won.body.won) throw new Error(`no win: ${JSON.stringify(won.body)}`);
  paid = won.body.prizeShare * won.body.winners.length;
  const second = await buyGame(call, net.cashier1, {
    gameType: 2,
    typeIndex: 1,
    cards: [1, 2, 3, 4],
    betAmount: 10,
  });
  await abandon(call, net.cashier1, second.gameId);
  await buyGame(call, net.cashier1b, { gameType: 3, typeIndex: 1, cards: [5, 6], betAmount: 10 });
  const unwon = await buyGame(call, net.cashier2, {
    gameType: 7,
    typeIndex: 1,
    cards: [7, 8, 9, 10, 11],
    betAmount: 10,
  });
  await callUpTo(call, db, net.cashier2, unwon.gameId, 75);
  const finished = await call.post(net.cashier2, `/api/games/${unwon.gameId}/finish`, {});
  if (finished.status !== 200) throw new Error(`finish failed: ${JSON.stringify(finished.body)}`);
});

const summary = async (who: Actor, query = '') =>
  (await call.get<Summary>(who, `/api/SalesHistory/summary${query}`)).body;

describe('sales history', () => {
  it('names the agent and super agent a sale was made under only to a viewer who has them in scope', async () => {
    const first = async (who: Actor) =>
      (await call.get<{ items: Record<string, unknown>[] }>(who, '/api/SalesHistory')).body.items.find(
        (sale) => sale.gameId === firstGame,
      );
    const agent = { agentId: net.agent1.id, agentName: 'Agent1 Tester' };
    const superAgent = { superAgentId: net.sa1.id, superAgentName: 'Sa1 Tester' };
    for (const who of [net.admin, net.sa1])
      expect(await first(who)).toMatchObject({ ...agent, ...superAgent });
    const agentsView = await first(net.agent1);
    expect(agentsView).toMatchObject(agent);
    expect(agentsView).not.toHaveProperty('superAgentId');
    expect(agentsView).not.toHaveProperty('superAgentName');
    const cashiersView = await first(net.cashier1);
    for (const field of ['agentId', 'agentName', 'superAgentId', 'superAgentName']) {
      expect(cashiersView).not.toHaveProperty(field);
    }
  });

  it('lists each sale with the spec’s fields in Birr, newest first', async () => {
    const { body } = await call.get<{ items: Record<string, unknown>[] }>(net.cashier1, '/api/SalesHistory');
    expect(body.items).toHaveLength(2);
    expect(body.items[0]).toMatchObject({ totalAmount: 40, outcome: 'Abandoned', actualWin: 0 });
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
      actualWin: paid,
      outcome: 'Won',
      bonusAmount: 0,
      bonusType: 'None',
      refunded: false,
    });
  });

  it('records each outcome and pays only the won game', async () => {
    const { body } = await call.get<{ items: { outcome: string; actualWin: number; totalAmount: number }[] }>(
      net.admin,
      '/api/SalesHistory',
    );
    expect(body.items.map((r) => [r.totalAmount, r.outcome, r.actualWin]).sort()).toEqual(
      [
        [20, 'Running', 0],
        [30, 'Won', paid],
        [40, 'Abandoned', 0],
        [50, 'NoWinner', 0],
      ].sort(),
    );
    expect(paid).toBeGreaterThan(0);
    expect(paid).toBeLessThanOrEqual(27);
  });

  it('sums each role’s own scope, with the winnings actually paid', async () => {
    expect(await summary(net.admin)).toEqual({
      totalRevenue: 140,
      totalCommission: 14,
      totalGames: 4,
      totalCards: 14,
      totalWinnings: paid,
      totalBonus: 0,
      totalRefunds: 0,
      // No bonus and no refund: the stakes less the one prize paid.
      totalNet: 140 - paid,
    });
    expect((await summary(net.sa1)).totalRevenue).toBe(90);
    expect((await summary(net.sa2)).totalRevenue).toBe(50);
    expect((await summary(net.agent1)).totalRevenue).toBe(70);
    expect((await summary(net.agent1b)).totalRevenue).toBe(20);
    expect(await summary(net.cashier1)).toMatchObject({ totalRevenue: 70, totalGames: 2, totalCards: 7 });
    expect((await call.get<{ items: unknown[] }>(net.sa1, '/api/SalesHistory')).body.items).toHaveLength(3);
  });

  it('lists one agent’s sales by the agent on each sale, for a viewer whose agent it is', async () => {
    type Listed = { items: { gameId: string; totalAmount: number }[] };
    const ofAgent = (who: Actor, agentId: string, limit = '') =>
      call.get<Listed>(who, `/api/SalesHistory?agentId=${agentId}${limit}`);
    const amounts = async (who: Actor, agentId: string) =>
      (await ofAgent(who, agentId)).body.items.map((r) => r.totalAmount);
    expect(await amounts(net.sa1, net.agent1.id)).toEqual([40, 30]);
    expect(await amounts(net.sa1, net.agent1b.id)).toEqual([20]);
    expect(await amounts(net.admin, net.agent2.id)).toEqual([50]);
    expect(await amounts(net.agent1, net.agent1.id)).toEqual([40, 30]);
    expect((await ofAgent(net.sa1, net.agent1.id, '&limit=1')).body.items).toHaveLength(1);
    // The shop moving to another agent leaves its past sales with the agent they were made under.
    const db = ctx.database.db;
    await db.update(shops).set({ agentId: net.agent1b.id }).where(eq(shops.id, net.shop1.id));
    try {
      expect(await amounts(net.sa1, net.agent1.id)).toEqual([40, 30]);
      expect(await amounts(net.sa1, net.agent1b.id)).toEqual([20]);
    } finally {
      await db.update(shops).set({ agentId: net.agent1.id }).where(eq(shops.id, net.shop1.id));
    }
  });

  it('answers 404 for an agent outside the viewer’s scope, or an id that is no agent', async () => {
    const refused = [
      [net.sa1, net.agent2.id],
      [net.sa2, net.agent1.id],
      [net.agent1, net.agent1b.id],
      [net.cashier1, net.agent1.id],
      [net.admin, net.cashier1.id],
      [net.admin, '00000000-0000-4000-8000-000000000000'],
    ] as const;
    for (const [who, agentId] of refused) {
      const res = await call.get(who, `/api/SalesHistory?agentId=${agentId}`);
      expect(res.status, `${who.id} → ${agentId}`).toBe(404);
      expect(res.body).toMatchObject({ message: 'User not found' });
    }
    expect((await call.get(net.admin, '/api/SalesHistory?agentId=nope')).status).toBe(400);
  });

  it('filters by range, and sums to zero where there is nothing', async () => {
    expect(await summary(net.admin, '?startDate=2999-01-01T00:00:00.000Z')).toEqual({
      totalRevenue: 0,
      totalCommission: 0,
      totalGames: 0,
      totalCards: 0,
      totalWinnings: 0,
      totalBonus: 0,
      totalRefunds: 0,
      totalNet: 0,
    });
    expect((await summary(net.admin, '?endDate=2000-01-01T00:00:00.000Z')).totalGames).toBe(0);
    const bad = await call.get(net.admin, '/api/SalesHistory/summary?startDate=yesterday');
    expect(bad.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'TEMPLATE_ISO_DATE_TIME',
      params: { label: 'startDate' },
      message: 'startDate must be an ISO date-time',
    });
  });

  type PerUser = { items: (Summary & { userId: string; userRole: string })[] };
  const perUser = async (who: Actor) =>
    (await call.get<PerUser>(who, '/api/SalesHistory/users/summary')).body.items.map((u) => [
      u.userId,
      u.userRole,
      u.totalRevenue,
      u.totalGames,
    ]);

  it('counts each sale for its cashier, agent and super agent, within the scope', async () => {
    expect(await perUser(net.sa1)).toEqual([
      [net.sa1.id, 'SuperAgent', 90, 3],
      [net.agent1.id, 'Agent', 70, 2],
      [net.cashier1.id, 'Cashier', 70, 2],
      [net.agent1b.id, 'Agent', 20, 1],
      [net.cashier1b.id, 'Cashier', 20, 1],
    ]);
    expect(await perUser(net.agent1)).toEqual([
      [net.agent1.id, 'Agent', 70, 2],
      [net.cashier1.id, 'Cashier', 70, 2],
    ]);
    expect(await perUser(net.cashier1)).toEqual([[net.cashier1.id, 'Cashier', 70, 2]]);
    // The Admin's Revenue by Role: every role's total is the whole network's revenue.
    const byRole = new Map<string, number>();
    for (const [, role, revenue] of await perUser(net.admin)) {
      byRole.set(role as string, (byRole.get(role as string) ?? 0) + (revenue as number));
    }
    expect(Object.fromEntries(byRole)).toEqual({ SuperAgent: 140, Agent: 140, Cashier: 140 });
  });

  it('groups revenue per day in the hall’s time zone', async () => {
    // 22:30 UTC is already the next day in Addis Ababa (UTC+3).
    await movePlayedAt(firstGame, '2025-03-01T22:30:00.000Z');
    type Daily = { items: { date: string; totalRevenue: number; totalGames: number }[] };
    const march = await call.get<Daily>(
      net.cashier1,
      '/api/SalesHistory/daily?startDate=2025-03-01T00:00:00.000%2B03:00&endDate=2025-03-31T23:59:59.999%2B03:00',
    );
    expect(march.body.items).toEqual([
      { date: '2025-03-02', totalRevenue: 30, totalCommission: 3, totalGames: 1 },
    ]);
    // The three games played now fall on today, or on two days in a run crossing midnight.
    const all = await call.get<Daily>(net.admin, '/api/SalesHistory/daily');
    const [march2, ...now] = all.body.items;
    expect(march2).toMatchObject({ date: '2025-03-02', totalGames: 1 });
    expect(now.reduce((games, d) => games + d.totalGames, 0)).toBe(3);
  });

  it('counts a sale in the last half millisecond of a day on that day, and on no other', async () => {
    // 20:59:59.9995 UTC is 23:59:59.9995 in Addis Ababa: after the spec's end of day, 23:59:59.999.
    await movePlayedAt(firstGame, '2025-03-05T20:59:59.9995Z');
    const gamesOn = async (day: string) =>
      (
        await call.get<Summary>(
          net.cashier1,
          `/api/SalesHistory/summary?startDate=${day}T00:00:00.000%2B03:00&endDate=${day}T23:59:59.999%2B03:00`,
        )
      ).body;
    expect(await gamesOn('2025-03-05')).toMatchObject({ totalGames: 1, totalRevenue: 30 });
    expect(await gamesOn('2025-03-06')).toMatchObject({ totalGames: 0, totalRevenue: 0 });
  });
});
