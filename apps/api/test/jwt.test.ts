import { createHmac, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appWithNetwork, TEST_JWT_SECRET } from './support';

const { ctx, net } = await appWithNetwork();

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

function forge(
  payload: Record<string, unknown>,
  opts: { alg?: string; secret?: string; hmac?: 'sha256' | 'sha512' | null } = {},
): string {
  const head = `${b64({ alg: opts.alg ?? 'HS256', typ: 'JWT' })}.${b64(payload)}`;
  if (opts.hmac === null) return `${head}.`;
  const signature = createHmac(opts.hmac ?? 'sha256', opts.secret ?? TEST_JWT_SECRET)
    .update(head)
    .digest('base64url');
  return `${head}.${signature}`;
}

const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

const claims = (who: { id: string; email: string; role: string }, extra: Record<string, unknown> = {}) => ({
  sub: who.id,
  email: who.email,
  role: who.role,
  tv: 0,
  iat: now(),
  exp: now() + 3600,
  ...extra,
});

describe('token checks', () => {
  it('accepts a correctly signed HS256 token (control)', async () => {
    const res = await me(forge(claims(net.cashier1)));
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(net.cashier1.id);
  });

  const tampered: [string, () => string][] = [
    ['alg none without signature', () => forge(claims(net.admin), { alg: 'none', hmac: null })],
    ['alg none with a signature', () => forge(claims(net.admin), { alg: 'none' })],
    [
      'role edited in a real token',
      () => {
        const [head, , signature] = net.cashier1.token.split('.');
        const payload = JSON.parse(
          Buffer.from(net.cashier1.token.split('.')[1] ?? '', 'base64url').toString(),
        );
        return `${head}.${b64({ ...payload, role: 'Admin' })}.${signature}`;
      },
    ],
    ['role edited and re-signed with the real key', () => forge(claims(net.cashier1, { role: 'Admin' }))],
    [
      'sub swapped to the Admin in a real token',
      () => {
        const [head, body, signature] = net.cashier1.token.split('.');
        const payload = JSON.parse(Buffer.from(body ?? '', 'base64url').toString());
        return `${head}.${b64({ ...payload, sub: net.admin.id })}.${signature}`;
      },
    ],
    ['expired', () => forge(claims(net.cashier1, { iat: now() - 7200, exp: now() - 60 }))],
    [
      'wrong signature',
      () => forge(claims(net.cashier1), { secret: 'another-secret-another-secret-another' }),
    ],
    ['HS512 with the real key', () => forge(claims(net.cashier1), { alg: 'HS512', hmac: 'sha512' })],
    ['RS256 header over an HMAC signature', () => forge(claims(net.cashier1), { alg: 'RS256' })],
    ['stale token version', () => forge(claims(net.cashier1, { tv: 7 }))],
    ['unknown user', () => forge(claims({ id: randomUUID(), email: 'x@test.et', role: 'Admin' }))],
    ['sub that is not an id', () => forge(claims(net.cashier1, { sub: "1' or '1'='1" }))],
    [
      'missing tv',
      () => forge({ sub: net.cashier1.id, email: net.cashier1.email, role: 'Cashier', exp: now() + 60 }),
    ],
    [
      'no exp (signed with the real key, never expiring)',
      () => forge({ sub: net.cashier1.id, email: net.cashier1.email, role: 'Cashier', tv: 0, iat: now() }),
    ],
    ['exp that is not a number', () => forge(claims(net.cashier1, { exp: 'never' }))],
    ['garbage', () => 'not.a.token'],
  ];

  it.each(tampered)('refuses %s with 401 "Session expired. Please login again."', async (_name, make) => {
    const res = await me(make());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      code: 'AUTH_SESSION_EXPIRED',
      message: 'Session expired. Please login again.',
    });
  });

  it('asks for a login when the header is missing or not a bearer token', async () => {
    for (const authorization of [undefined, 'Basic YTpi', 'Bearer', 'Bearer ']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Authentication required. Please log in.');
    }
  });
});
