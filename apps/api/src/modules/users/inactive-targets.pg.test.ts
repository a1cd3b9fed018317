import { newUserBody, shopBody } from '@test/fixtures/people';
import { appWithNetwork, caller, holdLocks, untilWaitingOnLocks } from '@test/support';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shops, users } from '@/db/schema';

// Real PostgreSQL: a shop, a cashier or an agent handed to a user whose deactivation is committing at
// that moment. The test's transaction stages the deactivation (the row updated, not yet committed),
// so the request is known to come second; it must wait and then see the user inactive.

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);
const db = () => ctx.database.db;

/** Deactivates the user in a transaction of the test, held open until the returned release. */
const deactivating = (id: string) =>
  holdLocks(db(), (tx) => tx.update(users).set({ isActive: false }).where(eq(users.id, id)));
const reactivate = (id: string) => db().update(users).set({ isActive: true }).where(eq(users.id, id));

const person = (n: number, role: 'Agent' | 'Cashier', link: Record<string, string>) =>
  newUserBody(n, 'racing', role, link);
const emailsTaken = async (email: string) =>
  (await db().select({ id: users.id }).from(users).where(eq(users.email, email))).length;

/** A free shop of agent1b. */
let spareShop: string;

beforeAll(async () => {
  const created = await call('POST', '/api/Shop', { as: net.admin, body: shopBody('Spare', net.agent1b.id) });
  expect(created.status).toBe(201);
  spareShop = String(created.body.id);
});

describe('a hand-over racing the receiver’s deactivation waits for it, then is refused', () => {
  it('seats no new cashier in the shop of an agent being deactivated', async () => {
    const release = await deactivating(net.agent1b.id);
    const registering = call('POST', '/api/auth/register', {
      as: net.admin,
      body: person(1, 'Cashier', { shopId: spareShop }),
    });
    await untilWaitingOnLocks(db(), 1);
    await release();
    const res = await registering;
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'SHOP_AGENT_INACTIVE',
      message: "This shop's agent is inactive. Move the shop to an active agent first.",
    });
    expect(await emailsTaken('racing1@test.et')).toBe(0);
    const [shop] = await db()
      .select({ cashierId: shops.cashierId })
      .from(shops)
      .where(eq(shops.id, spareShop));
    expect(shop?.cashierId).toBeNull();
    await reactivate(net.agent1b.id);
  });

  it('creates no shop for an agent being deactivated', async () => {
    const before = (await db().select({ id: shops.id }).from(shops)).length;
    const release = await deactivating(net.agent1b.id);
    const creating = call('POST', '/api/Shop', { as: net.sa1, body: shopBody('Too late', net.agent1b.id) });
    await untilWaitingOnLocks(db(), 1);
    await release();
    const res = await creating;
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Selected agent not found. Please try selecting an agent again.');
    expect((await db().select({ id: shops.id }).from(shops)).length).toBe(before);
    await reactivate(net.agent1b.id);
  });

  it('creates no agent under a super agent being deactivated', async () => {
    const release = await deactivating(net.sa2.id);
    const registering = call('POST', '/api/auth/register', {
      as: net.admin,
      body: person(2, 'Agent', { superAgentId: net.sa2.id }),
    });
    await untilWaitingOnLocks(db(), 1);
    await release();
    const res = await registering;
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Super Agent not found');
    expect(await emailsTaken('racing2@test.et')).toBe(0);
    await reactivate(net.sa2.id);
  });
});
