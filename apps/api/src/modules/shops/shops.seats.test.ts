import type { CurrentShift } from '@bingo/contracts';
import { abandon, buyGame, ensureOpenShift } from '@test/fixtures/games';
import { caller, fundCashier } from '@test/fixtures/money';
import { type Actor, appWithNetwork } from '@test/support';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, shops, users } from '@/db/schema';
import { shopChain } from '../audit/chain';

// A cashier's shop and agent stay put while its game runs or its shift is open; an inactive
// cashier gives its seat up to a new one.

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);
const db = () => ctx.database.db;

const GAME_MOVING = 'This cashier has a game running. Wait for it to end before moving them to another shop.';
const SHIFT_MOVING = "Close this cashier's shift before moving them to another shop.";
const GAME_SHOP = "This shop's cashier has a game running. Wait for it to end first.";
const SHIFT_SHOP = "This shop's cashier has an open shift. Close the shift first.";

const conflict = (code: string, message: string) => ({
  status: 409,
  body: { statusCode: 409, error: 'Conflict', code, message },
});

const shopBody = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  country: 'Ethiopia',
  city: 'Addis Ababa',
  woreda: 'Woreda 1',
  location: 'Piazza',
  ...extra,
});

/** Every shop's seat, agent and name, every cashier's agent, and the length of every audit chain. */
async function networkState() {
  return {
    shops: await db()
      .select({
        id: shops.id,
        name: shops.name,
        agentId: shops.agentId,
        cashierId: shops.cashierId,
        deletedAt: shops.deletedAt,
      })
      .from(shops)
      .orderBy(asc(shops.id)),
    cashiers: await db()
      .select({ id: users.id, parentId: users.parentId, isActive: users.isActive })
      .from(users)
      .where(eq(users.role, 'Cashier'))
      .orderBy(asc(users.id)),
    events: await db()
      .select({ chain: auditEvents.chain, events: sql<number>`count(*)::int`.mapWith(Number) })
      .from(auditEvents)
      .groupBy(auditEvents.chain)
      .orderBy(asc(auditEvents.chain)),
  };
}

const chainOf = (shopId: string) =>
  db()
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.chain, shopChain(shopId)))
    .orderBy(asc(auditEvents.seq));

async function openShiftId(cashier: Actor): Promise<string> {
  const current = await call.get<CurrentShift>(cashier, '/api/shifts/current');
  const id = current.body.shift?.id;
  if (!id) throw new Error('no open shift');
  return id;
}

async function closeShift(shiftId: string, by: Actor): Promise<void> {
  const closed = await call.post(by, `/api/shifts/${shiftId}/close`, { countedCash: 0 });
  expect(closed.status).toBe(200);
}

/** The three changes that would move cashier1 or its shop: assign, a new agent, a delete. */
const moves = {
  assignByAgent: () =>
    call.post(net.agent1, '/api/shop/assign-cashier', {
      cashierId: net.cashier1.id,
      shopId: net.freeShop1.id,
    }),
  assignByAdmin: () =>
    call.post(net.admin, '/api/shop/assign-cashier', {
      cashierId: net.cashier1.id,
      shopId: net.freeShop2.id,
    }),
  newAgentBySuperAgent: () =>
    call.put(net.sa1, `/api/Shop/${net.shop1.id}`, shopBody(net.shop1.name, { agentId: net.agent1b.id })),
  newAgentByAdmin: () =>
    call.put(net.admin, `/api/Shop/${net.shop1.id}`, shopBody(net.shop1.name, { agentId: net.agent2.id })),
  deleteByAgent: () => call.del(net.agent1, `/api/Shop/${net.shop1.id}`),
  deleteByAdmin: () => call.del(net.admin, `/api/Shop/${net.shop1.id}`),
};

beforeAll(async () => {
  await fundCashier(call, net, { sa: net.sa1, agent: net.agent1, cashier: net.cashier1 }, 1000);
  await call.post(net.admin, '/api/game-settings', {
    shopId: net.shop1.id,
    minCards: 2,
    maxCards: 150,
    defaultBetAmount: 1,
    minStackAmount: 1,
  });
});

