import { appWithNetwork, caller } from '@test/support';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shops, users } from '@/db/schema';

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);

const shopBody = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  country: 'Ethiopia',
  city: 'Gondar',
  woreda: 'Woreda 5',
  location: 'Fasil Ghebbi',
  ...extra,
});
const ids = (body: Record<string, unknown>) => (body.items as { id: string }[]).map((s) => s.id).sort();
const parentOf = async (id: string) =>
  (await ctx.database.db.select({ p: users.parentId }).from(users).where(eq(users.id, id)))[0]?.p;

describe('listing', () => {
  it('scopes shops to the caller and shows agent and cashier', async () => {
    const admin = await call('GET', '/api/Shop', { as: net.admin });
    expect(ids(admin.body)).toHaveLength(5);
    const sa1 = await call('GET', '/api/shop', { as: net.sa1 });
    expect(ids(sa1.body)).toEqual([net.shop1.id, net.freeShop1.id, net.shop1b.id].sort());
    const agent1 = await call('GET', '/api/SHOP', { as: net.agent1 });
    expect(ids(agent1.body)).toEqual([net.shop1.id, net.freeShop1.id].sort());
    const shop1 = (agent1.body.items as Record<string, unknown>[]).find((s) => s.id === net.shop1.id);
    expect(shop1).toMatchObject({
      agentId: net.agent1.id,
      agent: { id: net.agent1.id, userId: net.agent1.id, firstName: 'Agent1', lastName: 'Tester' },
      cashierId: net.cashier1.id,
      cashier: { firstName: 'Cashier1', lastName: 'Tester', email: net.cashier1.email },
    });
    expect((await call('GET', '/api/Shop', { as: net.cashier1 })).status).toBe(403);
  });

  it('lists the shops that still need a cashier', async () => {
    const admin = await call('GET', '/api/Shop/available', { as: net.admin });
    expect(ids(admin.body)).toEqual([net.freeShop1.id, net.freeShop2.id].sort());
    const agent2 = await call('GET', '/api/Shop/available', { as: net.agent2 });
    expect(ids(agent2.body)).toEqual([net.freeShop2.id]);
  });

  it('shows one shop in scope, 404 outside', async () => {
    expect((await call('GET', `/api/Shop/${net.shop1b.id}`, { as: net.sa1 })).status).toBe(200);
    const other = await call('GET', `/api/Shop/${net.shop2.id}`, { as: net.sa1 });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Shop not found');
    expect((await call('GET', `/api/Shop/${net.shop1b.id}`, { as: net.agent1 })).status).toBe(404);
  });
});

