import { caller } from '@test/fixtures/money';
import { appWithNetwork, signal, untilWaitingOnLocks } from '@test/support';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@/db/schema';

// Real PostgreSQL with a pool of connections: a deactivation and a transfer in flight at once.

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);
const db = () => ctx.database.db;

describe('a deactivation racing a transfer on PostgreSQL', () => {
  it('makes the transfer that waited for it refuse, so no money lands on the shut account', async () => {
    await call.post(net.admin, '/api/Balance/top-up', { receiverId: net.sa1.id, amount: 100 });
    await call.post(net.sa1, '/api/Balance/transfer', { receiverId: net.agent1.id, amount: 100 });

    const { promise: held, fire: release } = signal();
    const { promise: isLocked, fire: locked } = signal();
    const deactivation = db().transaction(async (tx) => {
      await tx.update(users).set({ isActive: false }).where(eq(users.id, net.cashier1.id));
      locked();
      await held;
    });
    await isLocked;
    const transfer = call.post(net.agent1, '/api/Balance/transfer', {
      receiverId: net.cashier1.id,
      amount: 10,
    });
    await untilWaitingOnLocks(db());
    release();
    await deactivation;

    expect(await transfer).toEqual({
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        code: 'BALANCE_RECEIVER_INACTIVE',
        message: 'This account is inactive. Activate it before sending money to it.',
      },
    });
    expect((await call.get(net.admin, `/api/Balance?userId=${net.cashier1.id}`)).body).toEqual({
      amount: 0,
      balanceType: 'Limited',
    });
  });
});
