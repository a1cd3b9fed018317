import { chainEvents, twoAtOnce } from '@test/fixtures/audit';
import { caller } from '@test/fixtures/money';
import { appWithNetwork } from '@test/support';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameSettings } from '@/db/schema';
import { shopChain } from '../audit/chain';

// Real PostgreSQL: settings saves racing each other or their shop's deletion, which PGlite cannot
// run. Each race holds the shop's chain, so the request started first is known to be ahead.

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);
const db = () => ctx.database.db;

const values = { minCards: 2, maxCards: 20, defaultBetAmount: 20, minStackAmount: 10 };
const create =
  (shopId: string, minCards = values.minCards) =>
  () =>
    call.post(net.admin, '/api/game-settings', { shopId, ...values, minCards });
const edit = (shopId: string) => () =>
  call.put(net.admin, `/api/game-settings/${shopId}`, { ...values, maxCards: 30 });
const drop = (shopId: string) => () => call.del(net.admin, `/api/game-settings/${shopId}`);
const deleteShop = (shopId: string) => () => call.del(net.admin, `/api/Shop/${shopId}`);

/** The shop's chain as kinds, with each GameSettingsChanged's from → minimum and maximum cards. */
async function chainOf(shopId: string) {
  return (await chainEvents(db(), shopChain(shopId))).map(({ kind, subject }) => {
    if (kind !== 'GameSettingsChanged') return kind;
    type Cards = { minCards: number; maxCards: number } | null;
    const { from, settings } = subject as { from: Cards; settings: Cards };
    const cards = (s: Cards) => s && [s.minCards, s.maxCards];
    return { kind, from: cards(from), settings: cards(settings) };
  });
}

const settingsOf = (shopId: string) =>
  db().select({ maxCards: gameSettings.maxCards }).from(gameSettings).where(eq(gameSettings.shopId, shopId));

describe('two first saves of a shop’s settings at one moment', () => {
  it('make one row: the second is refused as a duplicate, so no change records a wrong from (the unique shop guards this, with or without the shop held)', async () => {
    const shop = net.shop1.id;
    const [first, second] = await twoAtOnce(db(), shopChain(shop), create(shop, 2), create(shop, 3));
    expect(first.status).toBe(200);
    expect([second.status, second.body.message]).toEqual([409, 'Game settings already exist for this shop']);
    expect(await chainOf(shop)).toEqual([
      'ShopCreated',
      'CashierAssigned',
      { kind: 'GameSettingsChanged', from: null, settings: [2, 20] },
    ]);
  });
});

describe('settings saved while their shop is deleted', () => {
  it('are not created when the delete came first, as for an unknown shop', async () => {
    const shop = net.freeShop1.id;
    const [deleted, created] = await twoAtOnce(db(), shopChain(shop), deleteShop(shop), create(shop));
    expect(deleted.status).toBe(200);
    expect([created.status, created.body.message]).toEqual([
      400,
      'Invalid shop selection. Please select a valid shop.',
    ]);
    expect(await settingsOf(shop)).toEqual([]);
    expect(await chainOf(shop)).toEqual(['ShopCreated', 'ShopDeleted']);
  });

  it.each([
    ['edited', net.shop2.id, edit],
    ['deleted', net.shop1b.id, drop],
  ])('are not %s when the delete came first, as settings not found', async (_, shop, change) => {
    expect((await create(shop)()).status).toBe(200);
    const [deleted, changed] = await twoAtOnce(db(), shopChain(shop), deleteShop(shop), change(shop));
    expect(deleted.status).toBe(200);
    expect([changed.status, changed.body.message]).toEqual([404, 'Game settings not found']);
    expect(await settingsOf(shop)).toEqual([{ maxCards: 20 }]);
    expect((await chainOf(shop)).slice(-2)).toEqual([
      { kind: 'GameSettingsChanged', from: null, settings: [2, 20] },
      'ShopDeleted',
    ]);
  });

  it('are kept when the save came first: the delete waits for it', async () => {
    const shop = net.freeShop2.id;
    const [created, deleted] = await twoAtOnce(db(), shopChain(shop), create(shop), deleteShop(shop));
    expect([created.status, deleted.status]).toEqual([200, 200]);
    expect(await settingsOf(shop)).toEqual([{ maxCards: 20 }]);
    expect(await chainOf(shop)).toEqual([
      'ShopCreated',
      { kind: 'GameSettingsChanged', from: null, settings: [2, 20] },
      'ShopDeleted',
    ]);
  });
});
