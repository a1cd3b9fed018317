import { beforeAll, describe, expect, it } from 'vitest';
import { appWithNetwork } from '../../../test/support';
import { caller, fundCashier } from '../ledger/money.fixtures';
import { buyGame, winCalls } from './games.fixtures';

type Current = {
  id: string;
  status: string;
  cashierId: string;
  drawOrder: number[];
  knownCalledCount: number;
};

const CARDS = Array.from({ length: 10 }, (_, i) => i + 1);
const { ctx, net } = await appWithNetwork();
const call = caller(ctx);

beforeAll(async () => {
  await fundCashier(call, net, { sa: net.sa1, agent: net.agent1, cashier: net.cashier1 }, 2000);
  await call.post(net.admin, '/api/game-settings', {
    shopId: net.shop1.id,
    minCards: 2,
    maxCards: 150,
    defaultBetAmount: 1,
    minStackAmount: 1,
  });
});

const current = (who = net.cashier1) => call.get<Current & { message: string }>(who, '/api/games/current');

describe('GET /api/games/current', () => {
  it('follows the cashier’s running game from purchase through a check to its abandonment', async () => {
    const none = await current();
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('No paid game is running for this cashier');

    const game = await buyGame(call, net.cashier1, {
      gameType: 0,
      typeIndex: 1,
      cards: CARDS,
      betAmount: 1,
      bonusWithinCalls: 5,
      bonusAmount: 0,
    });
    const bought = await current();
    expect(bought.status).toBe(200);
    expect(bought.body).toMatchObject({
      id: game.gameId,
      status: 'running',
      cashierId: net.cashier1.id,
      drawOrder: game.drawOrder,
      knownCalledCount: 0,
    });
    const record = await call.get(net.cashier1, `/api/games/${game.gameId}`);
    expect({ ...bought.body, knownCalledCount: undefined }).toEqual({
      ...record.body,
      knownCalledCount: undefined,
    });

    // A card that has not won by call 7 keeps the game running after its check.
    const wins = winCalls(game.drawOrder, 0, CARDS);
    const loser = CARDS.find((c) => (wins.get(c) ?? 76) > 7) ?? 0;
    const checked = await call.post(net.cashier1, `/api/games/${game.gameId}/check`, {
      cardId: loser,
      calledCount: 7,
    });
    expect(checked.body).toMatchObject({ won: false, gameStatus: 'running' });
    expect((await current()).body).toMatchObject({ id: game.gameId, knownCalledCount: 7 });

    const abandoned = await call.post(net.cashier1, `/api/games/${game.gameId}/abandon`, { calledCount: 7 });
    expect(abandoned.status).toBe(200);
    expect((await current()).status).toBe(404);
  });

  it('shows another cashier only their own game: none', async () => {
    await buyGame(call, net.cashier1, {
      gameType: 0,
      typeIndex: 1,
      cards: CARDS,
      betAmount: 1,
      bonusWithinCalls: 5,
      bonusAmount: 0,
    });
    expect((await current()).status).toBe(200);
    const other = await current(net.cashier2);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('No paid game is running for this cashier');
  });

  it('is for cashiers only', async () => {
    expect((await current(net.agent1)).status).toBe(403);
    expect((await current(net.admin)).status).toBe(403);
  });
});
