import { appWithNetwork, caller, refreshed, startSmtpSink, testEnv } from '@test/support';
import { describe, expect, it } from 'vitest';
import { buildApp } from '@/app';

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);

describe('editing and (de)activating', () => {
  it('edits names and phone of a managed user', async () => {
    const res = await call('PATCH', `/api/auth/users/${net.agent1b.id}`, {
      as: net.sa1,
      body: { lastName: 'Bekele', phoneNumber: null },
    });
    expect(res.body).toMatchObject({ lastName: 'Bekele', phoneNumber: null, role: 'Agent' });
    const outside = await call('PATCH', `/api/auth/users/${net.agent2.id}`, {
      as: net.sa1,
      body: { lastName: 'X' },
    });
    expect(outside.status).toBe(404);
  });

  it('keeps the phone a cashier or super agent was created with: an edit may change it, not clear it', async () => {
    const phoneOf = async () =>
      (await call('GET', `/api/auth/users/${net.cashier1.id}`, { as: net.agent1 })).body.phoneNumber;
    const phone = await phoneOf();
    expect(phone).toMatch(/^\+?[0-9]/);
    for (const phoneNumber of ['', '   ', null]) {
      const cleared = await call('PATCH', `/api/auth/users/${net.cashier1.id}`, {
        as: net.agent1,
        body: { lastName: 'Tadesse', phoneNumber },
      });
      expect(cleared.status).toBe(400);
      expect(cleared.body.message).toBe('Phone number is required');
    }
    const own = await call('PATCH', '/api/auth/me', { as: net.sa1, body: { phoneNumber: '' } });
    expect(own.status).toBe(400);
    expect(own.body.message).toBe('Phone number is required');
    expect(await phoneOf()).toBe(phone);
    const changed = await call('PATCH', `/api/auth/users/${net.cashier1.id}`, {
      as: net.agent1,
      body: { phoneNumber: '+251 911 000 111' },
    });
    expect(changed.body).toMatchObject({ phoneNumber: '+251 911 000 111', role: 'Cashier' });
  });

  it('toggles status within scope; never an Admin', async () => {
    const off = await call('POST', `/api/auth/toggle-status/${net.agent1b.id}`, { as: net.sa1 });
    expect(off.body.isActive).toBe(false);
    const on = await call('POST', `/api/auth/toggle-status/${net.agent1b.id}`, { as: net.sa1 });
    expect(on.body.isActive).toBe(true);
    expect((await call('POST', `/api/auth/toggle-status/${net.agent2.id}`, { as: net.sa1 })).status).toBe(
      404,
    );
    expect(
      (await call('POST', `/api/auth/toggle-status/${net.cashier1b.id}`, { as: net.agent1 })).status,
    ).toBe(404);
    expect((await call('POST', `/api/auth/toggle-status/${net.admin.id}`, { as: net.admin })).status).toBe(
      404,
    );
    expect(
      (await call('POST', `/api/auth/toggle-status/${net.cashier1.id}`, { as: net.cashier1 })).status,
    ).toBe(403);
  });

  it('sets the status a screen asks for: a second Deactivate from a stale screen keeps the user out', async () => {
    const url = `/api/auth/toggle-status/${net.agent1b.id}`;
    const first = await call('POST', url, { as: net.admin, body: { isActive: false } });
    expect(first.body.isActive).toBe(false);
    const stale = await call('POST', url, { as: net.sa1, body: { isActive: false } });
    expect([stale.status, stale.body.isActive]).toEqual([200, false]);
    const bad = await call('POST', url, { as: net.sa1, body: { isActive: 'no' } });
    expect([bad.status, bad.body.message]).toEqual([400, 'isActive must be true or false']);
    const back = await call('POST', url, { as: net.sa1, body: { isActive: true } });
    expect(back.body.isActive).toBe(true);
  });
});

describe('admin password reset', () => {
  it('resets without e-mail, ends the sessions, and the new password works', async () => {
    const res = await call('POST', '/api/Auth/admin-reset-password', {
      as: net.admin,
      body: { userId: net.cashier1b.id, newPassword: 'reset123', sendEmail: false },
    });
    expect(res.body).toEqual({ succeeded: true, message: 'Password reset successfully!', emailSent: false });
    expect((await call('GET', '/api/auth/me', { as: net.cashier1b })).status).toBe(401);
    const login = await call('POST', '/api/auth/login', {
      body: { email: net.cashier1b.email, password: 'reset123' },
    });
    expect(login.status).toBe(200);
  });

  it('never claims an e-mail was sent when no mail server is configured', async () => {
    const res = await call('POST', '/api/Auth/admin-reset-password', {
      as: net.admin,
      body: { userId: net.agent1b.id, newPassword: 'reset123' },
    });
    expect(res.body).toEqual({
      succeeded: true,
      message:
        'Password reset successfully! No email was sent because email is not configured on this server.',
      emailSent: false,
    });
  });

  it('sends the e-mail through SMTP_URL when it is set', async () => {
    const sink = await startSmtpSink();
    const mailApp = await buildApp({ env: testEnv({ SMTP_URL: sink.url }), db: ctx.database.db });
    try {
      const admin = await refreshed(ctx, net.admin);
      const res = await mailApp.inject({
        method: 'POST',
        url: '/api/Auth/admin-reset-password',
        headers: admin.headers,
        payload: { userId: net.agent2.id, newPassword: 'mailed123', sendEmail: true },
      });
      expect(res.json()).toEqual({
        succeeded: true,
        message: 'Password reset successfully! An email has been sent to the user.',
        emailSent: true,
      });
      expect(sink.mails).toHaveLength(1);
      expect(sink.mails[0]?.to).toEqual([net.agent2.email]);
      expect(sink.mails[0]?.data).toContain('Your new password is: mailed123');
    } finally {
      await mailApp.close();
      await sink.close();
    }
  });

  it('is for the Admin only, and never on an Admin', async () => {
    const sa = await call('POST', '/api/Auth/admin-reset-password', {
      as: net.sa1,
      body: { userId: net.agent1.id, newPassword: 'reset123' },
    });
    expect(sa.status).toBe(403);
    const self = await call('POST', '/api/Auth/admin-reset-password', {
      as: net.admin,
      body: { userId: net.admin.id, newPassword: 'reset123' },
    });
    expect(self.status).toBe(404);
    const short = await call('POST', '/api/Auth/admin-reset-password', {
      as: net.admin,
      body: { userId: net.agent1.id, newPassword: '123' },
    });
    expect(short.body.message).toBe('Password must be at least 6 characters long');
  });
});
