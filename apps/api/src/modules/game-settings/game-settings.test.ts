import { errorCodeOf } from '@bingo/contracts';
import { caller } from '@test/fixtures/money';
import { appWithNetwork } from '@test/support';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, gameSettings } from '@/db/schema';

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);

const settings = { minCards: 3, maxCards: 40, defaultBetAmount: 20, minStackAmount: 15 };
type List = { items: { shopId: string; shopName: string }[] };

describe('game settings', () => {
  it('give a cashier the defaults until the Admin saves its shop’s row', async () => {
    expect((await call.get(net.cashier1, '/api/game-settings/my')).body).toEqual({
      shopId: net.shop1.id,
      shopName: net.shop1.name,
      minCards: 1,
      maxCards: 10,
      defaultBetAmount: 10,
      minStackAmount: 10,
      lastCallRule: 'AllowLate',
      isDefault: true,
    });
    const created = await call.post(net.admin, '/api/game-settings', { shopId: net.shop1.id, ...settings });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ shopId: net.shop1.id, shopName: net.shop1.name, ...settings });
    expect((await call.get(net.cashier1, '/api/game-settings/my')).body).toMatchObject({
      ...settings,
      isDefault: false,
    });
  });

  it('are one per shop, for live shops only', async () => {
    expect(
      (await call.post(net.admin, '/api/game-settings', { shopId: net.shop1.id, ...settings })).body,
    ).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'GAME_SETTINGS_DUPLICATE',
      message: 'Game settings already exist for this shop',
    });
    const unknown = await call.post(net.admin, '/api/game-settings', {
      shopId: '00000000-0000-4000-8000-000000000000',
      ...settings,
    });
    expect(unknown.body.message).toBe('Invalid shop selection. Please select a valid shop.');
  });

  it.each([
    [{ shopId: undefined }, 'Please select a shop'],
    [{ minCards: 0 }, 'Minimum cards must be greater than 0'],
    [{ maxCards: 0 }, 'Maximum cards must be greater than 0'],
    [{ minCards: 1, maxCards: 1 }, 'Maximum cards must be at least 2'],
    [{ minCards: 41 }, 'Minimum cards cannot be greater than maximum cards'],
    [{ defaultBetAmount: 0 }, 'Default bet amount must be greater than 0'],
    [{ minStackAmount: -1 }, 'Minimum stack amount must be greater than 0'],
    [{ minCards: 151 }, 'Minimum cards cannot be greater than 150'],
    [{ defaultBetAmount: 1e11 }, 'Default bet amount must be at most 10,000,000,000.00 Br'],
    [{ minStackAmount: 1e11 }, 'Minimum stack amount must be at most 10,000,000,000.00 Br'],
    [{ lastCallRule: 'Sometimes' }, 'Last call rule must be AllowLate or LastCallOnly'],
  ])('refuse %j with "%s"', async (change, message) => {
    // Each refusal has a code of its own for the screen to translate, never the bare BAD_REQUEST.
    expect(errorCodeOf(message)?.code).toMatch(/^GAME_SETTINGS_/);
    const res = await call.post(net.admin, '/api/game-settings', {
      shopId: net.shop2.id,
      ...settings,
      ...change,
    });
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: errorCodeOf(message)?.code,
      message,
    });
  });

  it('are read by the Admin, the shop’s super agent and agent, and by nobody else', async () => {
    await call.post(net.admin, '/api/game-settings', { shopId: net.shop2.id, ...settings });
    const names = async (who: typeof net.admin) =>
      (await call.get<List>(who, '/api/game-settings')).body.items.map((s) => s.shopName).sort();
    expect(await names(net.admin)).toEqual([net.shop1.name, net.shop2.name].sort());
    expect(await names(net.sa1)).toEqual([net.shop1.name]);
    expect(await names(net.agent1)).toEqual([net.shop1.name]);
    expect(await names(net.agent1b)).toEqual([]);
    expect(await names(net.sa2)).toEqual([net.shop2.name]);
    expect((await call.get(net.cashier1, '/api/game-settings')).status).toBe(403);
    expect((await call.get(net.agent1, '/api/game-settings/my')).status).toBe(403);
    expect(
      (await call.post(net.sa1, '/api/game-settings', { shopId: net.shop1b.id, ...settings })).status,
    ).toBe(403);
  });

  it('are edited and deleted by shop, and the shop cannot change on edit', async () => {
    const edited = await call.put(net.admin, `/api/game-settings/${net.shop1.id}`, {
      ...settings,
      maxCards: 60,
      lastCallRule: 'LastCallOnly',
    });
    expect(edited.body).toMatchObject({ maxCards: 60, lastCallRule: 'LastCallOnly' });
    const moved = await call.put(net.admin, `/api/game-settings/${net.shop1.id}`, {
      ...settings,
      shopId: net.shop2.id,
    });
    expect(moved.status).toBe(400);
    expect((await call.put(net.admin, `/api/game-settings/${net.shop1b.id}`, settings)).status).toBe(404);
    expect((await call.del(net.admin, `/api/game-settings/${net.shop1.id}`)).body).toEqual({
      message: 'Game settings deleted successfully',
    });
    expect((await call.del(net.admin, `/api/game-settings/${net.shop1.id}`)).status).toBe(404);
    expect((await call.get(net.cashier1, '/api/game-settings/my')).body).toMatchObject({ isDefault: true });
  });

  it('refuse a default bet below the minimum stack, on create and on edit, and keep the row', async () => {
    const refused = {
      statusCode: 400,
      error: 'Bad Request',
      code: 'GAME_SETTINGS_BET_BELOW_MIN_STACK',
      message: 'Default bet amount cannot be less than the minimum stack amount',
    };
    const low = { ...settings, defaultBetAmount: 5, minStackAmount: 10 };
    const list = (await call.get(net.admin, '/api/game-settings')).body;
    expect(
      (await call.post(net.admin, '/api/game-settings', { shopId: net.freeShop2.id, ...low })).body,
    ).toEqual(refused);
    expect((await call.get(net.admin, '/api/game-settings')).body).toEqual(list);
    const shop = net.freeShop1.id;
    expect((await call.post(net.admin, '/api/game-settings', { shopId: shop, ...settings })).status).toBe(
      200,
    );
    expect((await call.put(net.admin, `/api/game-settings/${shop}`, low)).body).toEqual(refused);
    expect((await call.get(net.admin, '/api/game-settings')).body).toMatchObject({
      items: expect.arrayContaining([
        expect.objectContaining({ shopId: shop, defaultBetAmount: 20, minStackAmount: 15 }),
      ]),
    });
    const equal = { ...settings, defaultBetAmount: 10, minStackAmount: 10 };
    expect((await call.put(net.admin, `/api/game-settings/${shop}`, equal)).status).toBe(200);
  });

  it('of a deleted shop take no edit and no delete: a 404 as for an unknown shop, and nothing recorded', async () => {
    const shop = net.freeShop2.id;
    expect((await call.post(net.admin, '/api/game-settings', { shopId: shop, ...settings })).status).toBe(
      200,
    );
    expect((await call.del(net.admin, `/api/Shop/${shop}`)).status).toBe(200);
    const unknownUrl = '/api/game-settings/00000000-0000-4000-8000-000000000000';
    const unknown = await call.put(net.admin, unknownUrl, settings);
    expect(unknown.status).toBe(404);
    const db = ctx.database.db;
    const state = async () => ({
      row: await db.select().from(gameSettings).where(eq(gameSettings.shopId, shop)),
      events: await db.select().from(auditEvents).where(eq(auditEvents.chain, shop)),
    });
    const before = await state();
    expect(before.row).toHaveLength(1);
    const url = `/api/game-settings/${shop}`;
    expect((await call.put(net.admin, url, { ...settings, maxCards: 60 })).body).toEqual(unknown.body);
    expect((await call.del(net.admin, url)).body).toEqual((await call.del(net.admin, unknownUrl)).body);
    expect(await state()).toEqual(before);
  });
});
