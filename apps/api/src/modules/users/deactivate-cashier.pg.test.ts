import { holdChain as holdChainOf } from '@test/fixtures/audit';
import { ensureOpenShift, makeDue } from '@test/fixtures/games';
import { caller, fundCashier, HEALTHY_LEDGER, ledgerInvariants, type Reply } from '@test/fixtures/money';
import { type Actor, appWithNetwork, refreshed, untilWaitingOnLocks } from '@test/support';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditEvents, gameCalls, games, salesHistory, shifts } from '@/db/schema';
import { ADMIN_CHAIN, shopChain } from '../audit/chain';
import { auditVerify } from '../audit/verify-report';
import { finishedGamesAfter } from '../games/finished-games.repo';

// Real PostgreSQL with a pool of connections: a deactivation racing the cashier's own requests.
// Each race is staged by holding the head of an audit chain, which every one of these transactions
// appends to last, so a request stops after taking its row locks and the other side meets them.

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);
const db = () => ctx.database.db;

const GAME = { gameType: 0, typeIndex: 1, cards: [1, 2], betAmount: 5 };

beforeAll(async () => {
  const pairs = [
    { sa: net.sa1, agent: net.agent1, cashier: net.cashier1, shop: net.shop1 },
    { sa: net.sa1, agent: net.agent1b, cashier: net.cashier1b, shop: net.shop1b },
    { sa: net.sa2, agent: net.agent2, cashier: net.cashier2, shop: net.shop2 },
  ];
  for (const { shop, ...chain } of pairs) {
    await fundCashier(call, net, chain, 500);
    await call.post(net.admin, '/api/game-settings', {
      shopId: shop.id,
      minCards: 2,
      maxCards: 150,
      defaultBetAmount: 1,
      minStackAmount: 1,
    });
    await ensureOpenShift(call, chain.cashier);
  }
});

/** Holds a chain's head row until `release` is called; resolves once it is held. */
const holdChain = (chain: string) => holdChainOf(db(), chain);

const deactivate = (manager: Actor, cashier: Actor) =>
  call.post<{ isActive: boolean }>(manager, `/api/auth/toggle-status/${cashier.id}`, { isActive: false });

async function gamesOf(cashier: Actor) {
  return db()
    .select({
      id: games.id,
      status: games.status,
      released: games.released,
      endedAtCall: games.endedAtCall,
      stakesRefunded: games.stakesRefunded,
      outcome: salesHistory.outcome,
    })
    .from(games)
    .innerJoin(salesHistory, eq(salesHistory.gameId, games.id))
    .where(eq(games.cashierId, cashier.id))
    .orderBy(asc(games.createdAt));
}

async function callsRecorded(gameId: string): Promise<number> {
  const [row] = await db().select({ n: count() }).from(gameCalls).where(eq(gameCalls.gameId, gameId));
  return row?.n ?? 0;
}

async function lastEvents(chain: string, n: number) {
  const rows = await db()
    .select({ kind: auditEvents.kind, actorId: auditEvents.actorId, subject: auditEvents.subject })
    .from(auditEvents)
    .where(eq(auditEvents.chain, chain))
    .orderBy(asc(auditEvents.seq));
  return rows.slice(-n);
}

async function expectSoundRecords() {
  expect(await auditVerify(db(), finishedGamesAfter)).toMatchObject({ code: 0, problems: [] });
  expect(await ledgerInvariants(db())).toEqual(HEALTHY_LEDGER);
}

