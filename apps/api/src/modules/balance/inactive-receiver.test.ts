import { caller, HEALTHY_LEDGER, ledgerCounts, ledgerInvariants } from '@test/fixtures/money';
import { appWithNetwork } from '@test/support';
import { describe, expect, it } from 'vitest';

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);

const INACTIVE = {
  statusCode: 409,
  error: 'Conflict',
  code: 'BALANCE_RECEIVER_INACTIVE',
  message: 'This account is inactive. Activate it before sending money to it.',
};

const setActive = (who: typeof net.sa1, id: string, isActive: boolean) =>
  call.post(who, `/api/auth/toggle-status/${id}`, { isActive });

describe('money to a deactivated account', () => {
  it('is refused for a top-up and a transfer, with nothing written, and goes through once reactivated', async () => {
    await call.post(net.admin, '/api/Balance/top-up', { receiverId: net.sa1.id, amount: 100 });
    await call.post(net.sa1, '/api/Balance/transfer', { receiverId: net.agent1.id, amount: 50 });
    expect((await setActive(net.sa1, net.agent1b.id, false)).status).toBe(200);
    expect((await setActive(net.agent1, net.cashier1.id, false)).status).toBe(200);
    const before = await ledgerCounts(ctx.database.db);

    const topUp = await call.post(net.admin, '/api/Balance/top-up', {
      receiverId: net.agent1b.id,
      amount: 10,
    });
    expect(topUp).toEqual({ status: 409, body: INACTIVE });
    const transfer = await call.post(net.agent1, '/api/Balance/transfer', {
      receiverId: net.cashier1.id,
      amount: 10,
    });
    expect(transfer).toEqual({ status: 409, body: INACTIVE });
    const toAgent = await call.post(net.sa1, '/api/Balance/transfer', {
      receiverId: net.agent1b.id,
      amount: 10,
    });
    expect(toAgent).toEqual({ status: 409, body: INACTIVE });
    expect(await ledgerCounts(ctx.database.db)).toEqual(before);

    expect((await setActive(net.agent1, net.cashier1.id, true)).status).toBe(200);
    const again = await call.post(net.agent1, '/api/Balance/transfer', {
      receiverId: net.cashier1.id,
      amount: 10,
    });
    expect(again).toEqual({ status: 200, body: { newBalance: 40, transactionId: expect.any(String) } });
    expect(await ledgerInvariants(ctx.database.db)).toEqual(HEALTHY_LEDGER);
  });

  it('still says 404 for someone outside the sender’s scope, active or not', async () => {
    const res = await call.post(net.sa1, '/api/Balance/transfer', {
      receiverId: net.cashier1b.id,
      amount: 1,
    });
    expect(res.status).toBe(404);
  });
});
