import type { Role } from '@bingo/contracts';
import { appWithNetwork } from '@test/support';
import { describe, expect, it } from 'vitest';

const { ctx, net } = await appWithNetwork();

const someId = '00000000-0000-4000-8000-000000000000';
const ALL: Role[] = ['Admin', 'SuperAgent', 'Agent', 'Cashier'];

/** Every money and play route, with the roles that may call it at all (DESIGN section 4). */
const ROUTES: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, roles: Role[]][] = [
  ['GET', '/api/Balance', ALL],
  ['POST', '/api/Balance/top-up', ['Admin']],
  ['POST', '/api/Balance/transfer', ['SuperAgent', 'Agent']],
  ['GET', '/api/Balance/transactions', ALL],
  ['PUT', '/api/Balance/type', ['Admin']],
  ['GET', '/api/Balance/overview', ['Admin']],
  ['GET', '/api/notifications', ALL],
  ['POST', '/api/notifications/seen', ALL],
  ['POST', '/api/games', ['Cashier']],
  ['POST', `/api/games/${someId}/check`, ['Cashier']],
  ['POST', `/api/games/${someId}/lock`, ['Cashier']],
  ['POST', `/api/games/${someId}/abandon`, ['Cashier']],
  ['POST', `/api/games/${someId}/finish`, ['Cashier']],
  ['POST', `/api/games/${someId}/calls`, ['Cashier']],
  ['POST', `/api/games/${someId}/pause`, ['Cashier']],
  ['POST', `/api/games/${someId}/resume`, ['Cashier']],
  ['POST', `/api/games/${someId}/speed`, ['Cashier']],
  ['GET', '/api/games/current', ['Cashier']],
  ['GET', `/api/games/${someId}`, ALL],
  ['GET', '/api/SalesHistory', ALL],
  ['GET', '/api/SalesHistory/summary', ALL],
  ['GET', '/api/SalesHistory/users/summary', ALL],
  ['GET', '/api/SalesHistory/daily', ALL],
  ['GET', '/api/commission', ALL],
  ['POST', '/api/commission', ['Admin']],
  ['PUT', '/api/commission/3', ['Admin']],
  ['DELETE', '/api/commission/3', ['Admin']],
  ['GET', '/api/game-settings', ['Admin', 'SuperAgent', 'Agent']],
  ['GET', '/api/game-settings/my', ['Cashier']],
  ['POST', '/api/game-settings', ['Admin']],
  ['PUT', `/api/game-settings/${someId}`, ['Admin']],
  ['DELETE', `/api/game-settings/${someId}`, ['Admin']],
  ['GET', '/api/jackpot', ['Admin', 'SuperAgent', 'Agent']],
  ['GET', '/api/jackpot/my', ['Cashier']],
  ['POST', '/api/jackpot', ['Admin']],
  ['POST', `/api/jackpot/${someId}/toggle`, ['Admin']],
];

const actorOf = (role: Role) =>
  ({ Admin: net.admin, SuperAgent: net.sa1, Agent: net.agent1, Cashier: net.cashier1 })[role];

describe('who may call the money and play routes', () => {
  it('refuses every route without a token, whatever the body', async () => {
    for (const [method, url] of ROUTES) {
      const res = await ctx.app.inject({
        method,
        url,
        ...(method === 'GET' ? {} : { payload: { junk: true } }),
      });
      expect({ url, method, status: res.statusCode }).toEqual({ url, method, status: 401 });
    }
  });

  it('answers 403 to every role that may never call a route, before looking at the body', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const [method, url, roles] of ROUTES) {
      for (const role of ALL) {
        const res = await ctx.app.inject({
          method,
          url,
          headers: actorOf(role).headers,
          ...(method === 'GET' ? {} : { payload: { junk: true } }),
        });
        checked += 1;
        const forbidden = res.statusCode === 403;
        if (forbidden === roles.includes(role)) wrong.push(`${role} ${method} ${url} → ${res.statusCode}`);
        if (res.statusCode >= 500) wrong.push(`${role} ${method} ${url} → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBe(ROUTES.length * 4);
  });
});
