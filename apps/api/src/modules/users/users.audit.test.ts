import { USER_MESSAGES } from '@bingo/contracts';
import { chainEvents } from '@test/fixtures/audit';
import { appWithNetwork } from '@test/support';
import { describe, expect, it } from 'vitest';
import { ADMIN_CHAIN } from '../audit/chain';

const { ctx, net } = await appWithNetwork();

const lastOf = async (count: number) => (await chainEvents(ctx.database.db, ADMIN_CHAIN)).slice(-count);

async function patch(url: string, payload: Record<string, unknown>, as: { headers: Record<string, string> }) {
  const res = await ctx.app.inject({ method: 'PATCH', url, headers: as.headers, payload });
  return { status: res.statusCode, message: (res.json() as { message?: string }).message };
}

// DESIGN §5.7: every user change writes an event. A manager who changes a cashier's phone number
// changes who gets the call about its money; the record must keep the number it replaced.
describe('the record of a user’s edit', () => {
  it('keeps the values each edit replaced, only for the fields it changed', async () => {
    const edit = { phoneNumber: '+251911223344', middleName: 'Alemu' };
    expect((await patch(`/api/auth/users/${net.cashier1.id}`, edit, net.agent1)).status).toBe(200);
    expect((await patch('/api/auth/me', { lastName: 'Bekele' }, net.cashier2)).status).toBe(200);
    expect(await lastOf(2)).toEqual([
      {
        kind: 'UserUpdated',
        actorId: net.agent1.id,
        subject: {
          userId: net.cashier1.id,
          changes: edit,
          from: { phoneNumber: '+251900000000', middleName: null },
        },
      },
      {
        kind: 'UserUpdated',
        actorId: net.cashier2.id,
        subject: { userId: net.cashier2.id, changes: { lastName: 'Bekele' }, from: { lastName: 'Tester' } },
      },
    ]);
  });

  it('records nothing for a refused edit', async () => {
    const before = await lastOf(1);
    // A cashier must keep a phone number; another agent's cashier is out of reach.
    expect(await patch(`/api/auth/users/${net.cashier1.id}`, { phoneNumber: null }, net.agent1)).toEqual({
      status: 400,
      message: USER_MESSAGES.phoneRequired,
    });
    expect(await patch(`/api/auth/users/${net.cashier2.id}`, { lastName: 'X' }, net.agent1)).toEqual({
      status: 404,
      message: USER_MESSAGES.userNotFound,
    });
    expect(await lastOf(1)).toEqual(before);
  });
});
