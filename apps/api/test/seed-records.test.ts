import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, shops, users } from '../src/db/schema';
import { ADMIN_CHAIN, shopChain } from '../src/modules/audit/chain';
import { auditVerify } from '../src/modules/audit/verify-report';
import { ensureAdmin } from '../src/seed/admin';
import { DEMO_USERS } from '../src/seed/demo-network';
import { seedDemoIfEmpty } from '../src/seed/index';
import { chainEvents } from './fixtures/audit';
import { createTestDb, type TestDatabase } from './support';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDb();
  await seedDemoIfEmpty(database.db);
});
afterAll(() => database.close());

const eventsOf = (chain: string) => chainEvents(database.db, chain);

describe('the demo network on the record', () => {
  it('opens every account with its UserCreated, made by no one, before any money reaches it', async () => {
    const events = await eventsOf(ADMIN_CHAIN);
    const created = events.filter((e) => e.kind === 'UserCreated');
    expect(created.map((e) => (e.subject as { email: string }).email)).toEqual(
      DEMO_USERS.map((u) => u.email),
    );
    expect(created.every((e) => e.actorId === null)).toBe(true);
    const firstMoney = events.findIndex((e) => e.kind === 'TopUp');
    expect(firstMoney).toBe(DEMO_USERS.length);
    expect(created[1]?.subject).toMatchObject({ role: 'SuperAgent', parentId: null, firstName: 'Dawit' });
  });

  it('opens each shop with ShopCreated and CashierAssigned, then its settings and jackpot', async () => {
    const rows = await database.db.select().from(shops);
    for (const shop of rows) {
      const events = await eventsOf(shopChain(shop.id));
      const kinds = events.map((e) => e.kind);
      expect(kinds.slice(0, 3), shop.name).toEqual(['ShopCreated', 'CashierAssigned', 'GameSettingsChanged']);
      expect(events[0]?.subject).toMatchObject({ shopId: shop.id, name: shop.name, agentId: shop.agentId });
      expect(events[1]?.subject).toEqual({ shopId: shop.id, cashierId: shop.cashierId });
      expect(events[2]?.subject).toMatchObject({
        from: null,
        settings: { minCards: 2, maxCards: 100, defaultBetAmount: 1_000, minStackAmount: 500 },
      });
      expect(events.every((e) => e.actorId === null)).toBe(true);
    }
    const piazza = rows.find((s) => s.name === 'Piazza Bingo');
    const jackpot = (await eventsOf(shopChain(piazza?.id ?? ''))).find((e) => e.kind === 'JackpotChanged');
    expect(jackpot?.subject).toMatchObject({ bonusAmount: 100_000, status: 1 });
  });

  it('records the nine default commission rates, and every chain verifies', async () => {
    const rates = (await eventsOf(ADMIN_CHAIN)).filter((e) => e.kind === 'CommissionChanged');
    expect(rates.map((e) => e.subject)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9].map((typeIndex) => ({
        typeIndex,
        from: null,
        rateBasisPoints: typeIndex * 1_000,
      })),
    );
    const outcome = await auditVerify(database.db);
    expect(outcome.problems).toEqual([]);
    expect(outcome.summary).toMatch(/^Audit verify OK: 5 chains, \d+ events, every link sound\.$/);
  });
});

describe('the first Admin on the record', () => {
  it('has its UserCreated, made by no one, once however often the server starts', async () => {
    const fresh = await createTestDb();
    try {
      await ensureAdmin(fresh.db, { email: 'Owner@Hall.ET', password: 'owner123' });
      await ensureAdmin(fresh.db, { email: 'owner@hall.et', password: 'different' });
      const [owner] = await fresh.db.select({ id: users.id }).from(users);
      const events = await fresh.db
        .select({ kind: auditEvents.kind, actorId: auditEvents.actorId, subject: auditEvents.subject })
        .from(auditEvents);
      expect(events).toEqual([
        {
          kind: 'UserCreated',
          actorId: null,
          subject: {
            userId: owner?.id,
            email: 'owner@hall.et',
            role: 'Admin',
            parentId: null,
            firstName: 'System',
            lastName: 'Administrator',
          },
        },
      ]);
    } finally {
      await fresh.close();
    }
  });
});
