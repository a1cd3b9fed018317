import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createNetwork, type TestContext, type TestNetwork } from './support';

let ctx: TestContext;
let net: TestNetwork;

beforeAll(async () => {
  ctx = await buildTestApp();
  net = await createNetwork(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

describe('platform', () => {
  it('answers under /api and matches paths case-insensitively', async () => {
    const lower = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const upper = await ctx.app.inject({ method: 'GET', url: '/API/Health' });
    expect(lower.json()).toEqual({ status: 'ok' });
    expect(upper.statusCode).toBe(200);
  });

  it('answers unknown routes with the JSON error shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Route GET /api/nope not found',
    });
  });

  it('sends security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('creates the system accounts and the test network', async () => {
    const rows = await ctx.database.db.query.accounts.findMany();
    const system = rows.filter((r) => r.systemCode).map((r) => [r.systemCode, r.balanceType]);
    expect(system.sort()).toEqual([
      ['issuance', 'Unlimited'],
      ['revenue', 'Limited'],
    ]);
    // 9 users, each with its own account.
    expect(rows.filter((r) => r.userId).length).toBe(9);
    expect(net.shop1.cashierId).toBe(net.cashier1.id);
    expect(net.freeShop1.cashierId).toBeNull();
  });

  it('serves the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toBe('3.1.0');
  });
});
