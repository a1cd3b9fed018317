import { randomUUID } from 'node:crypto';
import { chainEvents } from '@test/fixtures/audit';
import { caller, fundCashier } from '@test/fixtures/money';
import { appWithNetwork } from '@test/support';
import { describe, expect, it } from 'vitest';
import { games } from '@/db/schema';
import { moveMoney } from '../ledger/ledger.service';
import { inTransaction } from '../ledger/transaction';
import { verifyAuditChains } from './audit-verify';
import { ADMIN_CHAIN, shopChain } from './chain';

/** Every service that changes money, a balance type, a commission rate or a password leaves its event on the right chain. */
const { ctx, net } = await appWithNetwork();
const db = ctx.database.db;
const call = caller(ctx);

async function lastOf(chain: string, count = 1) {
  return (await chainEvents(db, chain)).slice(-count);
}

describe('what the money and account services record', () => {
  it('commission rates go to the admin chain in basis points, each beside the rate it replaced', async () => {
    expect((await call.post(net.admin, '/api/commission', { typeIndex: 3, rate: 30 })).status).toBe(200);
    expect((await call.post(net.admin, '/api/commission', { typeIndex: 3, rate: 12.75 })).status).toBe(200);
    expect((await call.put(net.admin, '/api/commission/3', { rate: 15 })).status).toBe(200);
    expect((await call.del(net.admin, '/api/commission/3')).status).toBe(200);
    const rate = (from: number | null, rateBasisPoints: number | null) => ({
      kind: 'CommissionChanged',
      actorId: net.admin.id,
      subject: { typeIndex: 3, from, rateBasisPoints },
    });
    expect(await lastOf(ADMIN_CHAIN, 4)).toEqual([
      rate(null, 3000),
      rate(3000, 1275),
      rate(1275, 1500),
      rate(1500, null),
    ]);
  });

  it('a balance switched to Unlimited and back goes to the admin chain; a refused switch leaves none', async () => {
    const url = '/api/Balance/type';
    expect(
      (await call.put(net.admin, url, { userId: net.agent1b.id, balanceType: 'Unlimited' })).status,
    ).toBe(200);
    expect((await call.put(net.admin, url, { userId: net.agent1b.id, balanceType: 'Limited' })).status).toBe(
      200,
    );
    expect(await lastOf(ADMIN_CHAIN, 2)).toEqual([
      {
        kind: 'BalanceTypeChanged',
        actorId: net.admin.id,
        subject: { userId: net.agent1b.id, balanceType: 'Unlimited' },
      },
      {
        kind: 'BalanceTypeChanged',
        actorId: net.admin.id,
        subject: { userId: net.agent1b.id, balanceType: 'Limited' },
      },
    ]);
    const unknown = await call.put(net.admin, url, { userId: randomUUID(), balanceType: 'Unlimited' });
    expect(unknown.status).toBe(404);
    expect(await lastOf(ADMIN_CHAIN)).toEqual([
      {
        kind: 'BalanceTypeChanged',
        actorId: net.admin.id,
        subject: { userId: net.agent1b.id, balanceType: 'Limited' },
      },
    ]);
  });

  it('a balance type the account already has changes and records nothing', async () => {
    const events = async () => (await lastOf(ADMIN_CHAIN, 10_000)).length;
    const before = await events();
    const same = await call.put(net.admin, '/api/Balance/type', {
      userId: net.agent1b.id,
      balanceType: 'Limited',
    });
    expect(same.body).toMatchObject({ userId: net.agent1b.id, balanceType: 'Limited' });
    expect(await events()).toBe(before);
  });

  it('a user’s own password change is recorded, never the password', async () => {
    const res = await call.post(net.cashier2, '/api/auth/change-password', {
      currentPassword: net.cashier2.password,
      newPassword: 'n3w-own-secret',
    });
    expect(res.status).toBe(200);
    expect(await lastOf(ADMIN_CHAIN)).toEqual([
      { kind: 'PasswordChanged', actorId: net.cashier2.id, subject: { userId: net.cashier2.id } },
    ]);
  });

  it('money: top-up and transfers on the admin chain, a game purchase on its shop’s chain', async () => {
    await fundCashier(call, net, { sa: net.sa1, agent: net.agent1, cashier: net.cashier1 }, 100);
    expect((await lastOf(ADMIN_CHAIN, 3)).map((e) => [e.kind, e.actorId])).toEqual([
      ['TopUp', net.admin.id],
      ['Transfer', net.sa1.id],
      ['Transfer', net.agent1.id],
    ]);
    // A game's commission, paid the way the games module pays it: the game row, then the movement.
    const gameId = randomUUID();
    const purchase = await inTransaction(db, async (tx) => {
      await tx.insert(games).values({
        id: gameId,
        cashierId: net.cashier1.id,
        shopId: net.shop1.id,
        gameType: 0,
        typeIndex: 1,
        ratePercent: '10.00',
        cards: [4, 5],
        betAmount: 1000,
        totalAmount: 2000,
        commission: 200,
        prize: 1800,
        drawOrder: [],
        commitment: 'c'.repeat(64),
        lastCallRule: 'AllowLate',
      });
      return moveMoney(tx, {
        kind: 'GamePurchase',
        amount: 200,
        from: { userId: net.cashier1.id },
        to: { system: 'revenue' },
        initiatedBy: net.cashier1.id,
        reference: { gameId },
        auditChain: shopChain(net.shop1.id),
        insufficientMessage: 'Insufficient balance',
      });
    });
    expect(await lastOf(shopChain(net.shop1.id))).toEqual([
      {
        kind: 'GamePurchase',
        actorId: net.cashier1.id,
        subject: {
          transferId: purchase.transferId,
          amount: 200,
          from: { userId: net.cashier1.id },
          to: { system: 'revenue' },
          gameId,
        },
      },
    ]);
    expect(await verifyAuditChains(db)).toMatchObject({ broken: [] });
  });
});
