import type { Role } from '@bingo/contracts';
import type { DemoShop, DemoUser } from '../../src/seed/demo-network';
import { insertNetwork } from '../../src/seed/network';
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

const person = (key: string, role: Role, extra: Partial<DemoUser> = {}): DemoUser => ({
  key,
  role,
  email: `${key.toLowerCase()}@test.et`,
  password: TEST_PASSWORD,
  firstName: key.charAt(0).toUpperCase() + key.slice(1),
  lastName: 'Tester',
  phoneNumber: '+251900000000',
  ...extra,
});

const USERS: DemoUser[] = [
  person('admin', 'Admin'),
  person('sa1', 'SuperAgent'),
  person('sa2', 'SuperAgent'),
  person('agent1', 'Agent', { parent: 'sa1' }),
  person('agent1b', 'Agent', { parent: 'sa1' }),
  person('agent2', 'Agent', { parent: 'sa2' }),
  person('cashier1', 'Cashier', { parent: 'agent1', shop: 'shop1' }),
  person('cashier1b', 'Cashier', { parent: 'agent1b', shop: 'shop1b' }),
  person('cashier2', 'Cashier', { parent: 'agent2', shop: 'shop2' }),
];

const shop = (key: string, agent: string, city: string): DemoShop => ({
  key,
  name: `Shop ${key}`,
  country: 'Ethiopia',
  city,
  woreda: 'Woreda 1',
  location: `${city} centre`,
  agent,
});

const SHOPS: DemoShop[] = [
  shop('shop1', 'agent1', 'Addis Ababa'),
  shop('freeShop1', 'agent1', 'Addis Ababa'),
  shop('shop1b', 'agent1b', 'Adama'),
  shop('shop2', 'agent2', 'Hawassa'),
  shop('freeShop2', 'agent2', 'Bahir Dar'),
];

/** Builds the network in the test database and signs a real token for each user. */
export async function createNetwork(ctx: TestContext): Promise<TestNetwork> {
  const seeded = await ctx.database.db.transaction((tx) => insertNetwork(tx, USERS, SHOPS));
  const actor = (key: string): Actor => {
    const u = seeded.users[key];
    if (!u) throw new Error(`network: no user ${key}`);
    const token = ctx.app.issueToken({ id: u.id, email: u.email, role: u.role, tokenVersion: 0 });
    return {
      id: u.id,
      email: u.email,
      password: u.password,
      role: u.role,
      firstName: u.firstName,
      lastName: u.lastName,
      token,
      headers: { authorization: `Bearer ${token}` },
    };
  };
  const shopOf = (key: string): TestShop => {
    const s = seeded.shops[key];
    const agent = s ? seeded.users[s.agent] : undefined;
    if (!s || !agent) throw new Error(`network: no shop ${key}`);
    return { id: s.id, name: s.name, agentId: agent.id, cashierId: s.cashierId };
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
