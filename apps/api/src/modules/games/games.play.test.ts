import { ballLabel } from '@bingo/engine';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appWithNetwork } from '../../../test/support';
import { salesHistory } from '../../db/schema';
import { caller, fundCashier } from '../ledger/money.fixtures';
import { ALL_CARDS, buyGame, byWinCall, winCalls } from './games.fixtures';

type Check = {
  won: boolean;
  late: boolean;
  firstWinCall: number | null;
  callsAgo: number | null;
  locked: boolean;
  message: string;
  gameStatus: string;
  winners: number[];
  prizeShare: number | null;
  bonusAwarded: number;
  bonusType: string;
  winningCells: number[];
};

const wideOpen = { minCards: 2, maxCards: 150, defaultBetAmount: 1, minStackAmount: 1 };

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);

beforeAll(async () => {
  await fundCashier(call, net, { sa: net.sa1, agent: net.agent1, cashier: net.cashier1 }, 2000);
  await fundCashier(call, net, { sa: net.sa2, agent: net.agent2, cashier: net.cashier2 }, 2000);
  await call.post(net.admin, '/api/game-settings', { shopId: net.shop1.id, ...wideOpen });
  await call.post(net.admin, '/api/game-settings', {
    shopId: net.shop2.id,
    ...wideOpen,
    lastCallRule: 'LastCallOnly',
  });
});

const check = (gameId: string, cardId: number, calledCount: number, who = net.cashier1) =>
  call.post<Check>(who, `/api/games/${gameId}/check`, { cardId, calledCount });

describe('a game played to its win', () => {
  it('records a losing check, locks it, then settles the first win with a split and the bonus', async () => {
    const game = await buyGame(call, net.cashier1, {
      gameType: 0,
      typeIndex: 1,
      cards: ALL_CARDS,
      betAmount: 1,
      bonusWithinCalls: 75,
      bonusAmount: 100,
    });
    const groups = byWinCall(winCalls(game.drawOrder, 0, ALL_CARDS));
    // 150 cards and at most 72 possible winning calls: some call is shared by two cards.
    const [k, sharing] = groups.find(([, ids]) => ids.length >= 2) ?? [0, []];
    const [, latest] = groups[groups.length - 1] ?? [0, []];
    const loser = latest[0] ?? 0;
    const claimed = sharing[0] ?? 0;

    const lost = await check(game.gameId, loser, k);
    expect(lost.body).toMatchObject({ won: false, late: false, firstWinCall: null, gameStatus: 'running' });
    expect(lost.body.message).toBe(`Card ${loser} has not won.`);
    expect((await call.post(net.cashier1, `/api/games/${game.gameId}/lock`, { cardId: loser })).body).toEqual(
      {
        gameId: game.gameId,
        cardId: loser,
        locked: true,
      },
    );
    const again = await check(game.gameId, loser, k);
    expect(again.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'This card is locked and cannot be checked again.',
    });

    const won = await check(game.gameId, claimed, k);
    const prizeSantim = Math.round(game.prize * 100);
    const share = Math.floor(prizeSantim / sharing.length);
    expect(won.body).toMatchObject({
      won: true,
      late: false,
      firstWinCall: k,
      callsAgo: 0,
      message: `BINGO! Card ${claimed} wins.`,
      gameStatus: 'won',
      winners: sharing,
      prizeShare: share / 100,
      bonusAwarded: 100,
      bonusType: 'Within 75 calls',
    });
    expect(won.body.winningCells.length).toBeGreaterThanOrEqual(5);

    const [sale] = await ctx.database.db
      .select()
      .from(salesHistory)
      .where(eq(salesHistory.gameId, game.gameId));
    expect(sale).toMatchObject({
      actualWin: share * sharing.length,
      bonusAmount: 10_000,
      bonusType: 'Within 75 calls',
    });
    const record = await call.get(net.cashier1, `/api/games/${game.gameId}`);
    expect(record.body).toMatchObject({
      status: 'won',
      winningCall: k,
      winners: sharing,
      prizeShare: share / 100,
      bonusAwarded: 100,
      bonusType: 'Within 75 calls',
      endedAtCall: k,
      lockedCards: [loser],
    });
    expect((record.body.claims as { cardId: number; won: boolean }[]).map((c) => [c.cardId, c.won])).toEqual([
      [loser, false],
      [claimed, true],
    ]);

    const after = await check(game.gameId, sharing[1] ?? 0, k);
    expect(after.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'This game has already ended',
    });
    expect(
      (await call.post(net.cashier1, `/api/games/${game.gameId}/abandon`, { calledCount: k })).status,
    ).toBe(409);
  });

  it('gives no bonus when the win comes after the offered N calls', async () => {
    const game = await buyGame(call, net.cashier1, {
      gameType: 7,
      typeIndex: 1,
      cards: ALL_CARDS,
      betAmount: 1,
      bonusWithinCalls: 5,
      bonusAmount: 100,
    });
    const [[k, ids] = [0, []]] = byWinCall(winCalls(game.drawOrder, 7, ALL_CARDS));
    const won = await check(game.gameId, ids[0] ?? 0, k);
    expect(won.body).toMatchObject({ won: true, bonusAwarded: 0, bonusType: 'None', winners: ids });
  });
});

