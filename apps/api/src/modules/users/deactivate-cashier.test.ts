import type { CurrentShift, GameRecord, Shift } from '@bingo/contracts';
import { chainEvents } from '@test/fixtures/audit';
import { buyGame, callUpTo } from '@test/fixtures/games';
import { caller, fundCashier } from '@test/fixtures/money';
import { type Actor, appWithNetwork } from '@test/support';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { games, salesHistory, shifts } from '@/db/schema';
import { ADMIN_CHAIN, shopChain } from '../audit/chain';
import { auditVerify } from '../audit/verify-report';
import { finishedGamesAfter } from '../games/finished-games.repo';

// A deactivated cashier's tokens stop at once, so nobody could end its game: the deactivation does.

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);
const db = () => ctx.database.db;

beforeAll(async () => {
  await fundCashier(call, net, { sa: net.sa1, agent: net.agent1, cashier: net.cashier1 }, 500);
  await fundCashier(call, net, { sa: net.sa2, agent: net.agent2, cashier: net.cashier2 }, 500);
  for (const shop of [net.shop1, net.shop2]) {
    await call.post(net.admin, '/api/game-settings', {
      shopId: shop.id,
      minCards: 2,
      maxCards: 150,
      defaultBetAmount: 1,
      minStackAmount: 1,
    });
  }
});

const eventsOn = (chain: string) => chainEvents(db(), chain);

async function gameRow(gameId: string) {
  const [row] = await db()
    .select({
      status: games.status,
      released: games.released,
      endedAtCall: games.endedAtCall,
      stakesRefunded: games.stakesRefunded,
      endReason: games.endReason,
      finished: games.finishedAt,
    })
    .from(games)
    .where(eq(games.id, gameId));
  const [sale] = await db()
    .select({ outcome: salesHistory.outcome, actualWin: salesHistory.actualWin })
    .from(salesHistory)
    .where(eq(salesHistory.gameId, gameId));
  return { ...row, finished: row?.finished !== null, sale };
}

const setStatus = (manager: Actor, user: Actor, isActive: boolean) =>
  call.post<{ isActive: boolean }>(manager, `/api/auth/toggle-status/${user.id}`, { isActive });