describe('creating and editing', () => {
  it('Admin names any agent; a Super Agent one of its agents; an Agent itself', async () => {
    const admin = await call('POST', '/api/Shop', {
      as: net.admin,
      body: shopBody('A', { agentId: net.agent2.id }),
    });
    expect(admin.status).toBe(201);
    expect(admin.body).toMatchObject({ name: 'A', agentId: net.agent2.id, cashierId: null, cashier: null });
    const sa = await call('POST', '/api/Shop', {
      as: net.sa1,
      body: shopBody('B', { agentId: net.agent1b.id }),
    });
    expect(sa.body.agentId).toBe(net.agent1b.id);
    const agent = await call('POST', '/api/Shop', {
      as: net.agent1,
      body: shopBody('C', { cashierId: null }),
    });
    expect(agent.body.agentId).toBe(net.agent1.id);
  });

  it('refuses agents outside the caller scope with the spec message', async () => {
    const sa = await call('POST', '/api/Shop', {
      as: net.sa1,
      body: shopBody('X', { agentId: net.agent2.id }),
    });
    expect(sa.status).toBe(404);
    expect(sa.body.message).toBe('Selected agent not found. Please try selecting an agent again.');
    const agent = await call('POST', '/api/Shop', {
      as: net.agent1,
      body: shopBody('X', { agentId: net.agent1b.id }),
    });
    expect(agent.status).toBe(404);
    const notAgent = await call('POST', '/api/Shop', {
      as: net.admin,
      body: shopBody('X', { agentId: net.sa1.id }),
    });
    expect(notAgent.status).toBe(404);
    const missing = await call('POST', '/api/Shop', { as: net.admin, body: shopBody('X') });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please fill in all required fields');
    expect((await call('POST', '/api/Shop', { as: net.cashier1, body: shopBody('X') })).status).toBe(403);
  });

  it('edits a shop; moving it to another agent takes its cashier along', async () => {
    const edit = await call('PUT', `/api/Shop/${net.shop1b.id}`, {
      as: net.agent1b,
      body: shopBody('Renamed'),
    });
    expect(edit.body).toMatchObject({ name: 'Renamed', city: 'Gondar', agentId: net.agent1b.id });
    const agentMove = await call('PUT', `/api/Shop/${net.shop1b.id}`, {
      as: net.agent1b,
      body: shopBody('Renamed', { agentId: net.agent1.id }),
    });
    expect(agentMove.status).toBe(404);
    const move = await call('PUT', `/api/Shop/${net.shop1b.id}`, {
      as: net.sa1,
      body: shopBody('Moved', { agentId: net.agent1.id }),
    });
    expect(move.body).toMatchObject({ agentId: net.agent1.id, cashierId: net.cashier1b.id });
    expect(await parentOf(net.cashier1b.id)).toBe(net.agent1.id);
    const back = await call('PUT', `/api/Shop/${net.shop1b.id}`, {
      as: net.admin,
      body: shopBody('Moved', { agentId: net.agent1b.id }),
    });
    expect(back.status).toBe(200);
    expect(await parentOf(net.cashier1b.id)).toBe(net.agent1b.id);
    expect(
      (await call('PUT', `/api/Shop/${net.shop2.id}`, { as: net.sa1, body: shopBody('No') })).status,
    ).toBe(404);
  });

  it("refuses an edit from a form loaded before another manager's save, which it would undo", async () => {
    const loaded = (await call('GET', `/api/Shop/${net.shop2.id}`, { as: net.admin })).body;
    const expectedUpdatedAt = loaded.updatedAt as string;
    const first = await call('PUT', `/api/Shop/${net.shop2.id}`, {
      as: net.admin,
      body: shopBody('Piassa Bingo', { agentId: net.agent2.id, expectedUpdatedAt }),
    });
    expect([first.status, first.body.name]).toEqual([200, 'Piassa Bingo']);
    const stale = await call('PUT', `/api/Shop/${net.shop2.id}`, {
      as: net.sa2,
      body: {
        ...shopBody(loaded.name as string, { agentId: net.agent2.id, expectedUpdatedAt }),
        city: 'Dire Dawa',
      },
    });
    expect([stale.status, stale.body.code, stale.body.message]).toEqual([
      409,
      'SHOP_SHOP_CHANGED',
      'Someone else changed this shop after you opened it. Open it again to see their changes.',
    ]);
    const kept = (await call('GET', `/api/Shop/${net.shop2.id}`, { as: net.admin })).body;
    expect([kept.name, kept.city]).toEqual(['Piassa Bingo', 'Gondar']);
    const fresh = await call('PUT', `/api/Shop/${net.shop2.id}`, {
      as: net.sa2,
      body: {
        ...shopBody(kept.name as string, { agentId: net.agent2.id }),
        city: 'Dire Dawa',
        expectedUpdatedAt: kept.updatedAt,
      },
    });
    expect([fresh.status, fresh.body.name, fresh.body.city]).toEqual([200, 'Piassa Bingo', 'Dire Dawa']);
  });
});