describe('late claims', () => {
  it('wins late where the shop allows it, and says when the card had won', async () => {
    const game = await buyGame(call, net.cashier1, {
      gameType: 4,
      typeIndex: 1,
      cards: ALL_CARDS,
      betAmount: 1,
    });
    const [[k, ids] = [0, []]] = byWinCall(winCalls(game.drawOrder, 4, ALL_CARDS));
    const card = ids[0] ?? 0;
    const won = await check(game.gameId, card, k + 3);
    const label = ballLabel(game.drawOrder[k - 1] ?? 0);
    expect(won.body).toMatchObject({
      won: true,
      late: true,
      firstWinCall: k,
      callsAgo: 3,
      gameStatus: 'won',
      message: `BINGO! Card ${card} won at call ${k} (${label}), 3 calls ago.`,
      bonusType: 'None',
    });
  });

  it('loses late where only the last call counts, and the game goes on', async () => {
    const game = await buyGame(call, net.cashier2, {
      gameType: 4,
      typeIndex: 1,
      cards: ALL_CARDS,
      betAmount: 1,
    });
    const groups = byWinCall(winCalls(game.drawOrder, 4, ALL_CARDS));
    const [[k, ids] = [0, []], [k2, next] = [0, []]] = groups;
    const card = ids[0] ?? 0;
    const missed = await check(game.gameId, card, k + 2, net.cashier2);
    const label = ballLabel(game.drawOrder[k - 1] ?? 0);
    expect(missed.body).toMatchObject({
      won: false,
      late: true,
      firstWinCall: k,
      callsAgo: 2,
      gameStatus: 'running',
    });
    expect(missed.body.message).toBe(
      `Card ${card} won at call ${k} (${label}), 2 calls ago. Only a win on the last call counts in this shop.`,
    );
    const onTime = await check(game.gameId, next[0] ?? 0, k2, net.cashier2);
    expect(onTime.body).toMatchObject({ won: true, late: false, gameStatus: 'won', winners: next });
  });
});

describe('refusals', () => {
  it('refuses a card that was not selected, too few calls and a lock before any check', async () => {
    const game = await buyGame(call, net.cashier1, {
      gameType: 0,
      typeIndex: 1,
      cards: [1, 2, 3],
      betAmount: 1,
    });
    expect((await check(game.gameId, 4, 10)).body.message).toBe(
      'Card not selected, please enter a valid card.',
    );
    expect((await check(game.gameId, 1, 4)).body.message).toBe('Check needs at least 5 called numbers');
    const lock = await call.post(net.cashier1, `/api/games/${game.gameId}/lock`, { cardId: 2 });
    expect(lock.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Check the card before locking it',
    });
  });

  it('answers 404 to a cashier of another shop, and 403 to other roles', async () => {
    const game = await buyGame(call, net.cashier1, {
      gameType: 0,
      typeIndex: 1,
      cards: [1, 2, 3],
      betAmount: 1,
    });
    for (const other of [net.cashier1b, net.cashier2]) {
      const res = await check(game.gameId, 1, 10, other);
      expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Game not found' });
      expect((await call.post(other, `/api/games/${game.gameId}/lock`, { cardId: 1 })).status).toBe(404);
      expect((await call.post(other, `/api/games/${game.gameId}/abandon`, { calledCount: 9 })).status).toBe(
        404,
      );
    }
    expect((await check(game.gameId, 1, 10, net.agent1)).status).toBe(403);
    expect(
      (await call.post(net.cashier1, '/api/games/not-a-game/check', { cardId: 1, calledCount: 9 })).status,
    ).toBe(400);
  });
});

describe('abandoning', () => {
  it('records the call count once and closes the game to checks', async () => {
    const game = await buyGame(call, net.cashier1, {
      gameType: 0,
      typeIndex: 1,
      cards: [1, 2, 3],
      betAmount: 1,
    });
    const res = await call.post(net.cashier1, `/api/games/${game.gameId}/abandon`, { calledCount: 12 });
    expect(res.body).toEqual({ gameId: game.gameId, status: 'abandoned', endedAtCall: 12 });
    expect(
      (await call.post(net.cashier1, `/api/games/${game.gameId}/abandon`, { calledCount: 13 })).status,
    ).toBe(409);
    expect((await check(game.gameId, 1, 20)).status).toBe(409);
    expect((await call.get(net.cashier1, `/api/games/${game.gameId}`)).body).toMatchObject({
      status: 'abandoned',
      endedAtCall: 12,
      finishedAt: expect.any(String),
    });
  });
});
