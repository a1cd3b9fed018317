import { chainEvents } from '@test/fixtures/audit';
import { caller } from '@test/fixtures/money';
import { appWithNetwork } from '@test/support';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '@/db/schema';
import { ADMIN_CHAIN, shopChain } from './chain';

/** Every service that changes users, shops or settings leaves its event on the right chain. */
const { ctx, net } = await appWithNetwork();
const db = ctx.database.db;
const call = caller(ctx);

async function lastOf(chain: string, count = 1) {
  return (await chainEvents(db, chain)).slice(-count);
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
        subject: { userId: net.agent1.id, changes: { lastName: 'Bekele' }, from: { lastName: 'Tester' } },
      },
      {
        kind: 'UserUpdated',
        actorId: net.cashier2.id,
        subject: {
          userId: net.cashier2.id,
          changes: { phoneNumber: '+251911223344' },
          from: { phoneNumber: '+251900000000' },
        },
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
        subject: {
          shopId: net.freeShop1.id,
          agentId: net.agent1.id,
          ...fields,
          from: {
            agentId: net.agent1.id,
            name: 'Shop freeShop1',
            country: 'Ethiopia',
            city: 'Addis Ababa',
            woreda: 'Woreda 1',
            location: 'Addis Ababa centre',
          },
          movedCashierId: null,
        },
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
});