describe('a deactivation racing the cashier on PostgreSQL', () => {
  it('waits for a purchase that holds the cashier, then abandons the game it started', async () => {
    const release = await holdChain(shopChain(net.shop1.id));
    const purchase = call.post<{ gameId: string }>(net.cashier1, '/api/games', GAME);
    await untilWaitingOnLocks(db(), 1);
    const deactivation = deactivate(net.agent1, net.cashier1);
    await untilWaitingOnLocks(db(), 2);
    await release();

    const [bought, off] = await Promise.all([purchase, deactivation]);
    expect([bought.status, off.status, off.body.isActive]).toEqual([200, 200, false]);
    expect(await gamesOf(net.cashier1)).toEqual([
      {
        id: bought.body.gameId,
        status: 'abandoned',
        released: 0,
        endedAtCall: 0,
        stakesRefunded: false,
        outcome: 'Abandoned',
      },
    ]);
    expect(await lastEvents(shopChain(net.shop1.id), 2)).toEqual([
      expect.objectContaining({ kind: 'GameStarted', actorId: net.cashier1.id }),
      {
        kind: 'GameAbandoned',
        actorId: net.agent1.id,
        subject: { gameId: bought.body.gameId, endedAtCall: 0, refund: 0, reason: 'CashierDeactivated' },
      },
    ]);
    await expectSoundRecords();
  });

  it('refuses a purchase that waited for the deactivation, so no game runs for a shut cashier', async () => {
    const [before] = await db()
      .select({ balance: accounts.balance })
      .from(accounts)
      .where(eq(accounts.userId, net.cashier2.id));
    const release = await holdChain(ADMIN_CHAIN);
    const deactivation = deactivate(net.agent2, net.cashier2);
    await untilWaitingOnLocks(db(), 1);
    const purchase = call.post(net.cashier2, '/api/games', GAME);
    await untilWaitingOnLocks(db(), 2);
    await release();

    const [off, bought] = await Promise.all([deactivation, purchase]);
    expect([off.status, off.body.isActive]).toEqual([200, false]);
    expect(bought).toEqual({
      status: 401,
      body: {
        statusCode: 401,
        error: 'Unauthorized',
        code: 'AUTH_SESSION_EXPIRED',
        message: 'Session expired. Please login again.',
      },
    });
    expect(await gamesOf(net.cashier2)).toEqual([]);
    const [after] = await db()
      .select({ balance: accounts.balance })
      .from(accounts)
      .where(eq(accounts.userId, net.cashier2.id));
    expect(after?.balance).toBe(before?.balance);
    await expectSoundRecords();
  });

  it('ends the game at the count it finds after a call and a speed change that were in flight', async () => {
    const cashier = net.cashier1b;
    const bought = await call.post<{ gameId: string }>(cashier, '/api/games', GAME);
    const gameId = bought.body.gameId;
    for (let k = 1; k <= 5; k++) {
      await makeDue(db(), gameId);
      expect((await call.post(cashier, `/api/games/${gameId}/calls`, { k })).status).toBe(200);
    }
    await makeDue(db(), gameId);
    const release = await holdChain(shopChain(net.shop1b.id));
    // The speed change locks the game and then waits to append its event.
    const speed = call.post(cashier, `/api/games/${gameId}/speed`, { callIntervalMs: 4000 });
    await untilWaitingOnLocks(db(), 1);
    const deactivation = deactivate(net.agent1b, cashier);
    await untilWaitingOnLocks(db(), 2);
    const sixth = call.post(cashier, `/api/games/${gameId}/calls`, { k: 6 });
    await untilWaitingOnLocks(db(), 3);
    await release();

    const replies: Reply[] = await Promise.all([speed, deactivation, sixth]);
    const [changed, off, called] = replies;
    expect([changed?.status, off?.status]).toEqual([200, 200]);
    // The call either got the game before the deactivation did, or found it ended and its token dead.
    expect([200, 401]).toContain(called?.status);
    const endedAt = called?.status === 200 ? 6 : 5;
    expect(await gamesOf(cashier)).toEqual([
      {
        id: gameId,
        status: 'abandoned',
        released: endedAt,
        endedAtCall: endedAt,
        stakesRefunded: false,
        outcome: 'Abandoned',
      },
    ]);
    expect(await callsRecorded(gameId)).toBe(endedAt);
    expect(await lastEvents(shopChain(net.shop1b.id), 2)).toEqual([
      expect.objectContaining({ kind: 'CallSpeedChanged', actorId: cashier.id }),
      {
        kind: 'GameAbandoned',
        actorId: net.agent1b.id,
        subject: { gameId, endedAtCall: endedAt, refund: 0, reason: 'CashierDeactivated' },
      },
    ]);
    await expectSoundRecords();
  });

  it('leaves a game the cashier abandoned meanwhile as the cashier ended it', async () => {
    const on = await call.post(net.agent1, `/api/auth/toggle-status/${net.cashier1.id}`, { isActive: true });
    expect(on.status).toBe(200);
    const cashier = await refreshed(ctx, net.cashier1);
    const bought = await call.post<{ gameId: string }>(cashier, '/api/games', GAME);
    const gameId = bought.body.gameId;
    const release = await holdChain(shopChain(net.shop1.id));
    const leaving = call.post(cashier, `/api/games/${gameId}/abandon`, { refunded: true });
    await untilWaitingOnLocks(db(), 1);
    const deactivation = deactivate(net.agent1, cashier);
    await untilWaitingOnLocks(db(), 2);
    await release();

    const [left, off] = await Promise.all([leaving, deactivation]);
    expect([left.status, off.status]).toEqual([200, 200]);
    const [game] = (await gamesOf(cashier)).filter((g) => g.id === gameId);
    expect(game).toMatchObject({ status: 'abandoned', stakesRefunded: true, outcome: 'Abandoned' });
    expect(await lastEvents(shopChain(net.shop1.id), 1)).toEqual([
      { kind: 'GameAbandoned', actorId: cashier.id, subject: { gameId, endedAtCall: 0, refund: 1000 } },
    ]);
    const running = await db()
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.cashierId, cashier.id), eq(games.status, 'running')));
    expect(running).toEqual([]);
    await expectSoundRecords();
  });

  it('refuses a shift opened while the deactivation held the cashier, so no shift is left open for it', async () => {
    const on = await call.post(net.agent2, `/api/auth/toggle-status/${net.cashier2.id}`, { isActive: true });
    expect(on.status).toBe(200);
    const cashier = await refreshed(ctx, net.cashier2);
    const current = await call.get<{ shift: { id: string } | null }>(cashier, '/api/shifts/current');
    const { shift } = current.body;
    if (shift) {
      const closed = await call.post(cashier, `/api/shifts/${shift.id}/close`, { countedCash: 0 });
      expect(closed.status).toBe(200);
    }
    const release = await holdChain(ADMIN_CHAIN);
    const deactivation = deactivate(net.agent2, cashier);
    await untilWaitingOnLocks(db(), 1);
    const opening = call.post(cashier, '/api/shifts/open', { openingFloat: 100 });
    await untilWaitingOnLocks(db(), 2);
    await release();

    const [off, opened] = await Promise.all([deactivation, opening]);
    expect([off.status, opened.status, opened.body.code]).toEqual([200, 401, 'AUTH_SESSION_EXPIRED']);
    const open = await db()
      .select({ id: shifts.id })
      .from(shifts)
      .where(and(eq(shifts.cashierId, cashier.id), isNull(shifts.closedAt)));
    expect(open).toEqual([]);
    await expectSoundRecords();
  });
});