describe('deactivating a cashier who has a game running', () => {
  let gameId = '';

  it('abandons the game at the server’s count, by the agent, with the stakes not marked refunded', async () => {
    const game = await buyGame(call, net.cashier1, {
      gameType: 0,
      typeIndex: 1,
      cards: [1, 2],
      betAmount: 5,
    });
    gameId = game.gameId;
    // Past ten calls: abandoned by the cashier, it would raise the shift's flag.
    await callUpTo(call, db(), net.cashier1, gameId, 11);
    const shopBefore = (await eventsOn(shopChain(net.shop1.id))).length;

    const off = await setStatus(net.agent1, net.cashier1, false);
    expect([off.status, off.body.isActive]).toEqual([200, false]);

    expect(await gameRow(gameId)).toEqual({
      status: 'abandoned',
      released: 11,
      endedAtCall: 11,
      stakesRefunded: false,
      endReason: 'CashierDeactivated',
      finished: true,
      sale: { outcome: 'Abandoned', actualWin: 0 },
    });
    const shopEvents = await eventsOn(shopChain(net.shop1.id));
    expect(shopEvents.slice(shopBefore)).toEqual([
      {
        kind: 'GameAbandoned',
        actorId: net.agent1.id,
        subject: { gameId, endedAtCall: 11, refund: 0, reason: 'CashierDeactivated' },
      },
    ]);
    expect((await eventsOn(ADMIN_CHAIN)).at(-1)).toEqual({
      kind: 'UserDeactivated',
      actorId: net.agent1.id,
      subject: { userId: net.cashier1.id },
    });
    // The agent sees the record as it now stands, order and salt published for anyone to verify.
    const record = await call.get<GameRecord>(net.agent1, `/api/games/${gameId}`);
    expect(record.body).toMatchObject({
      status: 'abandoned',
      outcome: 'Abandoned',
      endedAtCall: 11,
      stakesRefunded: false,
      endReason: 'CashierDeactivated',
    });
    expect(record.body.drawOrder).toHaveLength(75);
    // The cashier's token no longer works, so the game cannot be called on.
    expect((await call.post(net.cashier1, `/api/games/${gameId}/calls`, { k: 12 })).status).toBe(401);
    expect(await auditVerify(db(), finishedGamesAfter)).toMatchObject({ code: 0, problems: [] });
  });

  it('lets the agent close the shift the cashier left open, counting the stakes as taken and not holding the abandonment against the cashier', async () => {
    const [open] = await db()
      .select({ id: shifts.id })
      .from(shifts)
      .where(and(eq(shifts.cashierId, net.cashier1.id), isNull(shifts.closedAt)));
    if (!open) throw new Error('the cashier has no open shift');
    const closed = await call.post<Shift>(net.agent1, `/api/shifts/${open.id}/close`, { countedCash: 10 });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body).toMatchObject({
      status: 'Closed',
      figures: {
        games: 1,
        stakes: 10,
        refunds: 0,
        expectedCash: 10,
        abandonedGames: 0,
        abandonedAfterTenCalls: 0,
      },
      countedCash: 10,
      overShort: 0,
      flags: { overShort: false, abandonedAfterTenCalls: false, lateClaim: false, manyAbandoned: false },
    });
  });

  it('changes nothing about the game when the cashier is activated again', async () => {
    const shopBefore = await eventsOn(shopChain(net.shop1.id));
    const on = await setStatus(net.agent1, net.cashier1, true);
    expect([on.status, on.body.isActive]).toEqual([200, true]);
    expect(await eventsOn(shopChain(net.shop1.id))).toEqual(shopBefore);
    expect((await gameRow(gameId)).status).toBe('abandoned');
  });
});

describe('deactivating a cashier with no game running', () => {
  it('records the deactivation only: a game the cashier ended itself stays as it ended', async () => {
    const game = await buyGame(call, net.cashier2, {
      gameType: 0,
      typeIndex: 1,
      cards: [1, 2],
      betAmount: 5,
    });
    await callUpTo(call, db(), net.cashier2, game.gameId, 2);
    const refused = await call.post(
      net.agent2,
      `/api/shifts/${(await call.get<CurrentShift>(net.cashier2, '/api/shifts/current')).body.shift?.id}/close`,
      { countedCash: 0 },
    );
    // While the game runs, the shift cannot be closed by anyone.
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'Finish or end the running game before closing the shift',
    ]);
    const ended = await call.post(net.cashier2, `/api/games/${game.gameId}/abandon`, { refunded: true });
    expect(ended.status).toBe(200);
    const shopBefore = await eventsOn(shopChain(net.shop2.id));
    const rowBefore = await gameRow(game.gameId);
    // The cashier's own end carries no reason: it counts toward the shift's flags.
    expect(rowBefore.endReason).toBeNull();

    const off = await setStatus(net.agent2, net.cashier2, false);
    expect([off.status, off.body.isActive]).toEqual([200, false]);

    expect(await eventsOn(shopChain(net.shop2.id))).toEqual(shopBefore);
    expect(shopBefore.at(-1)).toEqual({
      kind: 'GameAbandoned',
      actorId: net.cashier2.id,
      subject: { gameId: game.gameId, endedAtCall: 2, refund: 1000 },
    });
    expect(await gameRow(game.gameId)).toEqual({ ...rowBefore, stakesRefunded: true });
    expect((await eventsOn(ADMIN_CHAIN)).at(-1)).toEqual({
      kind: 'UserDeactivated',
      actorId: net.agent2.id,
      subject: { userId: net.cashier2.id },
    });
  });
});
