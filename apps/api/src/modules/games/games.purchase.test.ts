import { errorCodeOf } from '@bingo/contracts';
import { isDrawOrder, verifyCommitment } from '@bingo/engine';
import { abandon, buyGame, ensureOpenShift, secretOrder } from '@test/fixtures/games';
import { caller, fundCashier, HEALTHY_LEDGER, ledgerCounts, ledgerInvariants } from '@test/fixtures/money';
import { appWithNetwork } from '@test/support';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, games, salesHistory, transfers } from '@/db/schema';

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);

beforeAll(async () => {
  await fundCashier(call, net, { sa: net.sa1, agent: net.agent1, cashier: net.cashier1 }, 100);
  await ensureOpenShift(call, net.cashier1);
});

const db = () => ctx.database.db;
const revenue = async () =>
  (await db().select().from(accounts).where(eq(accounts.systemCode, 'revenue')))[0]?.balance ?? 0;

describe('buying a game', () => {
  it('takes the commission, records the sale as Running with nothing paid, and commits to a secret order', async () => {
    const revenueBefore = await revenue();
    const started = await buyGame(call, net.cashier1, {
      gameType: 4,
      typeIndex: 2,
      cards: [1, 2, 3],
      betAmount: 10,
    });
    expect(started).toMatchObject({
      prize: 24,
      commission: 6,
      newBalance: 94,
      totalAmount: 30,
      betAmount: 10,
      ratePercent: 20,
      numberOfCards: 3,
      gameTypeName: 'Any one line',
      bonusAmount: 0,
      callIntervalMs: 5000,
      lastCallRule: 'AllowLate',
    });
    expect(started.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(started).not.toHaveProperty('drawOrder');
    expect(started).not.toHaveProperty('salt');
    expect(isDrawOrder(await secretOrder(db(), started.gameId))).toBe(true);
    type Rec = { drawOrder: number[] | null; salt: string | null; commitment: string; status: string };
    const running = await call.get<Rec>(net.cashier1, `/api/games/${started.gameId}`);
    expect(running.body).toMatchObject({ status: 'running', drawOrder: null, salt: null });
    expect((await revenue()) - revenueBefore).toBe(600);
    const paid = await db().select().from(transfers).where(eq(transfers.gameId, started.gameId));
    expect(paid).toMatchObject([{ kind: 'GamePurchase', amount: 600, initiatedBy: net.cashier1.id }]);

    const [sale] = await db().select().from(salesHistory).where(eq(salesHistory.gameId, started.gameId));
    expect(sale).toMatchObject({
      userId: net.cashier1.id,
      shopId: net.shop1.id,
      agentId: net.agent1.id,
      superAgentId: net.sa1.id,
      cardPrice: 1000,
      gameType: 4,
      gameTypeName: 'Any one line',
      numberOfCards: 3,
      totalAmount: 3000,
      commission: 600,
      actualWin: 0,
      outcome: 'Running',
      bonusAmount: 0,
      bonusType: 'None',
    });
    expect(await ledgerInvariants(db())).toEqual(HEALTHY_LEDGER);

    // Once the game has ended, the record reveals the order and salt that the commitment binds.
    await abandon(call, net.cashier1, started.gameId);
    const ended = await call.get<Rec>(net.cashier1, `/api/games/${started.gameId}`);
    expect(ended.body.drawOrder).toEqual(await secretOrder(db(), started.gameId));
    expect(verifyCommitment(ended.body.drawOrder ?? [], ended.body.salt ?? '', ended.body.commitment)).toBe(
      true,
    );
  });

  it('refuses a second Start while the cashier’s game runs, and writes nothing', async () => {
    const first = await buyGame(call, net.cashier1, {
      gameType: 0,
      typeIndex: 1,
      cards: [4, 5],
      betAmount: 10,
    });
    const before = await ledgerCounts(db());
    const second = await call.post(net.cashier1, '/api/games', {
      gameType: 0,
      typeIndex: 1,
      cards: [6, 7],
      betAmount: 10,
    });
    expect(second.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'GAME_ALREADY_RUNNING',
      message: 'A game is already running. Return to it or end it before starting a new one.',
    });
    expect(await ledgerCounts(db())).toEqual(before);
    await abandon(call, net.cashier1, first.gameId);
  });

  it('draws a different order every game', async () => {
    const a = await buyGame(call, net.cashier1, { gameType: 0, typeIndex: 1, cards: [4, 5], betAmount: 10 });
    await abandon(call, net.cashier1, a.gameId);
    const b = await buyGame(call, net.cashier1, { gameType: 0, typeIndex: 1, cards: [4, 5], betAmount: 10 });
    await abandon(call, net.cashier1, b.gameId);
    expect(await secretOrder(db(), a.gameId)).not.toEqual(await secretOrder(db(), b.gameId));
    expect(a.commitment).not.toEqual(b.commitment);
  });

  it('uses the saved commission rate of the tier and the shop’s active jackpot as the bonus', async () => {
    await call.post(net.admin, '/api/commission', { typeIndex: 3, rate: 12.5 });
    await call.post(net.admin, '/api/jackpot', { shopId: net.shop1.id, bonusAmount: 250, status: 1 });
    const started = await call.post<{ gameId: string }>(net.cashier1, '/api/games', {
      gameType: 7,
      typeIndex: 3,
      cards: [10, 11, 12, 13],
      betAmount: 20,
      bonusWithinCalls: 40,
    });
    // total 80 Br; prize = round(80 × 0.875) = 70 Br; commission 10 Br.
    expect(started.body).toMatchObject({ ratePercent: 12.5, prize: 70, commission: 10, bonusAmount: 250 });
    await abandon(call, net.cashier1, started.body.gameId);
    // A cashier cannot choose, lower or raise the bonus: the field is refused outright.
    for (const bonusAmount of [0, 250, 10_000]) {
      const chosen = await call.post(net.cashier1, '/api/games', {
        gameType: 7,
        typeIndex: 3,
        cards: [10, 11],
        betAmount: 20,
        bonusWithinCalls: 40,
        bonusAmount,
      });
      expect(chosen.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code: 'TEMPLATE_UNKNOWN_FIELD',
        params: { part: 'body', fields: 'bonusAmount' },
        message: 'Unknown field in the body: bonusAmount',
      });
    }
  });

  it('refuses a purchase the balance cannot cover and writes nothing', async () => {
    const before = await ledgerCounts(db());
    const gamesBefore = (await db().select({ id: games.id }).from(games)).length;
    const res = await call.post(net.cashier1, '/api/games', {
      gameType: 0,
      typeIndex: 9,
      cards: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      betAmount: 1000,
    });
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'GAME_INSUFFICIENT',
      message: 'Insufficient balance to start the game. Please add funds to your account.',
    });
    expect(await ledgerCounts(db())).toEqual(before);
    expect((await db().select({ id: games.id }).from(games)).length).toBe(gamesBefore);
    expect((await db().select({ id: salesHistory.id }).from(salesHistory)).length).toBe(gamesBefore);
  });

  it('checks the cards and the bet against the shop’s settings', async () => {
    const tooMany = await call.post(net.cashier1, '/api/games', {
      gameType: 0,
      typeIndex: 1,
      cards: Array.from({ length: 11 }, (_, i) => i + 1),
      betAmount: 10,
    });
    expect(tooMany.body.message).toBe('Please select at most 10 cards for this shop.');
    const cheap = await call.post(net.cashier1, '/api/games', {
      gameType: 0,
      typeIndex: 1,
      cards: [1, 2],
      betAmount: 5,
    });
    expect(cheap.body.message).toBe('The minimum bet is 10.00 Br per card.');

    await call.post(net.admin, '/api/game-settings', {
      shopId: net.shop1.id,
      minCards: 4,
      maxCards: 20,
      defaultBetAmount: 10,
      minStackAmount: 5,
    });
    const few = await call.post(net.cashier1, '/api/games', {
      gameType: 0,
      typeIndex: 1,
      cards: [1, 2, 3],
      betAmount: 5,
    });
    expect(few.body.message).toBe('Please select at least 4 cards before playing.');
    const ok = await call.post<{ gameId: string }>(net.cashier1, '/api/games', {
      gameType: 0,
      typeIndex: 1,
      cards: [1, 2, 3, 4],
      betAmount: 5,
    });
    expect(ok.status).toBe(200);
    await abandon(call, net.cashier1, ok.body.gameId);
  });

  it.each([
    [{ cards: [1] }, 'Please select at least 2 cards before playing.'],
    [{ cards: [1, 1] }, 'Each card can be selected only once'],
    [{ cards: [1, 151] }, 'Cards must be numbers from 1 to 150'],
    [{ betAmount: 0 }, 'Cannot start game: Invalid card selection or bet amount'],
    [{ betAmount: 1.005 }, 'Cannot start game: Invalid card selection or bet amount'],
    [{ typeIndex: 10 }, 'Type Index must be between 1 and 9'],
    [{ callIntervalMs: 500 }, 'Call interval must be a whole number of milliseconds from 1000 to 15000'],
  ])('answers 400 for %j', async (change, message) => {
    const res = await call.post(net.cashier1, '/api/games', {
      gameType: 0,
      typeIndex: 1,
      cards: [1, 2, 3, 4],
      betAmount: 10,
      ...change,
    });
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: errorCodeOf(message)?.code,
      message,
    });
  });

  it('is for cashiers only', async () => {
    for (const who of [net.admin, net.sa1, net.agent1]) {
      expect(
        (await call.post(who, '/api/games', { gameType: 0, typeIndex: 1, cards: [1, 2], betAmount: 10 }))
          .status,
      ).toBe(403);
    }
  });

  it('shows the record to the shop’s agent and super agent, and hides it from other branches', async () => {
    const started = await buyGame(call, net.cashier1, {
      gameType: 0,
      typeIndex: 1,
      cards: [1, 2, 3, 4],
      betAmount: 10,
    });
    for (const who of [net.admin, net.sa1, net.agent1, net.cashier1]) {
      expect((await call.get(who, `/api/games/${started.gameId}`)).status).toBe(200);
    }
    for (const who of [net.sa2, net.agent1b, net.agent2, net.cashier1b, net.cashier2]) {
      expect((await call.get(who, `/api/games/${started.gameId}`)).status).toBe(404);
    }
    await abandon(call, net.cashier1, started.gameId);
  });
});
