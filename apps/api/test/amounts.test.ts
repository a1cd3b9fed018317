import { describe, expect, it } from 'vitest';
import { appWithNetwork } from './support';
import { dbState } from './support/db-state';
import { MONEY_ROUTES, prepareMoneyRoutes } from './support/money-routes';

/**
 * Float noise used to crash the santim conversion with a 500 on every money route. Each route now
 * takes 0.30000000000000004 as 0.30 and 10.000000000000002 as 10.00, stores that exactly, and
 * refuses 0.001 with its own message, writing nothing.
 */
const { ctx, net } = await appWithNetwork();
await prepareMoneyRoutes(ctx, net);

const CASES: [string, string][] = [
  ['post /api/Balance/top-up', 'amount'],
  ['post /api/Balance/transfer', 'amount'],
  ['post /api/games', 'betAmount'],
  ['post /api/jackpot', 'bonusAmount'],
  ['post /api/game-settings', 'defaultBetAmount'],
  ['put /api/game-settings/{shopId}', 'minStackAmount'],
  ['put /api/commission/{typeIndex}', 'rate'],
];

async function send(key: string, field: string, value: number) {
  const route = MONEY_ROUTES[key];
  if (!route) throw new Error(`no route ${key}`);
  const res = await ctx.app.inject({
    method: key.split(' ')[0]?.toUpperCase() as 'POST',
    url: route.url(net),
    headers: route.as(net).headers,
    payload: { ...route.body(net, field), [field]: value },
  });
  return { route, status: res.statusCode, body: res.json() as Record<string, unknown> };
}

describe('amounts with float noise', () => {
  it.each(CASES)('%s %s: float noise is whole santim, stored exactly', async (key, field) => {
    for (const [value, santim] of [
      [0.30000000000000004, 30],
      [10.000000000000002, 1000],
    ] as const) {
      const { route, status, body } = await send(key, field, value);
      expect(status, JSON.stringify(body)).toBe(200);
      expect(await route.stored(ctx, body, field)).toBe(santim);
      await route.cleanup?.(ctx, net, body);
    }
    expect((await dbState(ctx.database.db)).balanceSum).toBe(0);
  });

  it.each(CASES)(
    '%s %s: more than 2 decimals is a 400 with the field message, nothing written',
    async (key, field) => {
      const before = await dbState(ctx.database.db);
      const { route, status, body } = await send(key, field, 0.001);
      expect(status).toBe(400);
      expect(route.messages[field]).toContain(body.message);
      expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(await dbState(ctx.database.db)).toEqual(before);
    },
  );
});
