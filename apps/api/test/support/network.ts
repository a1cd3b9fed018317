import type { CreatableRole, Role } from '@bingo/contracts';
import { eq } from 'drizzle-orm';
import { users } from '@/db/schema';
import { createShop } from '@/modules/shops/shops.service';
import { registerUser } from '@/modules/users/users.service';
import { ensureAdmin } from '@/seed/admin';
import type { TestContext } from './app';

export const TEST_PASSWORD = 'secret123';

export type Actor = {
  id: string;
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
  token: string;
  /** `{ authorization: 'Bearer …' }` for `app.inject({ headers })`. */
  headers: { authorization: string };
};

export type TestShop = { id: string; name: string; agentId: string; cashierId: string | null };

/**
 * Every role, with an own object, a sibling in the same branch and one in the other branch:
 *
 *   admin
 *   ├─ sa1 ─┬─ agent1  ── shop1 (cashier1), freeShop1 (no cashier)
 *   │       └─ agent1b ── shop1b (cashier1b)
 *   └─ sa2 ─── agent2  ── shop2 (cashier2), freeShop2 (no cashier)
 */
export type TestNetwork = {
  admin: Actor;
  sa1: Actor;
  sa2: Actor;
  agent1: Actor;
  agent1b: Actor;
  agent2: Actor;
  cashier1: Actor;
  cashier1b: Actor;
  cashier2: Actor;
  shop1: TestShop;
  shop1b: TestShop;
  shop2: TestShop;
  freeShop1: TestShop;
  freeShop2: TestShop;
};

const PEOPLE: { key: string; role: Role; parent?: string; shop?: string }[] = [
  { key: 'sa1', role: 'SuperAgent' },
  { key: 'sa2', role: 'SuperAgent' },
  { key: 'agent1', role: 'Agent', parent: 'sa1' },
  { key: 'agent1b', role: 'Agent', parent: 'sa1' },
  { key: 'agent2', role: 'Agent', parent: 'sa2' },
  { key: 'cashier1', role: 'Cashier', shop: 'shop1' },
  { key: 'cashier1b', role: 'Cashier', shop: 'shop1b' },
  { key: 'cashier2', role: 'Cashier', shop: 'shop2' },
];

const SHOPS: { key: string; agent: string; city: string }[] = [
  { key: 'shop1', agent: 'agent1', city: 'Addis Ababa' },
  { key: 'freeShop1', agent: 'agent1', city: 'Addis Ababa' },
  { key: 'shop1b', agent: 'agent1b', city: 'Adama' },
  { key: 'shop2', agent: 'agent2', city: 'Hawassa' },
  { key: 'freeShop2', agent: 'agent2', city: 'Bahir Dar' },
];

const firstNameOf = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);
const emailOf = (key: string) => `${key.toLowerCase()}@test.et`;

/**
 * Builds the network through the product's own services (registration, shop creation), exactly as
 * an Admin would, and signs a real token for each user.
 */
export async function createNetwork(ctx: TestContext): Promise<TestNetwork> {
  const db = ctx.database.db;
  await ensureAdmin(db, {
    email: emailOf('admin'),
    password: TEST_PASSWORD,
    firstName: 'Admin',
    lastName: 'Tester',
  });
  const [adminRow] = await db
    .select()
    .from(users)
    .where(eq(users.email, emailOf('admin')));
  if (!adminRow) throw new Error('network: admin missing');
  const adminAuth = { id: adminRow.id, email: adminRow.email, role: adminRow.role, tokenVersion: 0 };

  const people: Record<string, { id: string; email: string; role: Role; firstName: string }> = {
    admin: { id: adminRow.id, email: adminRow.email, role: 'Admin', firstName: 'Admin' },
  };
  const shopRows: Record<string, { id: string; name: string; agentId: string; cashierId: string | null }> =
    {};
  const register = async (p: (typeof PEOPLE)[number]) => {
    const user = await registerUser(db, adminAuth, {
      firstName: firstNameOf(p.key),
      lastName: 'Tester',
      middleName: null,
      email: emailOf(p.key),
      phoneNumber: '+251900000000',
      password: TEST_PASSWORD,
      role: p.role as CreatableRole,
      superAgentId: p.parent ? people[p.parent]?.id : undefined,
      shopId: p.shop ? shopRows[p.shop]?.id : undefined,
    });
    people[p.key] = { id: user.id, email: user.email, role: user.role, firstName: user.firstName };
    const seat = p.shop ? shopRows[p.shop] : undefined;
    if (seat) seat.cashierId = user.id;
  };

  for (const p of PEOPLE.filter((x) => x.role !== 'Cashier')) await register(p);
  for (const s of SHOPS) {
    const agentId = people[s.agent]?.id;
    const shop = await createShop(db, adminAuth, {
      name: `Shop ${s.key}`,
      country: 'Ethiopia',
      city: s.city,
      woreda: 'Woreda 1',
      location: `${s.city} centre`,
      agentId,
    });
    shopRows[s.key] = { id: shop.id, name: shop.name, agentId: shop.agentId, cashierId: null };
  }
  for (const p of PEOPLE.filter((x) => x.role === 'Cashier')) await register(p);

  const actor = (key: string): Actor => {
    const u = people[key];
    if (!u) throw new Error(`network: no user ${key}`);
    const token = ctx.app.issueToken({ id: u.id, email: u.email, role: u.role, tokenVersion: 0 });
    return {
      id: u.id,
      email: u.email,
      password: TEST_PASSWORD,
      role: u.role,
      firstName: u.firstName,
      lastName: 'Tester',
      token,
      headers: { authorization: `Bearer ${token}` },
    };
  };
  const shopOf = (key: string): TestShop => {
    const s = shopRows[key];
    if (!s) throw new Error(`network: no shop ${key}`);
    return s;
  };
  return {
    admin: actor('admin'),
    sa1: actor('sa1'),
    sa2: actor('sa2'),
    agent1: actor('agent1'),
    agent1b: actor('agent1b'),
    agent2: actor('agent2'),
    cashier1: actor('cashier1'),
    cashier1b: actor('cashier1b'),
    cashier2: actor('cashier2'),
    shop1: shopOf('shop1'),
    shop1b: shopOf('shop1b'),
    shop2: shopOf('shop2'),
    freeShop1: shopOf('freeShop1'),
    freeShop2: shopOf('freeShop2'),
  };
}

/** A fresh token for a user whose token version changed (after logout, reset or toggling). */
export function tokenFor(ctx: TestContext, a: Actor, tokenVersion: number): Actor {
  const token = ctx.app.issueToken({ id: a.id, email: a.email, role: a.role, tokenVersion });
  return { ...a, token, headers: { authorization: `Bearer ${token}` } };
}
