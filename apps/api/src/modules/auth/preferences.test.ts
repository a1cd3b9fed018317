import { PREFERENCE_MESSAGES } from '@bingo/contracts';
import { appWithNetwork, caller } from '@test/support';
import { describe, expect, it } from 'vitest';

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);

describe('a user’s language and calendar', () => {
  it('start as English and the Gregorian calendar', async () => {
    const me = await call('GET', '/api/auth/me', { as: net.cashier1 });
    expect(me.body).toMatchObject({ language: 'en', calendar: 'gregorian' });
  });

  it('are kept on the user and come back with the next login, from any PC', async () => {
    const set = await call('PATCH', '/api/auth/me/preferences', {
      as: net.cashier2,
      body: { language: 'am', calendar: 'ethiopic' },
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ id: net.cashier2.id, language: 'am', calendar: 'ethiopic' });
    const login = await call('POST', '/api/auth/login', {
      body: { email: net.cashier2.email, password: net.cashier2.password },
    });
    expect(login.body.user).toMatchObject({ language: 'am', calendar: 'ethiopic' });
    const calendarOnly = await call('PATCH', '/api/auth/me/preferences', {
      as: net.cashier2,
      body: { calendar: 'gregorian' },
    });
    expect(calendarOnly.body).toMatchObject({ language: 'am', calendar: 'gregorian' });
  });

  it('refuse any other language or calendar, and other fields, with the contract’s words', async () => {
    const language = await call('PATCH', '/api/auth/me/preferences', {
      as: net.agent1,
      body: { language: 'fr' },
    });
    expect(language.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'PREFERENCE_LANGUAGE_INVALID',
      message: PREFERENCE_MESSAGES.languageInvalid,
    });
    const calendar = await call('PATCH', '/api/auth/me/preferences', {
      as: net.agent1,
      body: { calendar: 'julian\u0000' },
    });
    expect(calendar.body).toMatchObject({ statusCode: 400, code: 'PREFERENCE_CALENDAR_INVALID' });
    const extra = await call('PATCH', '/api/auth/me/preferences', {
      as: net.agent1,
      body: { role: 'Admin' },
    });
    expect(extra.status).toBe(400);
    const me = await call('GET', '/api/auth/me', { as: net.agent1 });
    expect(me.body).toMatchObject({ role: 'Agent', language: 'en', calendar: 'gregorian' });
  });

  it('need a login', async () => {
    const res = await call('PATCH', '/api/auth/me/preferences', { body: { language: 'am' } });
    expect(res.status).toBe(401);
  });
});
