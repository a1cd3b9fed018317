import type { Role } from '@bingo/contracts';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops, users } from '../src/db/schema';
import { insertShop } from '../src/modules/shops/shops.repo';
import {
  type Actor,
  buildTestApp,
  caller,
  createNetwork,
  type Method,
  refreshed,
  type TestContext,
  type TestNetwork,
} from './support';

/**
 * Every accounts route × every role × an own, a sibling and an other-branch object.
 * Out-of-scope objects must answer 404, forbidden roles 403, and nothing outside the caller's
 * subtree may ever succeed (the cross-scope count must stay 0).
 */

type ActorKey = 'admin' | 'sa1' | 'agent1' | 'cashier1';
type Label = 'own' | 'sibling' | 'other' | 'below';
type Req = { method: Method; url: string; body?: unknown };
type Objects = TestNetwork & { freeShop1b: { id: string } };
type ObjectCases = (n: Objects) => Partial<Record<ActorKey, [Label, Req][]>>;
type Route = { name: string; roles: Role[]; ok: number } & (
  | { kind: 'object'; cases: ObjectCases }
  | { kind: 'self'; request: (n: Objects, a: Actor) => Req }
  | { kind: 'list'; request: Req; visible: 'users' | 'agents' | 'cashiers' | 'shops' | 'freeShops' }
);

const ACTORS: ActorKey[] = ['admin', 'sa1', 'agent1', 'cashier1'];
const MANAGERS: Role[] = ['Admin', 'SuperAgent', 'Agent'];
const shopBody = (extra: Record<string, unknown> = {}) => ({
  name: 'Matrix shop',
  country: 'Ethiopia',
  city: 'Dire Dawa',
  woreda: 'Woreda 9',
  location: 'Kezira',
  ...extra,
});
let serial = 0;
const newUser = (role: string, extra: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    firstName: 'Matrix',
    lastName: `User${serial}`,
    email: `matrix${serial}@test.et`,
    phoneNumber: '+251911000123',
    password: 'secret1',
    role,
    ...extra,
  };
};

/** The same object choice for every route that acts on one user or one shop. */
const userTargets = (n: Objects): Record<ActorKey, [Label, string][]> => ({
  admin: [['own', n.cashier2.id]],
  sa1: [
    ['own', n.agent1.id],
    ['sibling', n.sa2.id],
    ['other', n.agent2.id],
    ['below', n.cashier1.id],
  ],
  agent1: [
    ['own', n.cashier1.id],
    ['sibling', n.cashier1b.id],
    ['other', n.cashier2.id],
  ],
  cashier1: [
    ['own', n.cashier1.id],
    ['sibling', n.cashier1b.id],
    ['other', n.cashier2.id],
  ],
});
const shopTargets = (n: Objects): Record<ActorKey, [Label, string][]> => ({
  admin: [['own', n.shop2.id]],
  sa1: [
    ['own', n.shop1b.id],
    ['other', n.shop2.id],
  ],
  agent1: [
    ['own', n.shop1.id],
    ['sibling', n.shop1b.id],
    ['other', n.shop2.id],
  ],
  cashier1: [
    ['own', n.shop1.id],
    ['sibling', n.shop1b.id],
    ['other', n.shop2.id],
  ],
});
const perTarget =
  (targets: (n: Objects) => Record<ActorKey, [Label, string][]>, build: (id: string) => Req): ObjectCases =>
  (n) => {
    const out: Partial<Record<ActorKey, [Label, Req][]>> = {};
    for (const [key, list] of Object.entries(targets(n)) as [ActorKey, [Label, string][]][]) {
      out[key] = list.map(([label, id]) => [label, build(id)]);
    }
    return out;
  };