describe('assigning cashiers', () => {
  it('an Agent moves its own cashier to its own free shop; the old shop is freed', async () => {
    const res = await call('POST', '/api/shop/assign-cashier', {
      as: net.agent1,
      body: { cashierId: net.cashier1.id, shopId: net.freeShop1.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Shop assigned successfully!');
    expect(res.body.shop).toMatchObject({ id: net.freeShop1.id, cashierId: net.cashier1.id });
    const old = await call('GET', `/api/Shop/${net.shop1.id}`, { as: net.agent1 });
    expect(old.body.cashierId).toBeNull();
    const me = await call('GET', '/api/auth/me', { as: net.cashier1 });
    expect(me.body.shopId).toBe(net.freeShop1.id);
    // Back to shop1, where the tests below expect cashier1 to sit.
    await call('POST', '/api/shop/assign-cashier', {
      as: net.agent1,
      body: { cashierId: net.cashier1.id, shopId: net.shop1.id },
    });
  });

  it('refuses a shop that has a cashier, and cashiers or shops out of scope', async () => {
    const taken = await call('POST', '/api/shop/assign-cashier', {
      as: net.agent1,
      body: { cashierId: net.cashier1.id, shopId: net.shop1.id },
    });
    expect(taken.status).toBe(200);
    const busy = await call('POST', '/api/shop/assign-cashier', {
      as: net.admin,
      body: { cashierId: net.cashier2.id, shopId: net.shop1.id },
    });
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe('Invalid shop selection. Please select a valid shop.');
    const sibling = await call('POST', '/api/shop/assign-cashier', {
      as: net.agent1,
      body: { cashierId: net.cashier1b.id, shopId: net.freeShop1.id },
    });
    expect(sibling.status).toBe(404);
    expect(sibling.body.message).toBe('Cashier not found');
    const otherShop = await call('POST', '/api/shop/assign-cashier', {
      as: net.agent2,
      body: { cashierId: net.cashier2.id, shopId: net.freeShop1.id },
    });
    expect(otherShop.status).toBe(404);
    expect(otherShop.body.message).toBe('Shop not found');
    const sa = await call('POST', '/api/shop/assign-cashier', {
      as: net.sa1,
      body: { cashierId: net.cashier1.id, shopId: net.freeShop1.id },
    });
    expect(sa.status).toBe(403);
  });

  it('an Admin may move a cashier across agents; it then belongs to the new agent', async () => {
    const res = await call('POST', '/api/shop/assign-cashier', {
      as: net.admin,
      body: { cashierId: net.cashier2.id, shopId: net.freeShop1.id },
    });
    expect(res.status).toBe(200);
    expect(await parentOf(net.cashier2.id)).toBe(net.agent1.id);
    await call('POST', '/api/shop/assign-cashier', {
      as: net.admin,
      body: { cashierId: net.cashier2.id, shopId: net.shop2.id },
    });
    expect(await parentOf(net.cashier2.id)).toBe(net.agent2.id);
  });
});

describe('deleting', () => {
  it('soft-deletes: the row stays, the shop leaves every list, its cashier is released', async () => {
    const res = await call('DELETE', `/api/Shop/${net.shop1b.id}`, { as: net.agent1b });
    expect(res.body).toEqual({ message: 'Shop deleted successfully!' });
    const [row] = await ctx.database.db.select().from(shops).where(eq(shops.id, net.shop1b.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.cashierId).toBeNull();
    expect((await call('GET', `/api/Shop/${net.shop1b.id}`, { as: net.admin })).status).toBe(404);
    const list = await call('GET', '/api/Shop', { as: net.admin });
    expect(ids(list.body)).not.toContain(net.shop1b.id);
    const cashier = await call('GET', `/api/auth/users/${net.cashier1b.id}`, { as: net.agent1b });
    expect(cashier.body).toMatchObject({
      shopId: null,
      shopName: null,
      isActive: true,
      parentId: net.agent1b.id,
    });
    expect((await call('DELETE', `/api/Shop/${net.shop1b.id}`, { as: net.admin })).status).toBe(404);
    expect((await call('DELETE', `/api/Shop/${net.shop2.id}`, { as: net.sa1 })).status).toBe(404);
  });
});

describe("a shop's cashier who left", () => {
  it('is still named in the shop lists and details, marked inactive until reactivated', async () => {
    type Listed = { id: string; cashierId: string | null; cashier: Record<string, unknown> | null };
    const shop2In = async () => {
      const list = await call('GET', '/api/Shop', { as: net.agent2 });
      const listed = (list.body.items as Listed[]).find((s) => s.id === net.shop2.id);
      const detail = await call('GET', `/api/Shop/${net.shop2.id}`, { as: net.agent2 });
      return { listed: listed?.cashier, detail: detail.body.cashier };
    };
    const cashier2 = (isActive: boolean) => ({
      id: net.cashier2.id,
      userId: net.cashier2.id,
      firstName: 'Cashier2',
      lastName: 'Tester',
      email: net.cashier2.email,
      isActive,
    });
    expect(await shop2In()).toEqual({ listed: cashier2(true), detail: cashier2(true) });

    const off = await call('POST', `/api/auth/toggle-status/${net.cashier2.id}`, {
      as: net.agent2,
      body: { isActive: false },
    });
    expect(off.body).toMatchObject({ isActive: false });
    expect(await shop2In()).toEqual({ listed: cashier2(false), detail: cashier2(false) });

    const on = await call('POST', `/api/auth/toggle-status/${net.cashier2.id}`, {
      as: net.agent2,
      body: { isActive: true },
    });
    expect(on.body).toMatchObject({ isActive: true });
    expect(await shop2In()).toEqual({ listed: cashier2(true), detail: cashier2(true) });
  });
});
