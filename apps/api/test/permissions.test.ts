import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shops, users } from '../src/db/schema';
import { insertShop } from '../src/modules/shops/shops.repo';
import { ACTORS, type ActorKey, type Label, type Objects, type Req, shopBody } from './permissions/matrix';
import { SHOP_ROUTES } from './permissions/shop-routes';
import { USER_ROUTES } from './permissions/user-routes';
import { appWithNetwork, caller, refreshed } from './support';

/**
 * Every accounts route × every role × an own, a sibling and an other-branch object.
 * Out-of-scope objects must answer 404, forbidden roles 403, and nothing outside the caller's
 * subtree may ever succeed (the cross-scope count must stay 0).
 */

const ROUTES = [...USER_ROUTES, ...SHOP_ROUTES];

type Snapshot = {
  users: { id: string; parentId: string | null; isActive: boolean; passwordHash: string }[];
  shops: { id: string; agentId: string; cashierId: string | null }[];
};

const { ctx, net: network } = await appWithNetwork();
const freeShop1b = await insertShop(ctx.database.db, {
  ...shopBody({ name: 'Free 1b' }),
  agentId: network.agent1b.id,
});
const net: Objects = { ...network, freeShop1b: { id: freeShop1b.id } };
const call = caller(ctx);
const snapshot: Snapshot = {
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

// A long walk over every route and role: a loaded machine needs far more than the default timeout.
describe('permission matrix', { timeout: 120_000 }, () => {
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
    // Hundreds of requests, each followed by a restore: slow on a busy two-core machine.
  }, 120_000);
});
