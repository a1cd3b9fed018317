import { chainEvents, twoAtOnce } from '@test/fixtures/audit';
import { caller } from '@test/fixtures/money';
import { appWithNetwork } from '@test/support';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jackpots } from '@/db/schema';
import { shopChain } from '../audit/chain';

// Real PostgreSQL: jackpot saves racing each other or their shop's deletion, which PGlite cannot run.
// Each race holds the shop's chain, so the request started first is known to be ahead.

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);
const db = () => ctx.database.db;

const save = (shopId: string, bonusAmount: number) => () =>
  call.post(net.admin, '/api/jackpot', { shopId, bonusAmount });
const deleteShop = (shopId: string) => () => call.del(net.admin, `/api/Shop/${shopId}`);

/** The shop's chain as kinds, with each JackpotChanged's from → amount (santim). */
async function chainOf(shopId: string) {
  return (await chainEvents(db(), shopChain(shopId))).map(({ kind, subject }) => {
    if (kind !== 'JackpotChanged') return kind;
    const { from, bonusAmount } = subject as { from: unknown; bonusAmount: number };
    return { kind, from, bonusAmount };
  });
}

const jackpotOf = (shopId: string) =>
  db().select({ bonusAmount: jackpots.bonusAmount }).from(jackpots).where(eq(jackpots.shopId, shopId));

describe('two saves of a shop’s first jackpot at one moment', () => {
  it('record the first one’s amount and status as what the second replaced', async () => {
    const shop = net.shop1.id;
    const replies = await twoAtOnce(db(), shopChain(shop), save(shop, 500), save(shop, 800));
    expect(replies.map((r) => [r.status, r.body.bonusAmount])).toEqual([
      [200, 500],
      [200, 800],
    ]);
    expect(await chainOf(shop)).toEqual([
      'ShopCreated',
      'CashierAssigned',
      { kind: 'JackpotChanged', from: null, bonusAmount: 50_000 },
      { kind: 'JackpotChanged', from: { bonusAmount: 50_000, status: 1 }, bonusAmount: 80_000 },
    ]);
  });
});

describe('a jackpot saved while its shop is deleted', () => {
  it('is refused when the delete came first, as for an unknown shop', async () => {
    const shop = net.freeShop1.id;
    const [deleted, saved] = await twoAtOnce(db(), shopChain(shop), deleteShop(shop), save(shop, 300));
    expect(deleted.status).toBe(200);
    expect([saved.status, saved.body.message]).toEqual([400, 'Invalid shop selection']);
    expect(await jackpotOf(shop)).toEqual([]);
    expect(await chainOf(shop)).toEqual(['ShopCreated', 'ShopDeleted']);
  });

  it('is kept when the save came first: the delete waits for it', async () => {
    const shop = net.freeShop2.id;
    const [saved, deleted] = await twoAtOnce(db(), shopChain(shop), save(shop, 300), deleteShop(shop));
    expect([saved.status, deleted.status]).toEqual([200, 200]);
    expect(await jackpotOf(shop)).toEqual([{ bonusAmount: 30_000 }]);
    expect(await chainOf(shop)).toEqual([
      'ShopCreated',
      { kind: 'JackpotChanged', from: null, bonusAmount: 30_000 },
      'ShopDeleted',
    ]);
  });

  it('cannot be toggled when the delete came first: a 404 as for an unknown jackpot', async () => {
    const shop = net.shop2.id;
    const jackpot = await save(shop, 50)();
    const toggle = () => call.post(net.admin, `/api/jackpot/${jackpot.body.id}/toggle`, { status: 0 });
    const [deleted, toggled] = await twoAtOnce(db(), shopChain(shop), deleteShop(shop), toggle);
    expect(deleted.status).toBe(200);
    expect([toggled.status, toggled.body.message]).toEqual([404, 'Jackpot not found']);
    expect(await chainOf(shop)).toEqual([
      'ShopCreated',
      'CashierAssigned',
      { kind: 'JackpotChanged', from: null, bonusAmount: 5_000 },
      'ShopDeleted',
    ]);
  });
});
