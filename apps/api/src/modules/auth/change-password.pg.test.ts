import { caller } from '@test/fixtures/money';
import { appWithNetwork, holdLocks, TEST_PASSWORD, untilWaitingOnLocks } from '@test/support';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditHeads, users } from '@/db/schema';
import { ADMIN_CHAIN } from '../audit/chain';

// Real PostgreSQL with a pool of connections: a change of one's own password (say, by whoever stole
// the token) in flight while the Admin resets that password or deactivates the user, or the user
// logs out everywhere. That commits while the change waits, and the change must then be refused as a
// revoked token would be, not write its password over the reset and hand out a fresh token.

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);
const db = () => ctx.database.db;

const SESSION_EXPIRED = {
  statusCode: 401,
  error: 'Unauthorized',
  code: 'AUTH_SESSION_EXPIRED',
  message: 'Session expired. Please login again.',
};

const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe("a password change racing what ends the user's sessions, on PostgreSQL", () => {
  it('is refused when an Admin reset committed while it waited, and the Admin’s password stands', async () => {
    const victim = net.agent1;
    // The reset locks the user's row, then waits on the administration chain's head.
    const release = await holdLocks(db(), (tx) =>
      tx.select().from(auditHeads).where(eq(auditHeads.chain, ADMIN_CHAIN)).for('update'),
    );
    const reset = call.post(net.admin, '/api/Auth/admin-reset-password', {
      userId: victim.id,
      newPassword: 'admin-set-1',
      sendEmail: false,
    });
    await untilWaitingOnLocks(db(), 1);
    const change = call.post(victim, '/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'thief-pass-1',
    });
    await untilWaitingOnLocks(db(), 2);
    await release();

    const [resetDone, changed] = await Promise.all([reset, change]);
    expect(resetDone.status).toBe(200);
    expect(changed).toEqual({ status: 401, body: SESSION_EXPIRED });
    expect((await login(victim.email, 'admin-set-1')).statusCode).toBe(200);
    expect((await login(victim.email, 'thief-pass-1')).statusCode).toBe(401);
  });

  it('is refused when a "log out everywhere" committed while it waited', async () => {
    const user = net.agent2;
    const release = await holdLocks(db(), (tx) =>
      tx.select().from(users).where(eq(users.id, user.id)).for('update'),
    );
    const logout = call.post(user, '/api/auth/logout');
    await untilWaitingOnLocks(db(), 1);
    const change = call.post(user, '/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'thief-pass-2',
    });
    await untilWaitingOnLocks(db(), 2);
    await release();

    const [out, changed] = await Promise.all([logout, change]);
    expect(out.status).toBe(200);
    expect(changed).toEqual({ status: 401, body: SESSION_EXPIRED });
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('is refused when a deactivation committed while it waited, and the password stays as it was', async () => {
    const user = net.sa2;
    const hashOf = async () =>
      (await db().select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id)))[0]?.hash;
    const before = await hashOf();
    const release = await holdLocks(db(), (tx) =>
      tx.select().from(users).where(eq(users.id, user.id)).for('update'),
    );
    const deactivate = call.post(net.admin, `/api/auth/toggle-status/${user.id}`, { isActive: false });
    await untilWaitingOnLocks(db(), 1);
    const change = call.post(user, '/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'thief-pass-3',
    });
    await untilWaitingOnLocks(db(), 2);
    await release();

    const [off, changed] = await Promise.all([deactivate, change]);
    expect(off).toMatchObject({ status: 200, body: { isActive: false } });
    expect(changed).toEqual({ status: 401, body: SESSION_EXPIRED });
    expect(await hashOf()).toBe(before);
  });
});
