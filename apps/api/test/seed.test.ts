import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops, users } from '../src/db/schema';
import { ensureAdmin, hasAdmin } from '../src/seed/admin';
import { DEMO_USERS } from '../src/seed/demo-network';
import { demoLoginsInUse, formatDemoLogins, formatDemoWarning, seedDemoIfEmpty } from '../src/seed/index';
import { buildTestApp, caller, type TestContext } from './support';

let ctx: TestContext;
let call: ReturnType<typeof caller>;
let printed = '';

beforeAll(async () => {
  ctx = await buildTestApp();
  call = caller(ctx);
  const network = await seedDemoIfEmpty(ctx.database.db);
  printed = network ? formatDemoLogins(network) : '';
});
afterAll(() => ctx?.close());

describe('demo network', () => {
  it('has 1 admin, 2 super agents, 3 agents, 4 shops and 4 cashiers, one per shop', async () => {
    const byRole = await ctx.database.db
      .select({ role: users.role, n: count() })
      .from(users)
      .groupBy(users.role);
    expect(Object.fromEntries(byRole.map((r) => [r.role, r.n]))).toEqual({
      Admin: 1,
      SuperAgent: 2,
      Agent: 3,
      Cashier: 4,
    });
    const rows = await ctx.database.db.select().from(shops);
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((r) => r.cashierId)).size).toBe(4);
    expect(rows.every((r) => r.country === 'Ethiopia')).toBe(true);
  });

  it('prints every login, and every printed login works', async () => {
    for (const u of DEMO_USERS) {
      expect(printed).toContain(`${u.email}`);
      expect(printed).toContain(u.password);
      const res = await call('POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
      expect(res.status, u.email).toBe(200);
      expect((res.body.user as { role: string }).role).toBe(u.role);
    }
    const cashier = await call('POST', '/api/auth/login', {
      body: { email: 'cashier1@bingo.et', password: 'cashier123' },
    });
    expect(cashier.body.user).toMatchObject({ shopName: 'Piazza Bingo', parentName: 'Yonas Girma' });
  });

  it('is seeded only once', async () => {
    expect(await seedDemoIfEmpty(ctx.database.db)).toBeNull();
    const [row] = await ctx.database.db.select({ n: count() }).from(users);
    expect(row?.n).toBe(10);
  });
});

describe('the demo logins on a reachable server', () => {
  it('are named at start until their printed passwords are changed or the user is deactivated', async () => {
    const all = DEMO_USERS.map((u) => u.email);
    expect(await demoLoginsInUse(ctx.database.db)).toEqual(all);
    const admin = await call('POST', '/api/auth/login', {
      body: { email: 'admin@bingo.et', password: 'admin123' },
    });
    const changed = await call('POST', '/api/auth/change-password', {
      headers: { authorization: `Bearer ${String(admin.body.token)}` },
      body: { currentPassword: 'admin123', newPassword: 'hall-owner-9' },
    });
    expect(changed.status).toBe(200);
    const agent = DEMO_USERS.find((u) => u.email === 'agent1@bingo.et');
    const [row] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, agent?.email ?? ''));
    const off = await call('POST', `/api/auth/toggle-status/${row?.id}`, {
      headers: { authorization: `Bearer ${String(changed.body.token)}` },
      body: { isActive: false },
    });
    expect(off.status).toBe(200);
    const stillOpen = await demoLoginsInUse(ctx.database.db);
    expect(stillOpen).toEqual(all.filter((e) => e !== 'admin@bingo.et' && e !== 'agent1@bingo.et'));
    expect(formatDemoWarning('0.0.0.0', ['agent1@bingo.et'])).toBe(
      [
        'Warning: Bingo Hall listens on 0.0.0.0 and these demo logins still have the printed passwords:',
        '  agent1@bingo.et',
        '  Anyone on the network can sign in with them. Change their passwords (Profile) or deactivate',
        '  them before the hall goes live.',
        '',
      ].join('\n'),
    );
  });
});

describe('first admin on PostgreSQL', () => {
  it('creates the admin once and never overwrites it', async () => {
    expect(await hasAdmin(ctx.database.db)).toBe(true);
    expect(await ensureAdmin(ctx.database.db, { email: 'Owner@Hall.ET', password: 'owner123' })).toBe(
      'created',
    );
    expect(await ensureAdmin(ctx.database.db, { email: 'owner@hall.et', password: 'different' })).toBe(
      'exists',
    );
    const login = await call('POST', '/api/auth/login', {
      body: { email: 'owner@hall.et', password: 'owner123' },
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ role: 'Admin', firstName: 'System', lastName: 'Administrator' });
  });
});
