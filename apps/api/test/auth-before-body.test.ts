import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appWithNetwork, caller } from './support';
import { operations } from './support/openapi';

/**
 * Who the caller is decides before what they sent: a route answers a missing token with 401 and a
 * role it never serves with 403 whatever the body, so a stranger learns nothing of its validation.
 */
const { ctx, net } = await appWithNetwork();
const call = caller(ctx);
const guarded = (await operations(ctx)).filter((op) => op.security && op.body);

describe('the caller is checked before the body', () => {
  it.each(guarded.map((op) => [op.key, op] as const))('%s without a token answers 401', async (_key, op) => {
    const url = op.path.replace(/\{[^}]+\}/g, randomUUID());
    const res = await ctx.app.inject({ method: op.method.toUpperCase() as 'POST', url, payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      error: 'Unauthorized',
      message: 'Authentication required. Please log in.',
    });
  });

  it('answers a role that may never call the route 403, though the body is empty or wrong', async () => {
    const forbidden = [
      ['POST', '/api/Shop', {}],
      ['POST', '/api/auth/register', { role: 'x' }],
      ['PATCH', `/api/auth/users/${net.agent1.id}`, { firstName: '' }],
      ['PUT', `/api/Shop/${net.shop1.id}`, { name: 7 }],
      ['POST', '/api/shop/assign-cashier', {}],
      ['POST', '/api/Auth/admin-reset-password', {}],
    ] as const;
    for (const [method, url, body] of forbidden) {
      const res = await call(method, url, { as: net.cashier1, body });
      expect([url, res.status]).toEqual([url, 403]);
    }
  });
});
