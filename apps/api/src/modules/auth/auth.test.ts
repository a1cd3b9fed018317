import { appWithNetwork, caller } from '@test/support';
import { describe, expect, it } from 'vitest';

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

describe('login', () => {
  it('answers a token carrying sub, email, role and tv, and the user', async () => {
    const res = await call('POST', '/api/auth/login', {
      body: { email: ' SA1@Test.ET ', password: net.sa1.password },
    });
    expect(res.status).toBe(200);
    const token = String(res.body.token);
    expect(claimsOf(token)).toMatchObject({
      sub: net.sa1.id,
      email: net.sa1.email,
      role: 'SuperAgent',
      tv: 0,
    });
    expect(res.body.user).toMatchObject({
      id: net.sa1.id,
      email: net.sa1.email,
      role: 'SuperAgent',
      roles: ['SuperAgent'],
      isActive: true,
      shopsCount: 3,
    });
    expect(typeof (res.body.user as { lastLogin: unknown }).lastLogin).toBe('string');
    const me = await call('GET', '/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.body.id).toBe(net.sa1.id);
  });

  it('says "Invalid credentials" for a wrong password and for an unknown e-mail alike', async () => {
    const wrong = await call('POST', '/api/auth/login', {
      body: { email: net.agent2.email, password: 'nope-nope' },
    });
    const unknown = await call('POST', '/api/auth/login', {
      body: { email: 'ghost@test.et', password: 'nope-nope' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      code: 'AUTH_INVALID_CREDENTIALS',
      message: 'Invalid credentials',
    });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('spends about the same time on unknown and known e-mails', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      await call('POST', '/api/auth/login', { body: { email, password: 'wrong-password' } });
      return performance.now() - started;
    };
    await time('warm-up@test.et');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 15; i++) {
      // Spread over three users so no address comes near the login rate limit.
      known.push(await time([net.agent1b.email, net.sa2.email, net.cashier1.email][i % 3] ?? ''));
      unknown.push(await time(`nobody${i}@test.et`));
    }
    // The fastest run of each is the least disturbed by other work on a shared machine. Both run one
    // argon2id verification (about 10 ms); skipping it for unknown e-mails would be ~30x faster.
    const ratio = Math.min(...unknown) / Math.min(...known);
    expect(Math.min(...unknown)).toBeGreaterThan(3);
    expect(ratio).toBeGreaterThan(0.33);
    expect(ratio).toBeLessThan(3);
  });

  it('refuses an inactive user, but only after the password matched', async () => {
    await call('POST', `/api/auth/toggle-status/${net.cashier1b.id}`, { as: net.admin });
    const right = await call('POST', '/api/auth/login', {
      body: { email: net.cashier1b.email, password: net.cashier1b.password },
    });
    expect(right.status).toBe(403);
    expect(right.body.message).toBe('Your account is inactive. Please contact your superior.');
    const wrong = await call('POST', '/api/auth/login', {
      body: { email: net.cashier1b.email, password: 'x' },
    });
    expect(wrong.status).toBe(401);
    await call('POST', `/api/auth/toggle-status/${net.cashier1b.id}`, { as: net.admin });
  });

  it('limits attempts per address and e-mail with a 429 and a clear message', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await call('POST', '/api/auth/login', {
        body: { email: 'target@test.et', password: `guess${i}` },
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.statusCode).toBe(429);
        expect(res.body.error).toBe('Too Many Requests');
        expect(res.body.message).toBe(
          'Too many login attempts for this account. Please wait 15 minutes and try again.',
        );
      }
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    // Another e-mail from the same address is not locked out.
    const other = await call('POST', '/api/auth/login', {
      body: { email: net.agent2.email, password: net.agent2.password },
    });
    expect(other.status).toBe(200);
  });
});

describe('session', () => {
  it('asks for a login when no token is sent', async () => {
    const res = await call('GET', '/api/auth/me');
    expect(res.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      code: 'AUTH_AUTHENTICATION_REQUIRED',
      message: 'Authentication required. Please log in.',
    });
  });

  it('logout bumps tv, so the old token gets "Session expired. Please login again."', async () => {
    const login = await call('POST', '/api/auth/login', {
      body: { email: net.agent1b.email, password: net.agent1b.password },
    });
    const headers = { authorization: `Bearer ${String(login.body.token)}` };
    expect((await call('GET', '/api/auth/me', { headers })).status).toBe(200);
    const out = await call('POST', '/api/auth/logout', { headers });
    expect(out.body).toEqual({ message: 'Logged out successfully' });
    const after = await call('GET', '/api/auth/me', { headers });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Session expired. Please login again.');
    const again = await call('POST', '/api/auth/login', {
      body: { email: net.agent1b.email, password: net.agent1b.password },
    });
    expect(claimsOf(String(again.body.token)).tv).toBe(1);
  });

  it('stops a deactivated user at once', async () => {
    expect((await call('GET', '/api/auth/me', { as: net.cashier2 })).status).toBe(200);
    await call('POST', `/api/auth/toggle-status/${net.cashier2.id}`, { as: net.agent2 });
    const res = await call('GET', '/api/auth/me', { as: net.cashier2 });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Session expired. Please login again.');
    await call('POST', `/api/auth/toggle-status/${net.cashier2.id}`, { as: net.agent2 });
  });
});

describe('own profile', () => {
  it('reads and edits names and phone, never role or e-mail', async () => {
    const res = await call('PATCH', '/api/auth/me', {
      as: net.cashier1,
      body: { firstName: ' Liya ', middleName: 'T', phoneNumber: '+251 911 222 333' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      firstName: 'Liya',
      middleName: 'T',
      phoneNumber: '+251 911 222 333',
      role: 'Cashier',
      shopId: net.shop1.id,
      shopName: net.shop1.name,
      parentId: net.agent1.id,
    });
    for (const body of [
      { role: 'Admin' },
      { email: 'new@test.et' },
      { parentId: net.sa2.id },
      { balance: 5 },
    ]) {
      const refused = await call('PATCH', '/api/auth/me', { as: net.cashier1, body });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/^Unknown field in the body: /);
    }
    const me = await call('GET', '/api/auth/me', { as: net.cashier1 });
    expect(me.body).toMatchObject({ role: 'Cashier', email: net.cashier1.email, parentId: net.agent1.id });
  });

  it('changes the password: checks the current one, answers a new token, ends the old sessions', async () => {
    const wrong = await call('POST', '/api/auth/change-password', {
      as: net.sa2,
      body: { currentPassword: 'not-it', newPassword: 'newsecret' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect');

    const ok = await call('POST', '/api/auth/change-password', {
      as: net.sa2,
      body: { currentPassword: net.sa2.password, newPassword: 'newsecret' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Password changed successfully');
    expect((await call('GET', '/api/auth/me', { as: net.sa2 })).status).toBe(401);
    const fresh = { authorization: `Bearer ${String(ok.body.token)}` };
    expect((await call('GET', '/api/auth/me', { headers: fresh })).status).toBe(200);
    const login = await call('POST', '/api/auth/login', {
      body: { email: net.sa2.email, password: 'newsecret' },
    });
    expect(login.status).toBe(200);
  });
});
