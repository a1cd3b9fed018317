import { describe, expect, it } from 'vitest';
import { type Actor, appWithNetwork, type Method } from './support';

/** What the address itself carries, ids and query fields, refused in the contracts' words with a code. */

const { ctx, net } = await appWithNetwork();

describe('the address', () => {
  // The web translates a refusal by its code: zod's own 'Invalid UUID' had none but BAD_REQUEST.
  it('refuses an id in the path that is no id with the contracts text and its own code', async () => {
    const cases: [Method, string, Actor][] = [
      ['GET', '/api/Shop/abc', net.admin],
      ['PUT', '/api/Shop/abc', net.admin],
      ['DELETE', '/api/shop/abc', net.admin],
      ['GET', '/api/auth/users/abc', net.admin],
      ['PATCH', '/api/auth/users/abc', net.admin],
      ['POST', '/api/auth/toggle-status/abc', net.admin],
      ['POST', '/api/jackpot/abc/toggle', net.admin],
      ['GET', '/api/shifts/abc', net.agent1],
      ['DELETE', '/api/display-links/abc', net.cashier1],
    ];
    for (const [method, url, actor] of cases) {
      const res = await ctx.app.inject({
        method,
        url,
        headers: actor.headers,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json(), `${method} ${url}`).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code: 'SERVER_BAD_ID',
        message: 'The id in the address is not valid.',
      });
    }
  });

  // A repeated key reaches the schema as an array, and zod said so in its own words with no code.
  it('refuses a field given twice in the query string with the contracts text and its code', async () => {
    const cases: [string, Actor, string][] = [
      ['/api/Balance?userId=a&userId=b', net.admin, 'userId'],
      ['/api/auth/users?search=a&search=b', net.admin, 'search'],
      [`/api/Balance?userId=${net.agent1.id}&userId=${net.agent1.id}`, net.admin, 'userId'],
    ];
    for (const [url, actor, fields] of cases) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: actor.headers });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code: 'TEMPLATE_REPEATED_FIELDS',
        params: { fields },
        message: `Each field may appear only once in the query string: ${fields}`,
      });
    }
  });

  // An id in the query string is in the address too, and zod's 'Invalid UUID' had no code either.
  it('refuses an id in the query string that is no id with the same text and code', async () => {
    const cases: [string, Actor][] = [
      ['/api/Balance?userId=abc', net.admin],
      ['/api/Balance?userId=', net.admin],
      ['/api/SalesHistory?agentId=abc', net.admin],
      ['/api/shifts?date=2026-11-23&cashierId=abc', net.admin],
      ['/api/Balance/transactions?counterpartyId=abc', net.sa1],
    ];
    for (const [url, actor] of cases) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: actor.headers });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code: 'SERVER_BAD_ID',
        message: 'The id in the address is not valid.',
      });
    }
  });

  // PostgreSQL has no year 0, which the ISO patterns take: the database's refusal was a 500.
  it("refuses a day or a period bound before year 1 with the field's own message", async () => {
    const cases: [string, Actor, string][] = [
      ['/api/shifts?date=0000-01-01', net.agent1, 'date must be a day as YYYY-MM-DD'],
      ['/api/SalesHistory?startDate=0000-01-01T00:00:00Z', net.admin, 'startDate must be an ISO date-time'],
      // Year 1 on the clock in Addis Ababa is still year 0 in UTC, where the database reads it.
      [
        '/api/Balance/transactions?endDate=0001-01-01T00:00:00%2B03:00',
        net.admin,
        'endDate must be an ISO date-time',
      ],
    ];
    for (const [url, actor, message] of cases) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: actor.headers });
      expect([res.statusCode, res.json().message], url).toEqual([400, message]);
    }
    const yearOne = await ctx.app.inject({
      method: 'GET',
      url: '/api/SalesHistory?startDate=0001-01-01T00:00:00Z',
      headers: net.admin.headers,
    });
    expect(yearOne.statusCode).toBe(200);
  });
});
