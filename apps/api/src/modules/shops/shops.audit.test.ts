import { SHOP_MESSAGES } from '@bingo/contracts';
import { chainEvents } from '@test/fixtures/audit';
import { caller } from '@test/fixtures/money';
import { appWithNetwork } from '@test/support';
import { describe, expect, it } from 'vitest';
import { shopChain } from '../audit/chain';

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);

const lastOf = async (shopId: string, count: number) =>
  (await chainEvents(ctx.database.db, shopChain(shopId))).slice(-count);

const fieldsOf = (shop: { name: string }, city: string, agentId: string) => ({
  name: shop.name,
  country: 'Ethiopia',
  city,
  woreda: 'Woreda 1',
  location: `${city} centre`,
  agentId,
});

// DESIGN §5.7: every user and shop change writes an event. A shop handed to another agent takes its
// cashier (and so who may pay, deactivate and watch that cashier) along; the record must say from
// whom, and the shop a cashier leaves must not go on reading as if it still ran there.
describe('the record of a shop’s changes', () => {
  it('an edit that moves the shop to another agent records the fields it replaced and the cashier it moved', async () => {
    const edit = {
      name: 'Adama Hall',
      country: 'Ethiopia',
      city: 'Adama',
      woreda: 'W4',
      location: 'Station road',
      agentId: net.agent1.id,
    };
    expect((await call.put(net.admin, `/api/Shop/${net.shop1b.id}`, edit)).status).toBe(200);
    expect(await lastOf(net.shop1b.id, 1)).toEqual([
      {
        kind: 'ShopUpdated',
        actorId: net.admin.id,
        subject: {
          shopId: net.shop1b.id,
          ...edit,
          from: fieldsOf(net.shop1b, 'Adama', net.agent1b.id),
          movedCashierId: net.cashier1b.id,
        },
      },
    ]);
  });

  it('an edit that keeps the agent records the old texts and no moved cashier', async () => {
    const edit = { ...fieldsOf(net.shop2, 'Hawassa', net.agent2.id), name: 'Hawassa Hall' };
    expect((await call.put(net.agent2, `/api/Shop/${net.shop2.id}`, edit)).status).toBe(200);
    expect(await lastOf(net.shop2.id, 1)).toEqual([
      {
        kind: 'ShopUpdated',
        actorId: net.agent2.id,
        subject: {
          shopId: net.shop2.id,
          ...edit,
          from: fieldsOf(net.shop2, 'Hawassa', net.agent2.id),
          movedCashierId: null,
        },
      },
    ]);
  });

  it('a cashier assigned to another shop is released on the chain of the shop it left', async () => {
    const assign = await call.post(net.admin, '/api/shop/assign-cashier', {
      cashierId: net.cashier1.id,
      shopId: net.freeShop1.id,
    });
    expect(assign.status).toBe(200);
    expect(await lastOf(net.shop1.id, 1)).toEqual([
      {
        kind: 'CashierReleased',
        actorId: net.admin.id,
        subject: { shopId: net.shop1.id, cashierId: net.cashier1.id, toShopId: net.freeShop1.id },
      },
    ]);
    expect(await lastOf(net.freeShop1.id, 1)).toEqual([
      {
        kind: 'CashierAssigned',
        actorId: net.admin.id,
        subject: { shopId: net.freeShop1.id, cashierId: net.cashier1.id },
      },
    ]);
  });

  it('a refused edit or assignment records nothing', async () => {
    const before = await Promise.all([net.shop1b.id, net.shop2.id].map((id) => lastOf(id, 1)));
    const stale = await call.put<{ message: string }>(net.admin, `/api/Shop/${net.shop1b.id}`, {
      ...fieldsOf(net.shop1b, 'Adama', net.agent1b.id),
      expectedUpdatedAt: '2020-01-01T00:00:00.000Z',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(SHOP_MESSAGES.shopChanged);
    // shop2's seat is held by its active cashier.
    const taken = await call.post<{ message: string }>(net.admin, '/api/shop/assign-cashier', {
      cashierId: net.cashier1b.id,
      shopId: net.shop2.id,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(SHOP_MESSAGES.invalidShop);
    expect(await Promise.all([net.shop1b.id, net.shop2.id].map((id) => lastOf(id, 1)))).toEqual(before);
  });
});
