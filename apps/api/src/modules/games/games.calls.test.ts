import { setTimeout as sleep } from 'node:timers/promises';
import { ballLabel } from '@bingo/engine';
import { abandon, buyGame, makeDue, secretOrder } from '@test/fixtures/games';
import { caller, fundCashier } from '@test/fixtures/money';
import { appWithNetwork } from '@test/support';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameCalls, games } from '@/db/schema';

type Released = {
  gameId: string;
  k: number;
  number: number;
  label: string;
  calledAt: string;
  released: number;
};
type TooEarly = { statusCode: number; error: string; message: string; retryAfterMs: number };

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);
const db = () => ctx.database.db;

beforeAll(async () => {
  await fundCashier(call, net, { sa: net.sa1, agent: net.agent1, cashier: net.cashier1 }, 100);
});

const ask = <T = Released>(gameId: string, body: unknown) =>
  call.post<T>(net.cashier1, `/api/games/${gameId}/calls`, body);

describe('calls paced by the server', () => {
  it('releases each number on time, repeats it on a retry, and refuses early or out-of-turn calls', async () => {
    const game = await buyGame(call, net.cashier1, {
      gameType: 0,
      typeIndex: 1,
      cards: [1, 2],
      betAmount: 10,
      callIntervalMs: 15_000,
    });
    expect(game.callIntervalMs).toBe(15_000);
    const order = await secretOrder(db(), game.gameId);

    const skip = await ask(game.gameId, { k: 2 });
    expect(skip.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'GAME_CALL_OUT_OF_TURN',
      message: 'Numbers are called one after another: ask for the next call',
    });
    for (const k of [0, 76, 1.5]) {
      expect((await ask(game.gameId, { k })).body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code: 'GAME_CALL_NUMBER',
        message: 'Call number must be a whole number from 1 to 75',
      });
    }

    // The first number is due about 0.5 s after Start (250 ms of it slack), not an interval (15 s)
    // later: a third of a second on, it is released. This wait is real: the due time is PostgreSQL's.
    await sleep(350);
    const first = await ask(game.gameId, { k: 1 });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      gameId: game.gameId,
      k: 1,
      number: order[0],
      label: ballLabel(order[0] ?? 0),
      calledAt: expect.any(String),
      released: 1,
    });
    // A retry is harmless: the same call again, nothing new released.
    expect((await ask(game.gameId, { k: 1 })).body).toEqual(first.body);
    const tooSoon = await ask<TooEarly>(game.gameId, { k: 2 });
    expect(tooSoon.status).toBe(425);
    expect(tooSoon.body).toEqual({
      statusCode: 425,
      error: 'Too Early',
      code: 'GAME_CALL_TOO_EARLY',
      message: 'The next number is not due yet',
      retryAfterMs: expect.any(Number),
    });
    // Generous bounds: a loaded machine may take seconds between the first call and this request.
    expect(tooSoon.body.retryAfterMs).toBeGreaterThan(5000);
    expect(tooSoon.body.retryAfterMs).toBeLessThanOrEqual(14_750);

    // Bring the pace to 750 ms before the due time (the slack is 250 ms), then wait for it. The due
    // time is PostgreSQL's now(), which fake timers cannot move, so this one short wait is real.
    await db()
      .update(games)
      .set({ paceFrom: sql`now() - interval '14 seconds'` })
      .where(eq(games.id, game.gameId));
    const almost = await ask<TooEarly>(game.gameId, { k: 2 });
    expect(almost.status).toBe(425);
    expect(almost.body.retryAfterMs).toBeLessThanOrEqual(750);
    await sleep(almost.body.retryAfterMs + 20);
    const second = await ask(game.gameId, { k: 2 });
    expect(second.body).toMatchObject({ k: 2, number: order[1], released: 2 });
    expect(Date.parse(second.body.calledAt) - Date.parse(first.body.calledAt)).toBeGreaterThanOrEqual(750);
    await abandon(call, net.cashier1, game.gameId);
  });

  it('records pause, resume and speed with their time; a paused game releases nothing', async () => {
    const game = await buyGame(call, net.cashier1, {
      gameType: 0,
      typeIndex: 1,
      cards: [1, 2],
      betAmount: 10,
      callIntervalMs: 14_000,
    });
    const url = (path: string) => `/api/games/${game.gameId}/${path}`;
    await makeDue(db(), game.gameId);
    expect((await ask(game.gameId, { k: 1 })).status).toBe(200);

    const paused = await call.post(net.cashier1, url('pause'), {});
    expect(paused.body).toMatchObject({
      gameId: game.gameId,
      paused: true,
      released: 1,
      callIntervalMs: 14_000,
    });
    expect((await call.post(net.cashier1, url('pause'), {})).body).toEqual(paused.body);
    await makeDue(db(), game.gameId);
    expect((await ask(game.gameId, { k: 2 })).body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'GAME_PAUSED',
      message: 'The game is paused',
    });
    // The repeat of a released call still answers while paused.
    expect((await ask(game.gameId, { k: 1 })).status).toBe(200);

    const resumed = await call.post(net.cashier1, url('resume'), {});
    expect(resumed.body).toMatchObject({ paused: false, released: 1 });
    // The first call after a resume waits for its interval from the resume.
    expect((await ask(game.gameId, { k: 2 })).status).toBe(425);

    const slower = await call.post(net.cashier1, url('speed'), { callIntervalMs: 15_000 });
    expect(slower.body).toMatchObject({ callIntervalMs: 15_000, paused: false });
    const wait = await ask<TooEarly>(game.gameId, { k: 2 });
    expect(wait.body.retryAfterMs).toBeGreaterThan(10_000);
    expect((await call.post(net.cashier1, url('speed'), { callIntervalMs: 999 })).body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'GAME_CALL_INTERVAL',
      message: 'Call interval must be a whole number of milliseconds from 1000 to 15000',
    });
    expect((await call.post(net.cashier1, url('pause'), { paused: true })).status).toBe(400);

    const record = await call.get<{
      events: { kind: string; released: number; callIntervalMs: number | null }[];
    }>(net.cashier1, `/api/games/${game.gameId}`);
    expect(record.body.events.map((e) => [e.kind, e.released, e.callIntervalMs])).toEqual([
      ['pause', 1, null],
      ['resume', 1, null],
      ['speed', 1, 15_000],
    ]);
    await abandon(call, net.cashier1, game.gameId);
  });

  it('refuses a release to a token its cashier no longer backs (deactivated): 401, nothing released', async () => {
    const game = await buyGame(call, net.cashier1, {
      gameType: 0,
      typeIndex: 1,
      cards: [1, 2],
      betAmount: 10,
    });
    await makeDue(db(), game.gameId);
    const toggled = await call.post(net.agent1, `/api/auth/toggle-status/${net.cashier1.id}`, {});
    expect(toggled.status).toBe(200);
    expect((await ask(game.gameId, { k: 1 })).body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      code: 'AUTH_SESSION_EXPIRED',
      message: 'Session expired. Please login again.',
    });
    const rows = await db().select().from(gameCalls).where(eq(gameCalls.gameId, game.gameId));
    expect(rows).toEqual([]);
  });
});
