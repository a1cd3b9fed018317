import { verifyCommitment } from '@bingo/engine';
import { byWinCall, ensureOpenShift, makeDue, makeNotDue, secretOrder, winCalls } from '@test/fixtures/games';
import { caller, fundCashier, type Reply } from '@test/fixtures/money';
import { appWithNetwork } from '@test/support';
import { beforeAll, describe, expect, it } from 'vitest';

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);
const db = () => ctx.database.db;

beforeAll(async () => {
  await fundCashier(call, net, { sa: net.sa1, agent: net.agent1, cashier: net.cashier1 }, 100);
  await ensureOpenShift(call, net.cashier1);
});

/** Arrays of card ids or cell indexes, which hold numbers that are not balls. */
const NOT_BALLS = new Set(['cards', 'lockedCards', 'winners', 'winningCells']);
const SECRET_KEYS = ['drawOrder', 'order', 'salt'];

/**
 * Every ball a body shows: each number in an array (outside card and cell lists) and each `number`
 * field; and every secret key it carries with a value.
 */
function exposed(body: unknown, key = ''): { balls: number[]; secrets: string[] } {
  if (Array.isArray(body)) {
    const balls = NOT_BALLS.has(key) ? [] : body.filter((v): v is number => typeof v === 'number');
    const inner = body.map((v) => exposed(v));
    return { balls: [...balls, ...inner.flatMap((i) => i.balls)], secrets: inner.flatMap((i) => i.secrets) };
  }
  if (typeof body !== 'object' || body === null) return { balls: [], secrets: [] };
  const out = { balls: [] as number[], secrets: [] as string[] };
  for (const [k, v] of Object.entries(body)) {
    if (SECRET_KEYS.includes(k) && v !== null && v !== undefined) out.secrets.push(k);
    if (k === 'number' && typeof v === 'number') out.balls.push(v);
    const inner = exposed(v, k);
    out.balls.push(...inner.balls);
    out.secrets.push(...inner.secrets);
  }
  return out;
}

describe('no answer before the game ends shows a number not yet released', () => {
  it('holds over every game route, through a whole game, and reveals the draw once it ends', async () => {
    const seen: { route: string; reply: Reply<unknown>; released: number }[] = [];
    let released = 0;
    const record = async <T>(route: string, reply: Reply<T>) => {
      seen.push({ route, reply, released });
      return reply;
    };
    const post = (path: string, body: unknown) =>
      call.post<Record<string, unknown>>(net.cashier1, path, body);
    const get = (path: string) => call.get<Record<string, unknown>>(net.cashier1, path);

    const started = await record(
      'POST /games',
      await post('/api/games', { gameType: 0, typeIndex: 1, cards: [1, 2, 3, 4, 5, 6], betAmount: 10 }),
    );
    const gameId = started.body.gameId as string;
    const g = (path: string) => `/api/games/${gameId}${path}`;
    const order = await secretOrder(db(), gameId);
    const [[k, [winner] = []] = [0, []]] = byWinCall(winCalls(order, 0, [1, 2, 3, 4, 5, 6]));
    const loser = [1, 2, 3, 4, 5, 6].find((c) => c !== winner) ?? 0;

    const everyRead = async () => {
      await record('GET /games/current', await get('/api/games/current'));
      await record('GET /games/:id', await get(g('')));
      await record('GET /public/games/:id', await call.get(net.admin, `/api/public/games/${gameId}`));
      await record('GET /SalesHistory', await get('/api/SalesHistory'));
    };
    await everyRead();
    await makeNotDue(db(), gameId);
    const early = await record('POST calls (early)', await post(g('/calls'), { k: 1 }));
    expect(early.status).toBe(425);
    await record('POST calls (out of turn)', await post(g('/calls'), { k: 3 }));
    await record('POST speed', await post(g('/speed'), { callIntervalMs: 2000 }));
    for (let n = 1; n < Math.max(k, 6); n++) {
      await makeDue(db(), gameId);
      const r = await post(g('/calls'), { k: n });
      released = n;
      await record('POST calls', r);
      await record('POST calls (retry)', await post(g('/calls'), { k: n }));
      if (n === 5) {
        await record('POST pause', await post(g('/pause'), {}));
        await everyRead();
        await record('POST resume', await post(g('/resume'), {}));
      }
    }
    await record('POST check (loser)', await post(g('/check'), { cardId: loser }));
    await record('POST lock', await post(g('/lock'), { cardId: loser }));
    await record('POST check (locked)', await post(g('/check'), { cardId: loser }));
    await record('POST finish (too soon)', await post(g('/finish'), {}));
    await everyRead();
    await record('POST resume', await post(g('/resume'), {}));
    for (let n = released + 1; n <= k; n++) {
      await makeDue(db(), gameId);
      released = n;
      await record('POST calls', await post(g('/calls'), { k: n }));
    }

    for (const { route, reply, released: count } of seen) {
      const { balls, secrets } = exposed(reply.body);
      const unreleased = balls.filter((b) => !order.slice(0, count).includes(b));
      expect({ route, secrets, unreleased }).toEqual({ route, secrets: [], unreleased: [] });
    }
    expect(seen.length).toBeGreaterThan(30);
    expect(new Set(seen.map((s) => s.route)).size).toBeGreaterThanOrEqual(14);
    expect(seen.find((s) => s.route === 'GET /public/games/:id')?.reply.body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'GAME_NOT_FOUND',
      message: 'Game not found',
    });

    // The win ends the game; from then on anyone can check the draw against the commitment.
    const won = await post(g('/check'), { cardId: winner });
    expect(won.body.gameStatus).toBe('won');
    const open = await ctx.app.inject({ method: 'GET', url: `/api/public/games/${gameId}` });
    expect(open.statusCode).toBe(200);
    const published = open.json() as {
      order: number[];
      salt: string;
      commitment: string;
      calls: { k: number; number: number }[];
      claims: { cardId: number; won: boolean }[];
      winners: number[];
      outcome: string;
    };
    expect(published.commitment).toBe(started.body.commitment);
    expect(published.order).toEqual(order);
    expect(verifyCommitment(published.order, published.salt, published.commitment)).toBe(true);
    expect(published.calls.map((c) => c.number)).toEqual(order.slice(0, released));
    expect(published).toMatchObject({ outcome: 'Won', winningCall: k, status: 'won' });
    expect(published.claims.map((c) => [c.cardId, c.won])).toEqual([
      [loser, false],
      [winner, true],
    ]);
    expect(open.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 for an unknown game and 400 for an id that is not a UUID, with no login', async () => {
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/public/games/7c9e6679-7425-40de-944b-e07fc1f90ae7',
    });
    expect(unknown.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'GAME_NOT_FOUND',
      message: 'Game not found',
    });
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/public/games/nope' });
    expect(bad.statusCode).toBe(400);
  });
});
