import { caller } from '@test/fixtures/money';
import { appWithNetwork } from '@test/support';
import { describe, expect, it } from 'vitest';

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);

type Bell = {
  unseenCredits: number;
  items: { id: string; type: string; senderEmail: string; amount: number; notes: string | null }[];
};

describe('the notifications bell', () => {
  it('counts credits to the caller’s balance since it was last opened, newest first', async () => {
    await call.post(net.admin, '/api/Balance/top-up', { receiverId: net.sa1.id, amount: 100 });
    await call.post(net.sa1, '/api/Balance/transfer', {
      receiverId: net.agent1.id,
      amount: 30,
      notes: 'float',
    });
    await call.post(net.sa1, '/api/Balance/transfer', { receiverId: net.agent1.id, amount: 20 });
    const bell = await call.get<Bell>(net.agent1, '/api/notifications');
    expect(bell.body.unseenCredits).toBe(2);
    expect(bell.body.items.map((i) => [i.type, i.senderEmail, i.amount, i.notes])).toEqual([
      ['Transfer', 'sa1@test.et', 20, 'Transfer to agent'],
      ['Transfer', 'sa1@test.et', 30, 'float'],
    ]);
    const topUp = await call.get<Bell>(net.sa1, '/api/notifications');
    expect(topUp.body.items.map((i) => [i.senderEmail, i.amount])).toEqual([['issuance', 100]]);
  });

  it('does not count money going out', async () => {
    await call.post(net.agent1, '/api/Balance/transfer', { receiverId: net.cashier1.id, amount: 5 });
    expect((await call.get<Bell>(net.cashier1, '/api/notifications')).body.unseenCredits).toBe(1);
    expect((await call.get<Bell>(net.agent1, '/api/notifications')).body.unseenCredits).toBe(2);
  });

  it('clears when the bell is opened up to its newest credit', async () => {
    const newest = (await call.get<Bell>(net.agent1, '/api/notifications')).body.items[0]?.id;
    expect((await call.post(net.agent1, '/api/notifications/seen', { upTo: newest })).body).toEqual({
      unseenCredits: 0,
    });
    expect((await call.get<Bell>(net.agent1, '/api/notifications')).body).toEqual({
      unseenCredits: 0,
      items: [],
    });
    expect((await call.get<Bell>(net.cashier1, '/api/notifications')).body.unseenCredits).toBe(1);
  });
});