describe('a cashier keeps its shop and agent while its game runs or its shift is open', () => {
  let gameId: string;

  it('refuses to move the cashier, give its shop another agent or delete its shop while a game runs', async () => {
    ({ gameId } = await buyGame(call, net.cashier1, {
      gameType: 0,
      typeIndex: 1,
      cards: [1, 2, 3],
      betAmount: 1,
    }));
    const before = await networkState();
    expect(await moves.assignByAgent()).toEqual(conflict('SHOP_CASHIER_GAME_RUNNING', GAME_MOVING));
    expect(await moves.assignByAdmin()).toEqual(conflict('SHOP_CASHIER_GAME_RUNNING', GAME_MOVING));
    expect(await moves.newAgentBySuperAgent()).toEqual(conflict('SHOP_SHOP_GAME_RUNNING', GAME_SHOP));
    expect(await moves.newAgentByAdmin()).toEqual(conflict('SHOP_SHOP_GAME_RUNNING', GAME_SHOP));
    expect(await moves.deleteByAgent()).toEqual(conflict('SHOP_SHOP_GAME_RUNNING', GAME_SHOP));
    expect(await moves.deleteByAdmin()).toEqual(conflict('SHOP_SHOP_GAME_RUNNING', GAME_SHOP));
    expect(await networkState()).toEqual(before);
  });

  it('refuses the same while the shift is open with no game running, and still lets the shop be renamed', async () => {
    await abandon(call, net.cashier1, gameId);
    const before = await networkState();
    expect(await moves.assignByAgent()).toEqual(conflict('SHOP_CASHIER_SHIFT_OPEN', SHIFT_MOVING));
    expect(await moves.assignByAdmin()).toEqual(conflict('SHOP_CASHIER_SHIFT_OPEN', SHIFT_MOVING));
    expect(await moves.newAgentBySuperAgent()).toEqual(conflict('SHOP_SHOP_SHIFT_OPEN', SHIFT_SHOP));
    expect(await moves.newAgentByAdmin()).toEqual(conflict('SHOP_SHOP_SHIFT_OPEN', SHIFT_SHOP));
    expect(await moves.deleteByAgent()).toEqual(conflict('SHOP_SHOP_SHIFT_OPEN', SHIFT_SHOP));
    expect(await moves.deleteByAdmin()).toEqual(conflict('SHOP_SHOP_SHIFT_OPEN', SHIFT_SHOP));
    expect(await networkState()).toEqual(before);
    const renamed = await call.put(net.agent1, `/api/Shop/${net.shop1.id}`, shopBody('Shop One Renamed'));
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      name: 'Shop One Renamed',
      agentId: net.agent1.id,
      cashierId: net.cashier1.id,
    });
  });

  it('allows each once the shift is closed', async () => {
    await closeShift(await openShiftId(net.cashier1), net.cashier1);
    const moved = await moves.assignByAgent();
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ shop: { id: net.freeShop1.id, cashierId: net.cashier1.id } });
    const back = await call.post(net.agent1, '/api/shop/assign-cashier', {
      cashierId: net.cashier1.id,
      shopId: net.shop1.id,
    });
    expect(back.status).toBe(200);
    const newAgent = await moves.newAgentBySuperAgent();
    expect(newAgent.body).toMatchObject({ agentId: net.agent1b.id, cashierId: net.cashier1.id });
    const deleted = await call.del(net.agent1b, `/api/Shop/${net.shop1.id}`);
    expect(deleted).toEqual({ status: 200, body: { message: 'Shop deleted successfully!' } });
  });
});

