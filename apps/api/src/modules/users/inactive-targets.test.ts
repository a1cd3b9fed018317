import { newUserBody, shopBody } from '@test/fixtures/people';
import { appWithNetwork, caller } from '@test/support';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shops, users } from '@/db/schema';

// A deactivated user cannot log in (DESIGN section 4), so nothing is handed to one: a shop or a
// cashier given to an inactive agent, or an agent to an inactive super agent, would be left
// unmanaged, and an inactive cashier is not seated.

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);
const db = () => ctx.database.db;

const AGENT_NOT_FOUND = 'Selected agent not found. Please try selecting an agent again.';
const AGENT_INACTIVE = "This shop's agent is inactive. Move the shop to an active agent first.";
const CASHIER_INACTIVE = 'This cashier is inactive. Activate them before assigning a shop.';

const refused = (status: 404 | 409, code: string, message: string) => ({
  status,
  body: { statusCode: status, error: status === 404 ? 'Not Found' : 'Conflict', code, message },
});
const strip = ({ status, body }: { status: number; body: Record<string, unknown> }) => ({ status, body });

let serial = 0;
const person = (role: 'Agent' | 'Cashier', link: Record<string, string>) =>
  newUserBody(++serial, 'inactive-target', role, link);

const toggle = async (as: typeof net.admin, id: string, isActive: boolean) => {
  const res = await call('POST', `/api/auth/toggle-status/${id}`, { as });
  expect(res.body.isActive).toBe(isActive);
};
const register = (body: Record<string, unknown>) =>
  call('POST', '/api/auth/register', { as: net.admin, body });
const assign = (as: typeof net.admin, cashierId: string, shopId: string) =>
  call('POST', '/api/shop/assign-cashier', { as, body: { cashierId, shopId } });

const shopRow = async (id: string) =>
  (
    await db()
      .select({ name: shops.name, agentId: shops.agentId, cashierId: shops.cashierId })
      .from(shops)
      .where(eq(shops.id, id))
  )[0];
const userCount = async () => (await db().select({ id: users.id }).from(users)).length;
const shopCount = async () => (await db().select({ id: shops.id }).from(shops)).length;

/** A free shop of agent1b, made while it was active. */
let spareShop: string;

beforeAll(async () => {
  const created = await call('POST', '/api/Shop', { as: net.admin, body: shopBody('Spare', net.agent1b.id) });
  expect(created.status).toBe(201);
  spareShop = String(created.body.id);
  await toggle(net.sa1, net.agent1b.id, false);
  await toggle(net.admin, net.sa2.id, false);
  await toggle(net.agent1, net.cashier1.id, false);
});

describe('nothing is handed to a deactivated user', () => {
  it('gives no shop to a deactivated agent, by create or by move', async () => {
    const shopsBefore = await shopCount();
    const notFound = refused(404, 'SHOP_AGENT_NOT_FOUND', AGENT_NOT_FOUND);
    for (const as of [net.admin, net.sa1]) {
      const body = shopBody('Nobody runs it', net.agent1b.id);
      expect(strip(await call('POST', '/api/Shop', { as, body }))).toEqual(notFound);
      const moved = await call('PUT', `/api/Shop/${net.freeShop1.id}`, {
        as,
        body: shopBody(net.freeShop1.name, net.agent1b.id),
      });
      expect(strip(moved)).toEqual(notFound);
    }
    expect(await shopCount()).toBe(shopsBefore);
    expect(await shopRow(net.freeShop1.id)).toEqual({
      name: net.freeShop1.name,
      agentId: net.agent1.id,
      cashierId: null,
    });
  });

  it('still lets a deactivated agent’s shop be edited while it keeps that agent', async () => {
    const edited = await call('PUT', `/api/Shop/${spareShop}`, {
      as: net.sa1,
      body: shopBody('Spare (renamed)', net.agent1b.id),
    });
    expect(edited.status).toBe(200);
    expect(await shopRow(spareShop)).toEqual({
      name: 'Spare (renamed)',
      agentId: net.agent1b.id,
      cashierId: null,
    });
  });

  it('seats no cashier under a deactivated agent, and offers none of its shops as free', async () => {
    const free = await call('GET', '/api/Shop/available', { as: net.admin });
    const freeIds = (free.body.items as { id: string }[]).map((s) => s.id);
    expect(freeIds).not.toContain(spareShop);
    expect(freeIds).toContain(net.freeShop1.id);
    const usersBefore = await userCount();
    const inactive = refused(409, 'SHOP_AGENT_INACTIVE', AGENT_INACTIVE);
    expect(strip(await register(person('Cashier', { shopId: spareShop })))).toEqual(inactive);
    expect(await userCount()).toBe(usersBefore);
    expect(strip(await assign(net.admin, net.cashier2.id, spareShop))).toEqual(inactive);
    expect(await shopRow(spareShop)).toMatchObject({ agentId: net.agent1b.id, cashierId: null });
    expect(await shopRow(net.shop2.id)).toMatchObject({ cashierId: net.cashier2.id });
  });

  it('creates no agent under a deactivated super agent', async () => {
    const usersBefore = await userCount();
    const res = await register(person('Agent', { superAgentId: net.sa2.id }));
    expect(strip(res)).toEqual(refused(404, 'SERVER_SUPER_AGENT_NOT_FOUND', 'Super Agent not found'));
    expect(await userCount()).toBe(usersBefore);
  });

  it('seats no deactivated cashier, for its agent or an Admin', async () => {
    const inactive = refused(409, 'SHOP_CASHIER_INACTIVE', CASHIER_INACTIVE);
    expect(strip(await assign(net.agent1, net.cashier1.id, net.freeShop1.id))).toEqual(inactive);
    expect(strip(await assign(net.admin, net.cashier1.id, net.freeShop2.id))).toEqual(inactive);
    expect(await shopRow(net.shop1.id)).toMatchObject({ cashierId: net.cashier1.id });
    expect(await shopRow(net.freeShop1.id)).toMatchObject({ cashierId: null });
    expect(await shopRow(net.freeShop2.id)).toMatchObject({ cashierId: null });
  });

  it('hands them work again once they are reactivated', async () => {
    await toggle(net.sa1, net.agent1b.id, true);
    await toggle(net.admin, net.sa2.id, true);
    await toggle(net.agent1, net.cashier1.id, true);
    const created = await call('POST', '/api/Shop', {
      as: net.sa1,
      body: shopBody('Spare 2', net.agent1b.id),
    });
    expect(created.body).toMatchObject({ agentId: net.agent1b.id });
    const cashier = await register(person('Cashier', { shopId: spareShop }));
    expect(cashier.body).toMatchObject({ role: 'Cashier', parentId: net.agent1b.id, shopId: spareShop });
    const agent = await register(person('Agent', { superAgentId: net.sa2.id }));
    expect(agent.body).toMatchObject({ role: 'Agent', parentId: net.sa2.id });
    const seated = await assign(net.agent1, net.cashier1.id, net.freeShop1.id);
    expect(seated.status).toBe(200);
    expect(await shopRow(net.freeShop1.id)).toMatchObject({ cashierId: net.cashier1.id });
  });
});
