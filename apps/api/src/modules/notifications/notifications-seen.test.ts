import { caller } from '@test/fixtures/money';
import { type Actor, appWithNetwork } from '@test/support';
import { describe, expect, it } from 'vitest';

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);

type Bell = { unseenCredits: number; items: { id: string; amount: number }[] };

const bell = async (who: Actor) => (await call.get<Bell>(who, '/api/notifications')).body;
const seen = (who: Actor, upTo: string) => call.post(who, '/api/notifications/seen', { upTo });
const transfer = (from: Actor, to: Actor, amount: number) =>
  call.post<{ transactionId: string }>(from, '/api/Balance/transfer', { receiverId: to.id, amount });

describe('marking the bell’s credits seen', () => {
  it('keeps a credit that arrived after the menu’s list was read unseen, and counts it', async () => {
    await call.post(net.admin, '/api/Balance/top-up', { receiverId: net.sa1.id, amount: 100 });
    await transfer(net.sa1, net.agent1, 1);
    // The bell's poll reads the list the menu will open with: only the 1 Br credit.
    const shown = await bell(net.agent1);
    expect(shown.items.map((i) => i.amount)).toEqual([1]);
    await transfer(net.sa1, net.agent1, 2);

    const answer = await seen(net.agent1, shown.items[0]?.id ?? '');
    expect(answer).toEqual({ status: 200, body: { unseenCredits: 1 } });
    const after = await bell(net.agent1);
    expect(after.unseenCredits).toBe(1);
    expect(after.items.map((i) => i.amount)).toEqual([2]);
  });

  it('never moves back: an older credit marked after a newer one changes nothing', async () => {
    const first = await transfer(net.sa1, net.agent1b, 3);
    const second = await transfer(net.sa1, net.agent1b, 4);
    await transfer(net.sa1, net.agent1b, 5);
    expect((await seen(net.agent1b, second.body.transactionId)).body).toEqual({ unseenCredits: 1 });
    expect((await seen(net.agent1b, first.body.transactionId)).body).toEqual({ unseenCredits: 1 });
    expect((await bell(net.agent1b)).items.map((i) => i.amount)).toEqual([5]);
  });

  it('refuses a credit that is not the caller’s with 404, and marks nothing', async () => {
    await call.post(net.admin, '/api/Balance/top-up', { receiverId: net.sa2.id, amount: 10 });
    const toOther = await transfer(net.sa2, net.agent2, 6);
    // agent1 sends money out: the transfer is agent1's, but it is no credit to agent1's balance.
    const outgoing = await transfer(net.agent1, net.cashier1, 1);
    await transfer(net.sa1, net.agent1, 7);
    for (const id of [toOther.body.transactionId, outgoing.body.transactionId, crypto.randomUUID()]) {
      expect(await seen(net.agent1, id)).toEqual({
        status: 404,
        body: {
          statusCode: 404,
          error: 'Not Found',
          code: 'NOTIFICATION_CREDIT_NOT_FOUND',
          message: 'Credit not found',
        },
      });
    }
    expect((await bell(net.agent1)).unseenCredits).toBe(2);
    expect((await bell(net.agent2)).unseenCredits).toBe(1);
  });

  it('refuses a body without a credit id, or with a malformed one, with 400', async () => {
    const message = 'upTo must be the id of a credit the bell showed';
    for (const body of [{}, { upTo: 'abc' }, { upTo: 12 }, { upTo: null }]) {
      const res = await call.post(net.agent1, '/api/notifications/seen', body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message });
    }
    const extra = await call.post(net.agent1, '/api/notifications/seen', {
      upTo: crypto.randomUUID(),
      all: true,
    });
    expect([extra.status, extra.body.message]).toEqual([400, 'Unknown field in the body: all']);
    expect((await bell(net.agent1)).unseenCredits).toBe(2);
  });

  it('marks every credit so far when a tab from before `upTo` calls it with no body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/seen',
      headers: net.agent1.headers,
    });
    expect([res.statusCode, res.json()]).toEqual([200, { unseenCredits: 0 }]);
    expect(await bell(net.agent1)).toEqual({ unseenCredits: 0, items: [] });
    await transfer(net.sa1, net.agent1, 8);
    expect((await bell(net.agent1)).items.map((i) => i.amount)).toEqual([8]);
  });
});