describe('a deactivated cashier does not hold its seat', () => {
  it('a new cashier created for its shop takes the seat; the shop’s chain records the departed one moved out', async () => {
    const off = await call.post(net.agent1b, `/api/auth/toggle-status/${net.cashier1b.id}`, {
      isActive: false,
    });
    expect(off.body).toMatchObject({ isActive: false });
    const free = await call.get<{ items: { id: string }[] }>(net.agent1b, '/api/Shop/available');
    expect(free.body.items.map((s) => s.id)).toEqual([net.shop1b.id]);

    const created = await call.post(net.agent1b, '/api/auth/register', {
      firstName: 'Hana',
      lastName: 'Tesfaye',
      email: 'hana.replacement@test.et',
      phoneNumber: '+251911000777',
      password: 'secret1',
      role: 'Cashier',
      shopId: net.shop1b.id,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ shopId: net.shop1b.id, parentId: net.agent1b.id, isActive: true });
    const departed = await call.get(net.agent1b, `/api/auth/users/${net.cashier1b.id}`);
    expect(departed.body).toMatchObject({ shopId: null, parentId: net.agent1b.id, isActive: false });

    const chain = await chainOf(net.shop1b.id);
    expect(chain.slice(-2).map((e) => [e.kind, e.actorId, e.subject])).toEqual([
      ['CashierReleased', net.agent1b.id, { shopId: net.shop1b.id, cashierId: net.cashier1b.id }],
      ['CashierAssigned', net.agent1b.id, { shopId: net.shop1b.id, cashierId: created.body.id }],
    ]);

    // An active cashier still holds its seat.
    const again = await call.post(net.agent1b, '/api/auth/register', {
      firstName: 'Abebe',
      lastName: 'Kebede',
      email: 'abebe.second@test.et',
      phoneNumber: '+251911000777',
      password: 'secret1',
      role: 'Cashier',
      shopId: net.shop1b.id,
    });
    expect(again).toEqual(
      conflict(
        'SHOP_NO_AVAILABLE_SHOPS',
        'No available shops found. All shops already have cashiers assigned.',
      ),
    );
  });

  it('keeps the seat while the departed cashier’s shift is open, then an assigned cashier takes it', async () => {
    await ensureOpenShift(call, net.cashier2);
    const shiftId = await openShiftId(net.cashier2);
    const off = await call.post(net.agent2, `/api/auth/toggle-status/${net.cashier2.id}`, {
      isActive: false,
    });
    expect(off.body).toMatchObject({ isActive: false });
    const newcomer = {
      firstName: 'Selam',
      lastName: 'Girma',
      email: 'selam.newcomer@test.et',
      phoneNumber: '+251911000777',
      password: 'secret1',
      role: 'Cashier',
    };
    const before = await networkState();
    expect(await call.post(net.agent2, '/api/auth/register', { ...newcomer, shopId: net.shop2.id })).toEqual(
      conflict('SHOP_SHOP_SHIFT_OPEN', SHIFT_SHOP),
    );
    expect(await networkState()).toEqual(before);

    // The agent closes the shift its cashier left open, seats the newcomer in its free shop, then moves
    // the newcomer into the departed cashier's shop.
    await closeShift(shiftId, net.agent2);
    const created = await call.post<{ id: string }>(net.agent2, '/api/auth/register', {
      ...newcomer,
      shopId: net.freeShop2.id,
    });
    expect(created.status).toBe(201);
    const assigned = await call.post(net.agent2, '/api/shop/assign-cashier', {
      cashierId: created.body.id,
      shopId: net.shop2.id,
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ shop: { id: net.shop2.id, cashierId: created.body.id } });
    const seats = await db()
      .select({ id: shops.id, cashierId: shops.cashierId })
      .from(shops)
      .where(sql`${shops.id} in (${net.shop2.id}, ${net.freeShop2.id})`);
    expect(Object.fromEntries(seats.map((s) => [s.id, s.cashierId]))).toEqual({
      [net.shop2.id]: created.body.id,
      [net.freeShop2.id]: null,
    });
    const chain = await chainOf(net.shop2.id);
    expect(chain.slice(-2).map((e) => [e.kind, e.subject])).toEqual([
      ['CashierReleased', { shopId: net.shop2.id, cashierId: net.cashier2.id }],
      ['CashierAssigned', { shopId: net.shop2.id, cashierId: created.body.id }],
    ]);
  });
});