const ROUTES: Route[] = [
  {
    name: 'POST /api/auth/login',
    roles: ['Admin', 'SuperAgent', 'Agent', 'Cashier'],
    ok: 200,
    kind: 'self',
    request: (_n, a) => ({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: a.email, password: a.password },
    }),
  },
  {
    name: 'GET /api/auth/me',
    roles: ['Admin', 'SuperAgent', 'Agent', 'Cashier'],
    ok: 200,
    kind: 'self',
    request: () => ({ method: 'GET', url: '/api/auth/me' }),
  },
  {
    name: 'PATCH /api/auth/me',
    roles: ['Admin', 'SuperAgent', 'Agent', 'Cashier'],
    ok: 200,
    kind: 'self',
    request: () => ({ method: 'PATCH', url: '/api/auth/me', body: { middleName: 'M' } }),
  },
  {
    name: 'POST /api/auth/change-password',
    roles: ['Admin', 'SuperAgent', 'Agent', 'Cashier'],
    ok: 200,
    kind: 'self',
    request: (_n, a) => ({
      method: 'POST',
      url: '/api/auth/change-password',
      body: { currentPassword: a.password, newPassword: 'changed123' },
    }),
  },
  {
    name: 'POST /api/auth/logout',
    roles: ['Admin', 'SuperAgent', 'Agent', 'Cashier'],
    ok: 200,
    kind: 'self',
    request: () => ({ method: 'POST', url: '/api/auth/logout' }),
  },
  {
    name: 'POST /api/auth/register',
    roles: MANAGERS,
    ok: 201,
    kind: 'object',
    cases: (n) => {
      const post = (body: unknown): Req => ({ method: 'POST', url: '/api/auth/register', body });
      return {
        admin: [
          ['own', post(newUser('SuperAgent'))],
          ['own', post(newUser('Agent', { superAgentId: n.sa2.id }))],
          ['own', post(newUser('Cashier', { shopId: n.freeShop2.id }))],
        ],
        sa1: [
          ['own', post(newUser('Agent'))],
          ['sibling', post(newUser('Agent', { superAgentId: n.sa2.id }))],
        ],
        agent1: [
          ['own', post(newUser('Cashier', { shopId: n.freeShop1.id }))],
          ['sibling', post(newUser('Cashier', { shopId: n.freeShop1b.id }))],
          ['other', post(newUser('Cashier', { shopId: n.freeShop2.id }))],
        ],
        cashier1: [['own', post(newUser('Cashier', { shopId: n.freeShop1.id }))]],
      };
    },
  },
  {
    name: 'GET /api/auth/users',
    roles: MANAGERS,
    ok: 200,
    kind: 'list',
    request: { method: 'GET', url: '/api/auth/users' },
    visible: 'users',
  },
  {
    name: 'GET /api/auth/users-by-role/{role}',
    roles: MANAGERS,
    ok: 200,
    kind: 'list',
    request: { method: 'GET', url: '/api/auth/users-by-role/Cashier' },
    visible: 'users',
  },
  {
    name: 'GET /api/auth/my-agents',
    roles: ['Admin', 'SuperAgent'],
    ok: 200,
    kind: 'list',
    request: { method: 'GET', url: '/api/auth/my-agents' },
    visible: 'agents',
  },
  {
    name: 'GET /api/Agent/my-agents',
    roles: ['Admin', 'SuperAgent'],
    ok: 200,
    kind: 'list',
    request: { method: 'GET', url: '/api/Agent/my-agents' },
    visible: 'agents',
  },
  {
    name: 'GET /api/auth/my-cashiers',
    roles: ['Admin', 'Agent'],
    ok: 200,
    kind: 'list',
    request: { method: 'GET', url: '/api/auth/my-cashiers' },
    visible: 'cashiers',
  },
  {
    name: 'GET /api/Auth/user-role-counts',
    roles: MANAGERS,
    ok: 200,
    kind: 'list',
    request: { method: 'GET', url: '/api/Auth/user-role-counts' },
    visible: 'users',
  },
  {
    name: 'GET /api/dashboard/stats',
    roles: MANAGERS,
    ok: 200,
    kind: 'list',
    request: { method: 'GET', url: '/api/dashboard/stats' },
    visible: 'users',
  },
  {
    name: 'GET /api/auth/users/{id}',
    roles: MANAGERS,
    ok: 200,
    kind: 'object',
    cases: perTarget(userTargets, (id) => ({ method: 'GET', url: `/api/auth/users/${id}` })),
  },
  {
    name: 'PATCH /api/auth/users/{id}',
    roles: MANAGERS,
    ok: 200,
    kind: 'object',
    cases: perTarget(userTargets, (id) => ({
      method: 'PATCH',
      url: `/api/auth/users/${id}`,
      body: { lastName: 'Edited' },
    })),
  },
  {
    name: 'POST /api/auth/toggle-status/{id}',
    roles: MANAGERS,
    ok: 200,
    kind: 'object',
    cases: perTarget(userTargets, (id) => ({ method: 'POST', url: `/api/auth/toggle-status/${id}` })),
  },
  {
    name: 'POST /api/Auth/admin-reset-password',
    roles: ['Admin'],
    ok: 200,
    kind: 'object',
    cases: perTarget(userTargets, (id) => ({
      method: 'POST',
      url: '/api/Auth/admin-reset-password',
      body: { userId: id, newPassword: 'reset123', sendEmail: false },
    })),
  },
  {
    name: 'GET /api/Shop',
    roles: MANAGERS,
    ok: 200,
    kind: 'list',
    request: { method: 'GET', url: '/api/Shop' },
    visible: 'shops',
  },
  {
    name: 'GET /api/Shop/available',
    roles: MANAGERS,
    ok: 200,
    kind: 'list',
    request: { method: 'GET', url: '/api/Shop/available' },
    visible: 'freeShops',
  },
  {
    name: 'POST /api/Shop',
    roles: MANAGERS,
    ok: 201,
    kind: 'object',
    cases: (n) => {
      const post = (agentId: string): Req => ({
        method: 'POST',
        url: '/api/Shop',
        body: shopBody({ agentId }),
      });
      return {
        admin: [['own', post(n.agent2.id)]],
        sa1: [
          ['own', post(n.agent1.id)],
          ['other', post(n.agent2.id)],
        ],
        agent1: [
          ['own', post(n.agent1.id)],
          ['sibling', post(n.agent1b.id)],
          ['other', post(n.agent2.id)],
        ],
        cashier1: [['own', post(n.agent1.id)]],
      };
    },
  },
  {
    name: 'GET /api/Shop/{id}',
    roles: MANAGERS,
    ok: 200,
    kind: 'object',
    cases: perTarget(shopTargets, (id) => ({ method: 'GET', url: `/api/Shop/${id}` })),
  },
  {
    name: 'PUT /api/Shop/{id}',
    roles: MANAGERS,
    ok: 200,
    kind: 'object',
    cases: perTarget(shopTargets, (id) => ({ method: 'PUT', url: `/api/Shop/${id}`, body: shopBody() })),
  },
  {
    name: 'DELETE /api/Shop/{id}',
    roles: MANAGERS,
    ok: 200,
    kind: 'object',
    cases: perTarget(shopTargets, (id) => ({ method: 'DELETE', url: `/api/Shop/${id}` })),
  },
  {
    name: 'POST /api/shop/assign-cashier',
    roles: ['Admin', 'Agent'],
    ok: 200,
    kind: 'object',
    cases: (n) => {
      const post = (cashierId: string, shopId: string): Req => ({
        method: 'POST',
        url: '/api/shop/assign-cashier',
        body: { cashierId, shopId },
      });
      return {
        admin: [['own', post(n.cashier2.id, n.freeShop1.id)]],
        sa1: [['own', post(n.cashier1.id, n.freeShop1.id)]],
        agent1: [
          ['own', post(n.cashier1.id, n.freeShop1.id)],
          ['sibling', post(n.cashier1b.id, n.freeShop1.id)],
          ['sibling', post(n.cashier1.id, n.freeShop1b.id)],
          ['other', post(n.cashier2.id, n.freeShop1.id)],
          ['other', post(n.cashier1.id, n.freeShop2.id)],
        ],
        cashier1: [['own', post(n.cashier1.id, n.freeShop1.id)]],
      };
    },
  },
];

