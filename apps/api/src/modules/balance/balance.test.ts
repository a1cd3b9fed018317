import { caller, HEALTHY_LEDGER, ledgerCounts, ledgerInvariants } from '@test/fixtures/money';
import { appWithNetwork } from '@test/support';
import { describe, expect, it } from 'vitest';

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);

const balanceOf = async (userId: string) => (await call.get(net.admin, `/api/Balance?userId=${userId}`)).body;

describe('top-up', () => {
  it('credits a Limited user from issuance and answers the receiver’s new balance', async () => {
    const first = await call.post(net.admin, '/api/Balance/top-up', { receiverId: net.sa1.id, amount: 1000 });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ newBalance: 1000, transactionId: expect.any(String) });
    const second = await call.post(net.admin, '/api/Balance/top-up', { receiverId: net.sa1.id, amount: 0.5 });
    expect(second.body.newBalance).toBe(1000.5);
    expect(await balanceOf(net.sa1.id)).toEqual({ amount: 1000.5, balanceType: 'Limited' });
  });

  it('is for the Admin only', async () => {
    for (const who of [net.sa1, net.agent1, net.cashier1]) {
      const res = await call.post(who, '/api/Balance/top-up', { receiverId: net.agent1.id, amount: 5 });
      expect(res.status).toBe(403);
    }
  });

  it('refuses Admins, unknown users and Unlimited users', async () => {
    expect(
      (await call.post(net.admin, '/api/Balance/top-up', { receiverId: net.admin.id, amount: 5 })).body,
    ).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'BALANCE_TOP_UP_ROLE',
      message: 'Only Super Agent, Agent and Cashier balances can be topped up',
    });
    const unknown = await call.post(net.admin, '/api/Balance/top-up', {
      receiverId: '00000000-0000-4000-8000-000000000000',
      amount: 5,
    });
    expect(unknown.status).toBe(404);
    await call.put(net.admin, '/api/Balance/type', { userId: net.sa2.id, balanceType: 'Unlimited' });
    const before = await ledgerCounts(ctx.database.db);
    const refused = await call.post(net.admin, '/api/Balance/top-up', { receiverId: net.sa2.id, amount: 5 });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Cannot top-up users with Unlimited balance type');
    expect(await ledgerCounts(ctx.database.db)).toEqual(before);
  });

  it.each([0, -1, 1.005, 1e21, '10', null])('answers 400 for the amount %s', async (amount) => {
    const res = await call.post(net.admin, '/api/Balance/top-up', { receiverId: net.sa1.id, amount });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please select a user and enter a valid amount');
  });

  it('answers 400 for NaN, which is not JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Balance/top-up',
      headers: { ...net.admin.headers, 'content-type': 'application/json' },
      payload: `{"receiverId":"${net.sa1.id}","amount":NaN}`,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('transfer', () => {
  it('moves money down one level and answers the sender’s new balance', async () => {
    const res = await call.post(net.sa1, '/api/Balance/transfer', {
      receiverId: net.agent1.id,
      amount: 400,
      notes: 'float',
    });
    expect(res.status).toBe(200);
    expect(res.body.newBalance).toBe(600.5);
    const down = await call.post(net.agent1, '/api/Balance/transfer', {
      receiverId: net.cashier1.id,
      amount: 150.25,
    });
    expect(down.body.newBalance).toBe(249.75);
    expect(await balanceOf(net.cashier1.id)).toEqual({ amount: 150.25, balanceType: 'Limited' });
  });

  it('refuses receivers outside the sender’s children with 404', async () => {
    for (const [from, to] of [
      [net.sa1, net.agent2],
      [net.sa1, net.cashier1],
      [net.sa1, net.sa2],
      [net.agent1, net.cashier1b],
      [net.agent1, net.agent1b],
      [net.agent1, net.agent1],
    ] as const) {
      const res = await call.post(from, '/api/Balance/transfer', { receiverId: to.id, amount: 1 });
      expect(res.status).toBe(404);
    }
  });

  it('is not for the Admin or a Cashier', async () => {
    expect(
      (await call.post(net.admin, '/api/Balance/transfer', { receiverId: net.sa1.id, amount: 1 })).status,
    ).toBe(403);
    expect(
      (await call.post(net.cashier1, '/api/Balance/transfer', { receiverId: net.agent1.id, amount: 1 }))
        .status,
    ).toBe(403);
  });

  it('refuses more than the balance with the screen text and changes no row', async () => {
    const before = await ledgerCounts(ctx.database.db);
    const res = await call.post(net.agent1, '/api/Balance/transfer', {
      receiverId: net.cashier1.id,
      amount: 249.76,
    });
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'BALANCE_INSUFFICIENT_TRANSFER',
      message: 'Insufficient balance for this transfer',
    });
    expect(await ledgerCounts(ctx.database.db)).toEqual(before);
  });

  it.each([0, -1, 1.005, 1e21, '10', null, undefined])('answers 400 for the amount %s', async (amount) => {
    const res = await call.post(net.sa1, '/api/Balance/transfer', { receiverId: net.agent1.id, amount });
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'BALANCE_TRANSFER_INVALID',
      message: 'Please enter valid transfer details',
    });
  });

  it('refuses fields a caller may not set', async () => {
    const res = await call.post(net.sa1, '/api/Balance/transfer', {
      receiverId: net.agent1.id,
      amount: 1,
      senderId: net.sa2.id,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('senderId');
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer for the same key and body, and writes once', async () => {
    const before = await ledgerCounts(ctx.database.db);
    const body = { receiverId: net.agent1.id, amount: 3 };
    const first = await call.post(net.sa1, '/api/Balance/transfer', body, { 'idempotency-key': 'tx-42' });
    const again = await call.post(net.sa1, '/api/Balance/transfer', body, { 'idempotency-key': 'tx-42' });
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect((await ledgerCounts(ctx.database.db)).transfers).toBe(before.transfers + 1);
  });

  it('answers 422 for the same key with another body, and 400 for a malformed key', async () => {
    const reused = await call.post(
      net.sa1,
      '/api/Balance/transfer',
      { receiverId: net.agent1.id, amount: 4 },
      { 'idempotency-key': 'tx-42' },
    );
    expect(reused.body).toEqual({
      statusCode: 422,
      error: 'Unprocessable Entity',
      code: 'BALANCE_IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used with a different request',
    });
    const bad = await call.post(
      net.sa1,
      '/api/Balance/transfer',
      { receiverId: net.agent1.id, amount: 4 },
      { 'idempotency-key': 'has space' },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Idempotency-Key must be 1 to 200 visible characters');
  });
});

describe('reading balances', () => {
  it('answers the caller’s own balance', async () => {
    expect((await call.get(net.cashier1, '/api/Balance')).body).toEqual({
      amount: 150.25,
      balanceType: 'Limited',
    });
    expect((await call.get(net.admin, '/api/balance')).body).toEqual({ amount: 0, balanceType: 'Limited' });
  });

  it('scopes ?userId= to the caller’s subtree and answers 404 outside it', async () => {
    const allowed = [
      [net.sa1, net.agent1],
      [net.sa1, net.sa1],
      [net.agent1, net.cashier1],
      [net.cashier1, net.cashier1],
      [net.admin, net.cashier2],
    ] as const;
    for (const [who, target] of allowed) {
      expect((await call.get(who, `/api/Balance?userId=${target.id}`)).status).toBe(200);
    }
    const hidden = [
      [net.sa1, net.agent2],
      [net.sa1, net.cashier1],
      [net.sa1, net.sa2],
      [net.agent1, net.cashier1b],
      [net.agent1, net.sa1],
      [net.cashier1, net.cashier1b],
      [net.cashier1, net.agent1],
    ] as const;
    for (const [who, target] of hidden) {
      const res = await call.get(who, `/api/Balance?userId=${target.id}`);
      expect(res.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        code: 'USER_USER_NOT_FOUND',
        message: 'User not found',
      });
    }
  });
});

