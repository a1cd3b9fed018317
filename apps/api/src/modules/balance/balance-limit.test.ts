import { MAX_BALANCE_BIRR } from '@bingo/engine';
import { caller, HEALTHY_LEDGER, ledgerCounts, ledgerInvariants } from '@test/fixtures/money';
import { type Actor, appWithNetwork } from '@test/support';
import { describe, expect, it } from 'vitest';
import { type AccountRef, moveMoney } from '../ledger/ledger.service';
import { inTransaction } from '../ledger/transaction';

// Runs on PGlite and, under test:pg, on PostgreSQL.

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);
const db = () => ctx.database.db;

const RECEIVER_LIMIT = {
  statusCode: 409,
  error: 'Conflict',
  code: 'BALANCE_RECEIVER_BALANCE_LIMIT',
  message:
    "This would take the receiver's balance above 1,000,000,000,000.00 Br, the most an account can hold.",
};
const SENDER_LIMIT = {
  statusCode: 409,
  error: 'Conflict',
  code: 'BALANCE_SENDER_BALANCE_LIMIT',
  message:
    "This would take the sender's balance below -1,000,000,000,000.00 Br, the lowest an Unlimited account can go.",
};

/** A movement larger than the wire allows, to reach the bound without a hundred top-ups. */
const move = (from: AccountRef, to: Actor, birr: number) =>
  inTransaction(db(), (tx) =>
    moveMoney(tx, {
      kind: 'system' in from ? 'TopUp' : 'Transfer',
      amount: birr * 100,
      from,
      to: { userId: to.id },
      initiatedBy: net.admin.id,
      insufficientMessage: 'Insufficient balance',
    }),
  );

const balanceOf = async (who: Actor) => (await call.get(net.admin, `/api/Balance?userId=${who.id}`)).body;

describe('the most a balance may hold', () => {
  it('refuses a top-up or a transfer past it with a 409, writing nothing, and takes one up to it', async () => {
    await move({ system: 'issuance' }, net.sa1, MAX_BALANCE_BIRR - 50);
    const before = await ledgerCounts(db());

    const topUp = await call.post(net.admin, '/api/Balance/top-up', {
      receiverId: net.sa1.id,
      amount: 50.01,
    });
    expect(topUp).toEqual({ status: 409, body: RECEIVER_LIMIT });
    expect(await balanceOf(net.sa1)).toEqual({ amount: 999_999_999_950, balanceType: 'Limited' });
    expect(await ledgerCounts(db())).toEqual(before);

    const upTo = await call.post(net.admin, '/api/Balance/top-up', { receiverId: net.sa1.id, amount: 50 });
    expect(upTo.body).toEqual({ newBalance: 1_000_000_000_000, transactionId: expect.any(String) });

    // The receiver is full; the sender, who has the money, keeps it.
    await move({ system: 'issuance' }, net.agent1, MAX_BALANCE_BIRR);
    const full = await ledgerCounts(db());
    const transfer = await call.post(net.sa1, '/api/Balance/transfer', {
      receiverId: net.agent1.id,
      amount: 0.01,
    });
    expect(transfer).toEqual({ status: 409, body: RECEIVER_LIMIT });
    expect(await balanceOf(net.sa1)).toEqual({ amount: 1_000_000_000_000, balanceType: 'Limited' });
    expect(await balanceOf(net.agent1)).toEqual({ amount: 1_000_000_000_000, balanceType: 'Limited' });
    expect(await ledgerCounts(db())).toEqual(full);

    const overview = await call.get(net.admin, '/api/Balance/overview');
    expect(overview.status).toBe(200);
    expect(overview.body.totalSystemBalance).toBe(2_000_000_000_000);
    expect(await ledgerInvariants(db())).toEqual(HEALTHY_LEDGER);
  });

  it('keeps an Unlimited sender from going below minus the bound, writing nothing', async () => {
    await call.put(net.admin, '/api/Balance/type', { userId: net.sa2.id, balanceType: 'Unlimited' });
    // The agent passes the money on, so only the sender's side can refuse.
    await move({ userId: net.sa2.id }, net.agent2, MAX_BALANCE_BIRR - 1);
    await move({ userId: net.agent2.id }, net.cashier2, MAX_BALANCE_BIRR - 1);
    const before = await ledgerCounts(db());

    const transfer = await call.post(net.sa2, '/api/Balance/transfer', {
      receiverId: net.agent2.id,
      amount: 1.01,
    });
    expect(transfer).toEqual({ status: 409, body: SENDER_LIMIT });
    expect(await balanceOf(net.sa2)).toEqual({ amount: -999_999_999_999, balanceType: 'Unlimited' });
    expect(await balanceOf(net.agent2)).toEqual({ amount: 0, balanceType: 'Limited' });
    expect(await ledgerCounts(db())).toEqual(before);

    const upTo = await call.post(net.sa2, '/api/Balance/transfer', { receiverId: net.agent2.id, amount: 1 });
    expect(upTo.body).toEqual({ newBalance: -1_000_000_000_000, transactionId: expect.any(String) });
    expect(await ledgerInvariants(db())).toEqual(HEALTHY_LEDGER);
  });
});