let ctx: TestContext;
let net: Objects;
let call: ReturnType<typeof caller>;
type Snapshot = {
  users: { id: string; parentId: string | null; isActive: boolean; passwordHash: string }[];
  shops: { id: string; agentId: string; cashierId: string | null }[];
};
let snapshot: Snapshot;

beforeAll(async () => {
  ctx = await buildTestApp();
  const base = await createNetwork(ctx);
  const extra = await insertShop(ctx.database.db, {
    ...shopBody({ name: 'Free 1b' }),
    agentId: base.agent1b.id,
  });
  net = { ...base, freeShop1b: { id: extra.id } };
  call = caller(ctx);
  snapshot = {
    users: await ctx.database.db
      .select({
        id: users.id,
        parentId: users.parentId,
        isActive: users.isActive,
        passwordHash: users.passwordHash,
      })
      .from(users),
    shops: await ctx.database.db
      .select({ id: shops.id, agentId: shops.agentId, cashierId: shops.cashierId })
      .from(shops),
  };
});
afterAll(() => ctx?.close());

/** Puts the network back after a case that was allowed to change it. */
async function restore(): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    await tx.update(shops).set({ cashierId: null, deletedAt: null });
    for (const s of snapshot.shops) {
      await tx.update(shops).set({ agentId: s.agentId, cashierId: s.cashierId }).where(eq(shops.id, s.id));
    }
    for (const u of snapshot.users) {
      await tx
        .update(users)
        .set({ parentId: u.parentId, isActive: u.isActive, passwordHash: u.passwordHash })
        .where(eq(users.id, u.id));
    }
  });
}