describe('transactions', () => {
  type Tx = { type: string; senderEmail: string; receiverEmail: string; amount: number; direction: string };
  type List = { items: Tx[] };

  it('lists the caller’s own movements with their direction, newest first', async () => {
    const { body } = await call.get<List>(net.agent1, '/api/Balance/transactions');
    expect(body.items.map((t) => [t.type, t.senderEmail, t.receiverEmail, t.amount, t.direction])).toEqual([
      ['Transfer', 'sa1@test.et', 'agent1@test.et', 3, 'CREDIT'],
      ['Transfer', 'agent1@test.et', 'cashier1@test.et', 150.25, 'DEBIT'],
      ['Transfer', 'sa1@test.et', 'agent1@test.et', 400, 'CREDIT'],
    ]);
  });

  it('names the system accounts and lets the Admin see every movement', async () => {
    const { body } = await call.get<List>(net.admin, '/api/Balance/transactions?type=topup');
    expect(body.items.map((t) => [t.senderEmail, t.receiverEmail, t.amount, t.direction])).toEqual([
      ['issuance', 'sa1@test.et', 0.5, 'NEUTRAL'],
      ['issuance', 'sa1@test.et', 1000, 'NEUTRAL'],
    ]);
    const all = await call.get<List>(net.admin, '/api/Balance/transactions');
    expect(all.body.items).toHaveLength(5);
  });

  it('filters by date range and refuses a reversed one', async () => {
    const future = await call.get<List>(
      net.admin,
      '/api/Balance/transactions?startDate=2999-01-01T00:00:00.000Z',
    );
    expect(future.body.items).toEqual([]);
    const reversed = await call.get(
      net.admin,
      '/api/Balance/transactions?startDate=2025-02-01T00:00:00.000Z&endDate=2025-01-01T00:00:00.000Z',
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('startDate must not be after endDate');
  });

  it('refuses a row limit that is not a whole number from 1 to 1000 with one message', async () => {
    for (const limit of ['0', '1001', '2.5', 'all']) {
      const answer = await call.get(net.admin, `/api/Balance/transactions?limit=${limit}`);
      expect([answer.status, answer.body.message]).toEqual([400, 'limit must be between 1 and 1000']);
    }
  });
});

describe('balance type and overview', () => {
  it('lets the Admin switch the type, and refuses Limited while the balance is negative', async () => {
    expect(
      (await call.put(net.sa1, '/api/Balance/type', { userId: net.agent1.id, balanceType: 'Unlimited' }))
        .status,
    ).toBe(403);
    const res = await call.put(net.admin, '/api/Balance/type', {
      userId: net.agent2.id,
      balanceType: 'Unlimited',
    });
    expect(res.body).toEqual({ userId: net.agent2.id, amount: 0, balanceType: 'Unlimited' });
    expect(
      (await call.post(net.agent2, '/api/Balance/transfer', { receiverId: net.cashier2.id, amount: 70 }))
        .body,
    ).toEqual({ newBalance: -70, transactionId: expect.any(String) });
    const refused = await call.put(net.admin, '/api/Balance/type', {
      userId: net.agent2.id,
      balanceType: 'Limited',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('A negative balance cannot be switched to Limited. Top it up first.');
  });

  it('lists every non-admin user with the total of their balances', async () => {
    type Overview = {
      items: { email: string; balance: number; balanceType: string }[];
      totalSystemBalance: number;
      totalUsers: number;
    };
    const { body, status } = await call.get<Overview>(net.admin, '/api/Balance/overview');
    expect(status).toBe(200);
    expect(body.totalUsers).toBe(8);
    expect(body.items.find((u) => u.email === 'agent2@test.et')).toMatchObject({
      balance: -70,
      balanceType: 'Unlimited',
    });
    expect(body.totalSystemBalance).toBe(1000.5);
    expect((await call.get(net.sa1, '/api/Balance/overview')).status).toBe(403);
    expect(await ledgerInvariants(ctx.database.db)).toEqual(HEALTHY_LEDGER);
  });
});
