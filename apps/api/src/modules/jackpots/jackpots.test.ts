import { caller } from '@test/fixtures/money';
import { appWithNetwork } from '@test/support';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, jackpots } from '@/db/schema';

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);

type Jackpot = { id: string; shopId: string; shopName: string; bonusAmount: number; status: number };
const comingSoon = { bonusAmount: 0, message: 'Jackpot Coming Soon' };

describe('jackpots', () => {
  it('show "Jackpot Coming Soon" to a cashier whose shop has none', async () => {
    expect((await call.get(net.cashier1, '/api/jackpot/my')).body).toEqual(comingSoon);
  });

  it('are saved by shop: a second save edits the same jackpot', async () => {
    const created = await call.post<Jackpot>(net.admin, '/api/jackpot', {
      shopId: net.shop1.id,
      bonusAmount: 500,
    });
    expect(created.body).toMatchObject({
      shopId: net.shop1.id,
      shopName: net.shop1.name,
      bonusAmount: 500,
      status: 1,
    });
    const edited = await call.post<Jackpot>(net.admin, '/api/jackpot', {
      shopId: net.shop1.id,
      bonusAmount: 1234.5,
    });
    expect(edited.body).toMatchObject({ id: created.body.id, bonusAmount: 1234.5, status: 1 });
    expect((await call.get(net.cashier1, '/api/jackpot/my')).body).toEqual({
      bonusAmount: 1234.5,
      message: 'Jackpot 1,234.50 Br',
    });
    expect((await call.get(net.cashier1b, '/api/jackpot/my')).body).toEqual(comingSoon);
  });

  it('toggle between active and inactive', async () => {
    const [jackpot] = (await call.get<{ items: Jackpot[] }>(net.admin, '/api/jackpot')).body.items;
    const off = await call.post<Jackpot>(net.admin, `/api/jackpot/${jackpot?.id}/toggle`);
    expect(off.body.status).toBe(0);
    expect((await call.get(net.cashier1, '/api/jackpot/my')).body).toEqual(comingSoon);
    expect((await call.post<Jackpot>(net.admin, `/api/jackpot/${jackpot?.id}/toggle`)).body.status).toBe(1);
    expect(
      (await call.post(net.admin, '/api/jackpot/00000000-0000-4000-8000-000000000000/toggle')).status,
    ).toBe(404);
  });

  it('set the status a screen asks for: a second Deactivate from a stale screen keeps it off', async () => {
    const [jackpot] = (await call.get<{ items: Jackpot[] }>(net.admin, '/api/jackpot')).body.items;
    const url = `/api/jackpot/${jackpot?.id}/toggle`;
    const changes = async () =>
      (
        await ctx.database.db
          .select({ id: auditEvents.id })
          .from(auditEvents)
          .where(and(eq(auditEvents.chain, net.shop1.id), eq(auditEvents.kind, 'JackpotChanged')))
      ).length;
    const before = await changes();
    const first = await call.post<Jackpot>(net.admin, url, { status: 0 });
    const stale = await call.post<Jackpot>(net.admin, url, { status: 0 });
    expect([first.body.status, stale.status, stale.body.status]).toEqual([0, 200, 0]);
    expect(await changes()).toBe(before + 1);
    expect((await call.get(net.cashier1, '/api/jackpot/my')).body).toEqual(comingSoon);
    const bad = await call.post(net.admin, url, { status: 2 });
    expect([bad.status, bad.body.message]).toEqual([400, 'Status must be 1 (active) or 0 (inactive)']);
    expect((await call.post<Jackpot>(net.admin, url, { status: 1 })).body.status).toBe(1);
    expect((await call.post<Jackpot>(net.admin, url, {})).body.status).toBe(0);
    expect((await call.post<Jackpot>(net.admin, url)).body.status).toBe(1);
    expect(await changes()).toBe(before + 4);
  });

  it('keep their status when an edit names none: a new amount never switches a jackpot back on', async () => {
    const off = await call.post<Jackpot>(net.admin, '/api/jackpot', {
      shopId: net.shop1.id,
      bonusAmount: 100,
      status: 0,
    });
    expect(off.body.status).toBe(0);
    const edited = await call.post<Jackpot>(net.admin, '/api/jackpot', {
      shopId: net.shop1.id,
      bonusAmount: 250,
    });
    expect(edited.body).toMatchObject({ id: off.body.id, bonusAmount: 250, status: 0 });
    expect((await call.get(net.cashier1, '/api/jackpot/my')).body).toEqual(comingSoon);
    const on = await call.post<Jackpot>(net.admin, '/api/jackpot', {
      shopId: net.shop1.id,
      bonusAmount: 250,
      status: 1,
    });
    expect(on.body.status).toBe(1);
  });

  it.each([
    [{ bonusAmount: 5 }, 'Please select a shop'],
    [{ shopId: 'shop-1', bonusAmount: 5 }, 'Invalid shop selection'],
    [{ shopId: '00000000-0000-4000-8000-000000000000', bonusAmount: 5 }, 'Invalid shop selection'],
    [{ shopId: 'SHOP', bonusAmount: 'lots' }, 'Invalid shop selection'],
  ])('refuse %j with "%s"', async (body, message) => {
    expect((await call.post(net.admin, '/api/jackpot', body)).body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: message === 'Please select a shop' ? 'JACKPOT_SHOP_REQUIRED' : 'JACKPOT_SHOP_INVALID',
      message,
    });
  });

  it('refuse an amount that is not a valid number', async () => {
    const res = await call.post(net.admin, '/api/jackpot', { shopId: net.shop2.id, bonusAmount: -1 });
    expect(res.body.message).toBe('Bonus amount must be a valid number');
  });

  it('are listed within the caller’s shops and written by the Admin only', async () => {
    await call.post(net.admin, '/api/jackpot', { shopId: net.shop2.id, bonusAmount: 50, status: 0 });
    const shopsOf = async (who: typeof net.admin) =>
      (await call.get<{ items: Jackpot[] }>(who, '/api/jackpot')).body.items.map((j) => j.shopName).sort();
    expect(await shopsOf(net.admin)).toEqual([net.shop1.name, net.shop2.name].sort());
    expect(await shopsOf(net.sa1)).toEqual([net.shop1.name]);
    expect(await shopsOf(net.agent2)).toEqual([net.shop2.name]);
    expect(await shopsOf(net.agent1b)).toEqual([]);
    expect((await call.get(net.cashier1, '/api/jackpot')).status).toBe(403);
    expect((await call.get(net.admin, '/api/jackpot/my')).status).toBe(403);
    expect((await call.post(net.sa1, '/api/jackpot', { shopId: net.shop1.id, bonusAmount: 5 })).status).toBe(
      403,
    );
  });

  it('of a deleted shop cannot be toggled: a 404 as for an unknown jackpot, and nothing recorded', async () => {
    const shop = net.freeShop2.id;
    const saved = await call.post<Jackpot>(net.admin, '/api/jackpot', { shopId: shop, bonusAmount: 300 });
    expect(saved.body.status).toBe(1);
    expect((await call.del(net.admin, `/api/Shop/${shop}`)).status).toBe(200);
    const unknown = await call.post(net.admin, '/api/jackpot/00000000-0000-4000-8000-000000000000/toggle');
    expect(unknown.status).toBe(404);
    const db = ctx.database.db;
    const state = async () => ({
      row: await db.select().from(jackpots).where(eq(jackpots.shopId, shop)),
      events: await db.select().from(auditEvents).where(eq(auditEvents.chain, shop)),
    });
    const before = await state();
    const url = `/api/jackpot/${saved.body.id}/toggle`;
    expect((await call.post(net.admin, url)).body).toEqual(unknown.body);
    expect((await call.post(net.admin, url, { status: 0 })).body).toEqual(unknown.body);
    expect(await state()).toEqual(before);
  });
});
