import { appWithNetwork, caller } from '@test/support';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, shops } from '@/db/schema';

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);

let serial = 0;
const person = (role: string, extra: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    firstName: 'New',
    lastName: `Person${serial}`,
    email: `new${serial}@test.et`,
    phoneNumber: '+251911000999',
    password: 'secret1',
    role,
    ...extra,
  };
};

const ids = (body: Record<string, unknown>) => (body.items as { id: string }[]).map((u) => u.id).sort();

describe('registration: who may create whom', () => {
  it('Admin creates a Super Agent with its ledger account', async () => {
    const res = await call('POST', '/api/auth/register', { as: net.admin, body: person('SuperAgent') });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ role: 'SuperAgent', parentId: null, isActive: true, shopsCount: 0 });
    const [account] = await ctx.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, String(res.body.id)));
    expect(account).toMatchObject({ balance: 0, balanceType: 'Limited', systemCode: null });
  });

  it('Admin creates an Agent under a named Super Agent, and must name one', async () => {
    const ok = await call('POST', '/api/auth/register', {
      as: net.admin,
      body: person('Agent', { superAgentId: net.sa2.id }),
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ role: 'Agent', parentId: net.sa2.id, parentName: 'Sa2 Tester' });
    const missing = await call('POST', '/api/auth/register', { as: net.admin, body: person('Agent') });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Super Agent is required');
    const notSuper = await call('POST', '/api/auth/register', {
      as: net.admin,
      body: person('Agent', { superAgentId: net.agent1.id }),
    });
    expect(notSuper.status).toBe(404);
    expect(notSuper.body.message).toBe('Super Agent not found');
  });

  it('a Super Agent creates Agents under itself only', async () => {
    const own = await call('POST', '/api/auth/register', {
      as: net.sa1,
      body: person('Agent', { phoneNumber: undefined }),
    });
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ parentId: net.sa1.id, phoneNumber: null });
    const elsewhere = await call('POST', '/api/auth/register', {
      as: net.sa1,
      body: person('Agent', { superAgentId: net.sa2.id }),
    });
    expect(elsewhere.status).toBe(404);
    for (const role of ['SuperAgent', 'Cashier']) {
      const body = person(role, role === 'Cashier' ? { shopId: net.freeShop1.id } : {});
      expect((await call('POST', '/api/auth/register', { as: net.sa1, body })).status).toBe(403);
    }
  });

  it('an Agent creates a Cashier for its own free shop; the cashier belongs to the shop agent', async () => {
    const res = await call('POST', '/api/auth/register', {
      as: net.agent2,
      body: person('Cashier', { shopId: net.freeShop2.id }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      role: 'Cashier',
      parentId: net.agent2.id,
      shopId: net.freeShop2.id,
      shopName: net.freeShop2.name,
    });
    const other = await call('POST', '/api/auth/register', {
      as: net.agent2,
      body: person('Cashier', { shopId: net.freeShop1.id }),
    });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Shop not found');
    for (const role of ['SuperAgent', 'Agent']) {
      expect((await call('POST', '/api/auth/register', { as: net.agent2, body: person(role) })).status).toBe(
        403,
      );
    }
  });

  it('one cashier per shop, with the spec messages', async () => {
    // agent2 has no free shop left now: shop2 and freeShop2 both have cashiers.
    const none = await call('POST', '/api/auth/register', {
      as: net.agent2,
      body: person('Cashier', { shopId: net.shop2.id }),
    });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('No available shops found. All shops already have cashiers assigned.');
    // The Admin still has free shops elsewhere, so the chosen one is just a wrong pick.
    const taken = await call('POST', '/api/auth/register', {
      as: net.admin,
      body: person('Cashier', { shopId: net.shop2.id }),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Invalid shop selection. Please select a valid shop.');
  });

  it('Cashiers create nobody; e-mails are unique regardless of case', async () => {
    expect(
      (await call('POST', '/api/auth/register', { as: net.cashier1, body: person('SuperAgent') })).status,
    ).toBe(403);
    const dup = await call('POST', '/api/auth/register', {
      as: net.admin,
      body: person('SuperAgent', { email: net.sa1.email.toUpperCase() }),
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('A user with this email already exists');
  });

  it('lets exactly one of two simultaneous registrations of an e-mail win', async () => {
    const body = person('SuperAgent', { email: 'race@test.et' });
    const results = await Promise.all([
      call('POST', '/api/auth/register', { as: net.admin, body }),
      call('POST', '/api/auth/register', { as: net.admin, body: { ...body, email: 'RACE@test.et' } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)?.body.message).toBe('A user with this email already exists');
  });

  it('never takes the parent, a balance or Admin from the body', async () => {
    for (const extra of [{ parentId: net.sa2.id }, { balance: 1000 }, { isActive: false }]) {
      const res = await call('POST', '/api/auth/register', { as: net.sa1, body: person('Agent', extra) });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^Unknown field in the body: (parentId|balance|isActive)$/);
    }
    const admin = await call('POST', '/api/auth/register', { as: net.admin, body: person('Admin') });
    expect(admin.status).toBe(400);
    expect(admin.body.message).toBe('Role must be SuperAgent, Agent or Cashier');
  });
});

describe('lists, scoped to the caller', () => {
  it('Admin sees everyone; a Super Agent its agents; an Agent its cashiers', async () => {
    const all = await call('GET', '/api/auth/users', { as: net.admin });
    expect(ids(all.body)).toEqual(expect.arrayContaining([net.admin.id, net.sa1.id, net.cashier2.id]));
    const sa1 = await call('GET', '/api/auth/users', { as: net.sa1 });
    const sa1Ids = ids(sa1.body);
    expect(sa1Ids).toEqual(expect.arrayContaining([net.agent1.id, net.agent1b.id]));
    expect(sa1Ids).not.toContain(net.agent2.id);
    expect(sa1Ids).not.toContain(net.cashier1.id);
    expect((sa1.body.items as { role: string }[]).every((u) => u.role === 'Agent')).toBe(true);
    const agent1 = await call('GET', '/api/auth/my-cashiers', { as: net.agent1 });
    expect(ids(agent1.body)).toEqual([net.cashier1.id]);
    expect((await call('GET', '/api/auth/my-cashiers', { as: net.sa1 })).status).toBe(403);
  });

  it('my-agents exists at both paths and counts shops', async () => {
    const a = await call('GET', '/api/auth/my-agents', { as: net.sa1 });
    const b = await call('GET', '/api/agent/MY-AGENTS', { as: net.sa1 });
    expect(a.body).toEqual(b.body);
    const agent1 = (a.body.items as { id: string; shopsCount: number }[]).find((u) => u.id === net.agent1.id);
    expect(agent1?.shopsCount).toBe(2);
    expect((await call('GET', '/api/Agent/my-agents', { as: net.agent1 })).status).toBe(403);
  });

  it('counts live shops only: a deleted shop leaves its agent’s and super agent’s counts', async () => {
    const counts = async () => {
      const agents = await call('GET', '/api/auth/my-agents', { as: net.sa1 });
      const sa1 = await call('GET', `/api/auth/users/${net.sa1.id}`, { as: net.admin });
      const agent1 = (agents.body.items as { id: string; shopsCount: number }[]).find(
        (u) => u.id === net.agent1.id,
      );
      return [agent1?.shopsCount, sa1.body.shopsCount];
    };
    expect(await counts()).toEqual([2, 3]);
    const body = {
      name: 'Counted',
      country: 'Ethiopia',
      city: 'Gondar',
      woreda: 'Woreda 5',
      location: 'Piazza',
    };
    const made = await call('POST', '/api/Shop', {
      as: net.admin,
      body: { ...body, agentId: net.agent1.id },
    });
    expect(made.status).toBe(201);
    expect(await counts()).toEqual([3, 4]);
    expect((await call('DELETE', `/api/Shop/${made.body.id}`, { as: net.admin })).status).toBe(200);
    expect(await counts()).toEqual([2, 3]);
  });

  it('all-agents (the shop form fallback) lists the agents in scope, in the list envelope', async () => {
    const sa1 = await call('GET', '/api/Agent/all-agents', { as: net.sa1 });
    expect(sa1.status).toBe(200);
    expect(sa1.body).toEqual((await call('GET', '/api/Agent/my-agents', { as: net.sa1 })).body);
    expect(ids(sa1.body)).not.toContain(net.agent2.id);
    const admin = await call('GET', '/api/agent/ALL-AGENTS', { as: net.admin });
    expect(ids(admin.body)).toEqual(expect.arrayContaining([net.agent1.id, net.agent1b.id, net.agent2.id]));
    expect((admin.body.items as { role: string }[]).every((u) => u.role === 'Agent')).toBe(true);
    expect((await call('GET', '/api/Agent/all-agents', { as: net.agent1 })).status).toBe(403);
    expect((await call('GET', '/api/Agent/all-agents', { as: net.cashier1 })).status).toBe(403);
    expect((await call('GET', '/api/Agent/all-agents')).status).toBe(401);
  });

  it('filters by role (any case) and by search', async () => {
    const cashiers = await call('GET', '/api/auth/users-by-role/cashier', { as: net.admin });
    expect((cashiers.body.items as { role: string }[]).every((u) => u.role === 'Cashier')).toBe(true);
    expect(ids(cashiers.body)).toEqual(expect.arrayContaining([net.cashier1.id, net.cashier2.id]));
    const search = await call('GET', '/api/auth/users?search=agent1b', { as: net.admin });
    expect(ids(search.body)).toEqual([net.agent1b.id]);
    const bad = await call('GET', '/api/auth/users-by-role/boss', { as: net.admin });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Role must be Admin, SuperAgent, Agent or Cashier');
  });

  it('shows one user in scope, 404 outside', async () => {
    const own = await call('GET', `/api/auth/users/${net.cashier1.id}`, { as: net.agent1 });
    expect(own.body).toMatchObject({
      id: net.cashier1.id,
      shopId: net.shop1.id,
      parentName: 'Agent1 Tester',
    });
    const sibling = await call('GET', `/api/auth/users/${net.cashier1b.id}`, { as: net.agent1 });
    expect(sibling.status).toBe(404);
    expect(sibling.body.message).toBe('User not found');
  });

  it('counts users per role within the caller scope', async () => {
    const res = await call('GET', '/api/Auth/user-role-counts', { as: net.sa1 });
    expect(res.body.roleCounts).toEqual({ Admin: 0, SuperAgent: 0, Agent: 3, Cashier: 0 });
    expect(res.body.totalUsers).toBe(3);
  });
});

describe('the shop seat follows the data', () => {
  it('a new cashier is written into the shop row', async () => {
    const [row] = await ctx.database.db.select().from(shops).where(eq(shops.id, net.freeShop2.id));
    expect(row?.cashierId).not.toBeNull();
  });
});
