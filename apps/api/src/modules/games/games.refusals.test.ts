import { abandon, buyGame, callUpTo, openShop1 } from '@test/fixtures/games';
import { caller } from '@test/fixtures/money';
import { appWithNetwork } from '@test/support';
import { beforeAll, describe, expect, it } from 'vitest';

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);
const db = () => ctx.database.db;

beforeAll(async () => {
  await openShop1(call, net);
});

const check = (gameId: string, cardId: number, who = net.cashier1) =>
  call.post<{ message: string }>(who, `/api/games/${gameId}/check`, { cardId });

describe('refusals', () => {
  it('refuses a card that was not selected, too few calls and a lock before any check', async () => {
    const game = await buyGame(call, net.cashier1, {
      gameType: 0,
      typeIndex: 1,
      cards: [1, 2, 3],
      betAmount: 1,
    });
    expect((await check(game.gameId, 4)).body.message).toBe('Card not selected, please enter a valid card.');
    await callUpTo(call, db(), net.cashier1, game.gameId, 4);
    expect((await check(game.gameId, 1)).body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'GAME_CHECK_TOO_EARLY',
      message: 'Check needs at least 5 called numbers',
    });
    const lock = await call.post(net.cashier1, `/api/games/${game.gameId}/lock`, { cardId: 2 });
    expect(lock.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'GAME_LOCK_NEEDS_CHECK',
      message: 'Check the card before locking it',
    });
    await abandon(call, net.cashier1, game.gameId);
  });

  it('answers 404 to a cashier of another shop, and 403 to other roles', async () => {
    const game = await buyGame(call, net.cashier1, {
      gameType: 0,
      typeIndex: 1,
      cards: [1, 2, 3],
      betAmount: 1,
    });
    const notFound = {
      statusCode: 404,
      error: 'Not Found',
      code: 'GAME_NOT_FOUND',
      message: 'Game not found',
    };
    for (const other of [net.cashier1b, net.cashier2]) {
      expect((await check(game.gameId, 1, other)).body).toEqual(notFound);
      for (const [path, body] of [
        ['lock', { cardId: 1 }],
        ['abandon', {}],
        ['finish', {}],
        ['pause', {}],
        ['resume', {}],
        ['speed', { callIntervalMs: 2000 }],
        ['calls', { k: 1 }],
      ] as const) {
        expect((await call.post(other, `/api/games/${game.gameId}/${path}`, body)).body).toEqual(notFound);
      }
    }
    expect((await check(game.gameId, 1, net.agent1)).status).toBe(403);
    expect((await call.post(net.cashier1, '/api/games/not-a-game/check', { cardId: 1 })).status).toBe(400);
    await abandon(call, net.cashier1, game.gameId);
  });
});

describe('ending without a winner', () => {
  it('abandons at the server’s count once, and closes the game to every action', async () => {
    const game = await buyGame(call, net.cashier1, {
      gameType: 0,
      typeIndex: 1,
      cards: [1, 2, 3],
      betAmount: 1,
    });
    await callUpTo(call, db(), net.cashier1, game.gameId, 12);
    const res = await call.post(net.cashier1, `/api/games/${game.gameId}/abandon`, {});
    expect(res.body).toEqual({ gameId: game.gameId, status: 'abandoned', endedAtCall: 12 });
    const ended = {
      statusCode: 409,
      error: 'Conflict',
      code: 'GAME_NOT_RUNNING',
      message: 'This game has already ended',
    };
    for (const [path, body] of [
      ['abandon', {}],
      ['finish', {}],
      ['check', { cardId: 1 }],
      ['lock', { cardId: 1 }],
      ['pause', {}],
      ['resume', {}],
      ['speed', { callIntervalMs: 2000 }],
      ['calls', { k: 13 }],
    ] as const) {
      expect((await call.post(net.cashier1, `/api/games/${game.gameId}/${path}`, body)).body).toEqual(ended);
    }
    expect((await call.get(net.cashier1, `/api/games/${game.gameId}`)).body).toMatchObject({
      status: 'abandoned',
      outcome: 'Abandoned',
      actualWin: 0,
      endedAtCall: 12,
      finishedAt: expect.any(String),
    });
  });

  it('finishes with no winner only once all 75 numbers are called', async () => {
    const game = await buyGame(call, net.cashier1, {
      gameType: 7,
      typeIndex: 1,
      cards: [1, 2],
      betAmount: 1,
    });
    await callUpTo(call, db(), net.cashier1, game.gameId, 74);
    expect((await call.post(net.cashier1, `/api/games/${game.gameId}/finish`, {})).body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'GAME_NOT_ALL_CALLED',
      message: 'A game ends with no winner only once all 75 numbers are called',
    });
    await callUpTo(call, db(), net.cashier1, game.gameId, 75);
    const done = await call.post(net.cashier1, `/api/games/${game.gameId}/finish`, {});
    expect(done.body).toEqual({ gameId: game.gameId, status: 'finished', endedAtCall: 75 });
    expect((await call.get(net.cashier1, `/api/games/${game.gameId}`)).body).toMatchObject({
      status: 'finished',
      outcome: 'NoWinner',
      actualWin: 0,
    });
  });
});
