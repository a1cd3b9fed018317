import { caller } from '@test/fixtures/money';
import { appWithNetwork } from '@test/support';
import { describe, expect, it } from 'vitest';

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);

type List = { items: { senderEmail: string; receiverEmail: string; amount: number }[] };
const moves = (list: List) => list.items.map((t) => [t.senderEmail, t.receiverEmail, t.amount]);

const send = async (who: typeof net.sa1, receiver: typeof net.sa1, amount: number) => {
  const res = await call.post(who, '/api/Balance/transfer', { receiverId: receiver.id, amount });
  expect(res.status).toBe(200);
};

describe('the movements with one user (?counterpartyId=)', () => {
  it('lists only the movements between the caller and that user, within the limit, newest first', async () => {
    await call.post(net.admin, '/api/Balance/top-up', { receiverId: net.sa1.id, amount: 1000 });
    await send(net.sa1, net.agent1, 1);
    await send(net.sa1, net.agent1, 2);
    await send(net.sa1, net.agent1, 3);
    // Newer movements with someone else must not push agent1's out of a limited list.
    for (let n = 0; n < 5; n++) await send(net.sa1, net.agent1b, 10 + n);
    await send(net.agent1, net.cashier1, 0.5);

    const withAgent = await call.get<List>(
      net.sa1,
      `/api/Balance/transactions?counterpartyId=${net.agent1.id}&limit=2`,
    );
    expect(withAgent.status).toBe(200);
    expect(moves(withAgent.body)).toEqual([
      ['sa1@test.et', 'agent1@test.et', 3],
      ['sa1@test.et', 'agent1@test.et', 2],
    ]);
  });

  it('gives the Admin every movement into or out of that user', async () => {
    const { body } = await call.get<List>(
      net.admin,
      `/api/Balance/transactions?counterpartyId=${net.agent1.id}`,
    );
    expect(moves(body)).toEqual([
      ['agent1@test.et', 'cashier1@test.et', 0.5],
      ['sa1@test.et', 'agent1@test.et', 3],
      ['sa1@test.et', 'agent1@test.et', 2],
      ['sa1@test.et', 'agent1@test.et', 1],
    ]);
  });

  it('keeps the other filters: a type with no such movement lists nothing', async () => {
    const { body } = await call.get<List>(
      net.sa1,
      `/api/Balance/transactions?counterpartyId=${net.agent1.id}&type=TopUp`,
    );
    expect(body.items).toEqual([]);
  });

  it('answers 404 for a user outside the caller’s scope, as a balance does, and 400 for a non-id', async () => {
    const notFound = {
      statusCode: 404,
      error: 'Not Found',
      code: 'USER_USER_NOT_FOUND',
      message: 'User not found',
    };
    for (const [who, other] of [
      [net.sa1, net.agent2],
      [net.sa1, net.cashier1],
      [net.agent1, net.cashier1b],
      [net.cashier1, net.agent1],
    ] as const) {
      const res = await call.get(who, `/api/Balance/transactions?counterpartyId=${other.id}`);
      expect(res).toEqual({ status: 404, body: notFound });
    }
    const unknown = await call.get(
      net.admin,
      '/api/Balance/transactions?counterpartyId=00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.status).toBe(404);
    expect((await call.get(net.sa1, '/api/Balance/transactions?counterpartyId=agent1')).status).toBe(400);
  });
});
