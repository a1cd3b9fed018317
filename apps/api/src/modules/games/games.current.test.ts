import { buyGame, callUpTo, openShop1, secretOrder } from '@test/fixtures/games';
import { caller } from '@test/fixtures/money';
import { appWithNetwork } from '@test/support';
import { beforeAll, describe, expect, it } from 'vitest';

type Live = {
  gameId: string;
  status: string;
  paused: boolean;
  released: number;
  calls: { k: number; number: number; label: string; calledAt: string }[];
  lockedCards: number[];
  commitment: string;
  shopName: string;
};

const CARDS = Array.from({ length: 10 }, (_, i) => i + 1);
const { ctx, net } = await appWithNetwork();
const call = caller(ctx);
const db = () => ctx.database.db;

beforeAll(async () => {
  await openShop1(call, net);
});

const current = (who = net.cashier1) => call.get<{ game: Live | null }>(who, '/api/games/current');

describe('GET /api/games/current', () => {
  it('answers 200 with no game when none runs, never 404', async () => {
    expect(await current()).toEqual({ status: 200, body: { game: null } });
  });

  it('follows the cashier’s running game from purchase through calls and a check to its abandonment', async () => {
    const game = await buyGame(call, net.cashier1, { gameType: 0, typeIndex: 1, cards: CARDS, betAmount: 1 });
    const bought = await current();
    expect(bought.body.game).toMatchObject({
      gameId: game.gameId,
      status: 'running',
      paused: false,
      released: 0,
      calls: [],
      lockedCards: [],
      commitment: game.commitment,
      shopName: net.shop1.name,
    });

    await callUpTo(call, db(), net.cashier1, game.gameId, 7);
    const order = await secretOrder(db(), game.gameId);
    const called = (await current()).body.game;
    expect(called?.released).toBe(7);
    expect(called?.calls.map((c) => c.number)).toEqual(order.slice(0, 7));
    expect(called?.calls.map((c) => c.k)).toEqual([1, 2, 3, 4, 5, 6, 7]);

    const checked = await call.post(net.cashier1, `/api/games/${game.gameId}/check`, { cardId: 1 });
    expect(checked.status).toBe(200);
    if ((checked.body as { gameStatus: string }).gameStatus === 'running') {
      // Opening a check paused the game at the server's count.
      expect((await current()).body.game).toMatchObject({ paused: true, released: 7 });
      expect((await call.post(net.cashier1, `/api/games/${game.gameId}/abandon`, {})).status).toBe(200);
    }
    expect(await current()).toEqual({ status: 200, body: { game: null } });
  });

  it('shows another cashier only their own game: none', async () => {
    const game = await buyGame(call, net.cashier1, { gameType: 0, typeIndex: 1, cards: CARDS, betAmount: 1 });
    expect((await current()).body.game?.gameId).toBe(game.gameId);
    expect(await current(net.cashier2)).toEqual({ status: 200, body: { game: null } });
  });

  it('is for cashiers only', async () => {
    expect((await current(net.agent1)).status).toBe(403);
    expect((await current(net.admin)).status).toBe(403);
  });
});
