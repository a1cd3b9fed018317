import { randomUUID } from 'node:crypto';
import { caller, fundCashier } from '@test/fixtures/money';
import { appWithNetwork } from '@test/support';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, games } from '@/db/schema';
import { moveMoney } from '../ledger/ledger.service';
import { inTransaction } from '../ledger/transaction';
import { verifyAuditChains } from './audit-verify';
import { ADMIN_CHAIN, shopChain } from './chain';

/** Every service that changes money, users, shops or settings leaves its event on the right chain. */
const { ctx, net } = await appWithNetwork();
const db = ctx.database.db;
const call = caller(ctx);

async function lastOf(chain: string, count = 1) {
  const events = await db
    .select({ kind: auditEvents.kind, actorId: auditEvents.actorId, subject: auditEvents.subject })
    .from(auditEvents)
    .where(eq(auditEvents.chain, chain))
    .orderBy(asc(auditEvents.seq));
  return events.slice(-count);
}

async function patch(url: string, payload: Record<string, unknown>, as = net.admin) {
  const res = await ctx.app.inject({ method: 'PATCH', url, headers: as.headers, payload });
  expect(res.statusCode).toBe(200);
}

describe('what the services record', () => {
  it('users: edits, a self-edit, deactivation, activation and a password reset, never the password', async () => {
    await patch(`/api/auth/users/${net.agent1.id}`, { lastName: 'Bekele' });
    await patch('/api/auth/me', { phoneNumber: '+251911223344' }, net.cashier2);
    expect((await call.post(net.admin, `/api/auth/toggle-status/${net.agent2.id}`)).status).toBe(200);
    expect((await call.post(net.admin, `/api/auth/toggle-status/${net.agent2.id}`)).status).toBe(200);
    const reset = await call.post(net.admin, '/api/Auth/admin-reset-password', {
      userId: net.sa2.id,
      newPassword: 'n3w-secret',
      sendEmail: false,
    });
    expect(reset.status).toBe(200);
    expect(await lastOf(ADMIN_CHAIN, 5)).toEqual([
      {
        kind: 'UserUpdated',
        actorId: net.admin.id,
        subject: { userId: net.agent1.id, changes: { lastName: 'Bekele' } },
      },
      {
        kind: 'UserUpdated',
        actorId: net.cashier2.id,
        subject: { userId: net.cashier2.id, changes: { phoneNumber: '+251911223344' } },
      },
      { kind: 'UserDeactivated', actorId: net.admin.id, subject: { userId: net.agent2.id } },
      { kind: 'UserActivated', actorId: net.admin.id, subject: { userId: net.agent2.id } },
      { kind: 'PasswordReset', actorId: net.admin.id, subject: { userId: net.sa2.id } },
    ]);
    const texts = (await lastOf(ADMIN_CHAIN, 50)).map((e) => JSON.stringify(e));
    expect(texts.filter((t) => /n3w-secret|argon2|passwordHash/.test(t))).toEqual([]);
  });

  it('shops: an edit, a cashier moved in and a deletion go to the shop’s own chain', async () => {
    const fields = {
      name: 'Piassa Hall',
      country: 'Ethiopia',
      city: 'Addis Ababa',
      woreda: 'W2',
      location: 'Piassa',
    };
    expect((await call.put(net.admin, `/api/Shop/${net.freeShop1.id}`, fields)).status).toBe(200);
    const assign = await call.post(net.admin, '/api/shop/assign-cashier', {
      cashierId: net.cashier1b.id,
      shopId: net.freeShop1.id,
    });
    expect(assign.status).toBe(200);
    expect((await call.del(net.admin, `/api/Shop/${net.freeShop1.id}`)).status).toBe(200);
    expect(await lastOf(shopChain(net.freeShop1.id), 4)).toEqual([
      {
        kind: 'ShopCreated',
        actorId: net.admin.id,
        subject: {
          shopId: net.freeShop1.id,
          agentId: net.agent1.id,
          name: 'Shop freeShop1',
          country: 'Ethiopia',
          city: 'Addis Ababa',
          woreda: 'Woreda 1',
          location: 'Addis Ababa centre',
        },
      },
      {
        kind: 'ShopUpdated',
        actorId: net.admin.id,
        subject: { shopId: net.freeShop1.id, agentId: net.agent1.id, ...fields },
      },
      {
        kind: 'CashierAssigned',
        actorId: net.admin.id,
        subject: { shopId: net.freeShop1.id, cashierId: net.cashier1b.id },
      },
      {
        kind: 'ShopDeleted',
        actorId: net.admin.id,
        subject: { shopId: net.freeShop1.id, releasedCashierId: net.cashier1b.id },
      },
    ]);
  });

  it('keeps one chain per shop, whatever case its id is typed in', async () => {
    const typed = net.shop1b.id.toUpperCase();
    const fields = {
      name: 'Merkato Hall',
      country: 'Ethiopia',
      city: 'Adama',
      woreda: 'W4',
      location: 'Merkato',
    };
    const settings = { minCards: 2, maxCards: 30, defaultBetAmount: 10, minStackAmount: 5 };
    expect((await call.put(net.admin, `/api/Shop/${typed}`, fields)).status).toBe(200);
    expect((await call.post(net.admin, '/api/game-settings', { shopId: typed, ...settings })).status).toBe(
      200,
    );
    expect(
      (await call.put(net.admin, `/api/game-settings/${typed}`, { ...settings, maxCards: 20 })).status,
    ).toBe(200);
    expect((await call.del(net.admin, `/api/game-settings/${typed}`)).status).toBe(200);
    const chains = await db
      .selectDistinct({ chain: auditEvents.chain })
      .from(auditEvents)
      .where(sql`lower(${auditEvents.chain}) = ${net.shop1b.id}`);
    expect(chains).toEqual([{ chain: net.shop1b.id }]);
    const events = await lastOf(shopChain(net.shop1b.id), 4);
    expect(events.map((e) => [e.kind, (e.subject as { shopId: string }).shopId])).toEqual([
      ['ShopUpdated', net.shop1b.id],
      ['GameSettingsChanged', net.shop1b.id],
      ['GameSettingsChanged', net.shop1b.id],
      ['GameSettingsChanged', net.shop1b.id],
    ]);
  });

  it('game settings and the jackpot go to the shop’s chain, amounts in santim', async () => {
    const settings = {
      minCards: 3,
      maxCards: 40,
      defaultBetAmount: 10,
      minStackAmount: 5,
      lastCallRule: 'LastCallOnly',
    };
    expect(
      (await call.post(net.admin, '/api/game-settings', { shopId: net.shop2.id, ...settings })).status,
    ).toBe(200);
    expect(
      (await call.put(net.admin, `/api/game-settings/${net.shop2.id}`, { ...settings, maxCards: 60 })).status,
    ).toBe(200);
    expect((await call.del(net.admin, `/api/game-settings/${net.shop2.id}`)).status).toBe(200);
    const jackpot = await call.post<{ id: string }>(net.admin, '/api/jackpot', {
      shopId: net.shop2.id,
      bonusAmount: 1234.5,
      status: 1,
    });
    expect(jackpot.status).toBe(200);
    expect((await call.post(net.admin, `/api/jackpot/${jackpot.body.id}/toggle`)).status).toBe(200);
    expect(
      (await call.post(net.admin, '/api/jackpot', { shopId: net.shop2.id, bonusAmount: 200 })).status,
    ).toBe(200);
    const inSantim = { ...settings, defaultBetAmount: 1000, minStackAmount: 500 };
    const jackpotId = jackpot.body.id;
    expect(await lastOf(shopChain(net.shop2.id), 6)).toEqual([
      {
        kind: 'GameSettingsChanged',
        actorId: net.admin.id,
        subject: { shopId: net.shop2.id, from: null, settings: inSantim },
      },
      {
        kind: 'GameSettingsChanged',
        actorId: net.admin.id,
        subject: { shopId: net.shop2.id, from: inSantim, settings: { ...inSantim, maxCards: 60 } },
      },
      {
        kind: 'GameSettingsChanged',
        actorId: net.admin.id,
        subject: { shopId: net.shop2.id, from: { ...inSantim, maxCards: 60 }, settings: null },
      },
      {
        kind: 'JackpotChanged',
        actorId: net.admin.id,
        subject: { shopId: net.shop2.id, jackpotId, from: null, bonusAmount: 123450, status: 1 },
      },
      {
        kind: 'JackpotChanged',
        actorId: net.admin.id,
        subject: {
          shopId: net.shop2.id,
          jackpotId,
          from: { bonusAmount: 123450, status: 1 },
          bonusAmount: 123450,
          status: 0,
        },
      },
      {
        kind: 'JackpotChanged',
        actorId: net.admin.id,
        subject: {
          shopId: net.shop2.id,
          jackpotId,
          from: { bonusAmount: 123450, status: 0 },
          bonusAmount: 20000,
          status: 0,
        },
      },
    ]);
  });

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