/** What each list may show, computed here in plain SQL, independently of the app's scope code. */
async function visibleIds(key: ActorKey, kind: 'users' | 'agents' | 'cashiers' | 'shops' | 'freeShops') {
  const a = net[key];
  const db = ctx.database.db;
  if (kind === 'shops' || kind === 'freeShops') {
    const free = kind === 'freeShops' ? isNull(shops.cashierId) : undefined;
    let scope: SQL | undefined;
    if (key === 'sa1') {
      scope = inArray(shops.agentId, sql`(select id from users where parent_id = ${a.id})`);
    } else if (key === 'agent1') {
      scope = eq(shops.agentId, a.id);
    }
    const rows = await db
      .select({ id: shops.id })
      .from(shops)
      .where(and(isNull(shops.deletedAt), free, scope));
    return new Set(rows.map((r) => r.id));
  }
  const role = kind === 'agents' ? 'Agent' : kind === 'cashiers' ? 'Cashier' : undefined;
  let scope: SQL | undefined;
  if (key === 'sa1') scope = and(eq(users.parentId, a.id), eq(users.role, 'Agent'));
  if (key === 'agent1') scope = and(eq(users.parentId, a.id), eq(users.role, 'Cashier'));
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(scope, role ? eq(users.role, role) : undefined));
  return new Set(rows.map((r) => r.id));
}

type Tally = {
  route: string;
  cases: number;
  allowed: number;
  forbidden: number;
  outOfScopeDenied: number;
  crossScope: number;
};

describe('permission matrix', () => {
  it('allows own objects, answers 403 to forbidden roles and 404 outside the subtree', async () => {
    const tallies: Tally[] = [];
    const failures: string[] = [];
    for (const route of ROUTES) {
      const t: Tally = {
        route: route.name,
        cases: 0,
        allowed: 0,
        forbidden: 0,
        outOfScopeDenied: 0,
        crossScope: 0,
      };
      for (const key of ACTORS) {
        const actor = await refreshed(ctx, net[key]);
        const permitted = route.roles.includes(actor.role);
        let list: [Label | 'self', Req][];
        if (route.kind === 'self') list = [['self', route.request(net, actor)]];
        else if (route.kind === 'list') list = [['self', route.request]];
        else list = route.cases(net)[key] ?? [];
        for (const [label, req] of list) {
          t.cases += 1;
          const res = await call(req.method, req.url, { as: actor, body: req.body });
          const where = `${route.name} as ${key} on ${label}: ${res.status} ${res.body.message ?? ''}`;
          if (!permitted) {
            if (res.status === 403) t.forbidden += 1;
            else failures.push(`expected 403, ${where}`);
            if (res.status < 300 && label !== 'own' && label !== 'self') t.crossScope += 1;
          } else if (label === 'own' || label === 'self') {
            if (res.status === route.ok) t.allowed += 1;
            else failures.push(`expected ${route.ok}, ${where}`);
            if (route.kind === 'list' && res.status === 200) {
              const allowedIds = await visibleIds(key, route.visible);
              const items = (res.body.items as { id: string }[] | undefined) ?? [];
              const leaked = items.filter((i) => !allowedIds.has(i.id));
              t.crossScope += leaked.length;
              if (leaked.length) failures.push(`${where} leaked ${leaked.length} item(s)`);
            }
          } else if (res.status < 300) {
            t.crossScope += 1;
            failures.push(`cross-scope success, ${where}`);
          } else if (res.status === 404) {
            t.outOfScopeDenied += 1;
          } else {
            failures.push(`expected 404, ${where}`);
          }
          await restore();
        }
      }
      tallies.push(t);
    }

    const total = tallies.reduce(
      (s, t) => ({
        cases: s.cases + t.cases,
        allowed: s.allowed + t.allowed,
        forbidden: s.forbidden + t.forbidden,
        outOfScopeDenied: s.outOfScopeDenied + t.outOfScopeDenied,
        crossScope: s.crossScope + t.crossScope,
      }),
      { cases: 0, allowed: 0, forbidden: 0, outOfScopeDenied: 0, crossScope: 0 },
    );
    const line = (t: Omit<Tally, 'route'> & { route: string }) =>
      `${t.route.padEnd(36)} ${String(t.cases).padStart(5)} ${String(t.allowed).padStart(7)} ${String(t.forbidden).padStart(9)} ${String(t.outOfScopeDenied).padStart(6)} ${String(t.crossScope).padStart(11)}`;
    console.log(
      [
        'Permission matrix (accounts routes)',
        `${'route'.padEnd(36)} cases allowed forbidden    404 cross-scope`,
        ...tallies.map(line),
        line({ route: 'TOTAL', ...total }),
      ].join('\n'),
    );

    expect(failures).toEqual([]);
    expect(total.crossScope).toBe(0);
    expect(tallies.map((t) => t.route)).toHaveLength(ROUTES.length);
    expect(total.outOfScopeDenied).toBeGreaterThan(30);
  });
});
