import type { Shift } from '@bingo/contracts';
import { caller, type Reply } from '@test/fixtures/money';
import { appWithNetwork, holdLocks, untilWaitingOnLocks } from '@test/support';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shifts, shops, users } from '@/db/schema';

// Real PostgreSQL: a shift opening while its cashier or the cashier's shop is being moved. Each race
// is staged by a transaction of the test holding a shop's row, so one side is known to wait.

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);
const db = () => ctx.database.db;

/**
 * Holds the shop's row with `mode` until the returned release is called. The requests started
 * meanwhile run into it (or into each other) and wait.
 */
function holdShop(shopId: string, mode: 'update' | 'no key update') {
  return holdLocks(db(), (tx) =>
    tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).for(mode),
  );
}

const openShift = () => call.post<Shift>(net.cashier1, '/api/shifts/open', { openingFloat: 0 });
const assignCashier1 = (shopId: string) =>
  call.post(net.agent1, '/api/shop/assign-cashier', { cashierId: net.cashier1.id, shopId });

async function closeShift(opened: Reply<Shift>): Promise<void> {
  expect(opened.status).toBe(200);
  const closed = await call.post(net.cashier1, `/api/shifts/${opened.body.id}/close`, { countedCash: 0 });
  expect(closed.status).toBe(200);
}

/** The shop cashier1 sits in and its agent, as the database has them. */
async function seatOfCashier1() {
  const [row] = await db()
    .select({ shopId: shops.id, agentId: shops.agentId, parentId: users.parentId })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.cashierId))
    .where(eq(shops.cashierId, net.cashier1.id));
  return row;
}

async function shiftRow(id: string) {
  const [row] = await db()
    .select({ shopId: shifts.shopId, agentId: shifts.agentId })
    .from(shifts)
    .where(eq(shifts.id, id));
  return row;
}

describe('a shift opening while its cashier is moved', () => {
  it('opens in the new shop when the move got the cashier first', async () => {
    // The move waits, after its checks, on the cashier's old shop; the shift's opening starts then.
    const release = await holdShop(net.shop1.id, 'no key update');
    const moving = assignCashier1(net.freeShop1.id);
    await untilWaitingOnLocks(db(), 1);
    const opening = openShift();
    await untilWaitingOnLocks(db(), 2);
    await release();
    expect((await moving).status).toBe(200);
    const opened = await opening;
    expect(opened.status).toBe(200);
    expect(opened.body.shopId).toBe(net.freeShop1.id);
    expect(await shiftRow(opened.body.id)).toEqual({ shopId: net.freeShop1.id, agentId: net.agent1.id });
    expect(await seatOfCashier1()).toEqual({
      shopId: net.freeShop1.id,
      agentId: net.agent1.id,
      parentId: net.agent1.id,
    });
    await closeShift(opened);
    expect((await assignCashier1(net.shop1.id)).status).toBe(200);
  });

  it('refuses the move when the shift got the cashier first, and the shift keeps its shop', async () => {
    // The opening waits, holding its cashier, on the shop its shift names; the move starts then.
    const release = await holdShop(net.shop1.id, 'update');
    const opening = openShift();
    await untilWaitingOnLocks(db(), 1);
    const moving = assignCashier1(net.freeShop1.id);
    await untilWaitingOnLocks(db(), 2);
    await release();
    const opened = await opening;
    expect(opened.status).toBe(200);
    expect(opened.body.shopId).toBe(net.shop1.id);
    const moved = await moving;
    expect(moved).toEqual({
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        code: 'SHOP_CASHIER_SHIFT_OPEN',
        message: "Close this cashier's shift before moving them to another shop.",
      },
    });
    expect(await seatOfCashier1()).toEqual({
      shopId: net.shop1.id,
      agentId: net.agent1.id,
      parentId: net.agent1.id,
    });
    await closeShift(opened);
  });

  it('refuses an Admin’s move of the shop to another agent when the shift got the cashier first', async () => {
    const release = await holdShop(net.shop1.id, 'update');
    const opening = openShift();
    await untilWaitingOnLocks(db(), 1);
    const moving = call.put(net.admin, `/api/Shop/${net.shop1.id}`, {
      name: net.shop1.name,
      country: 'Ethiopia',
      city: 'Addis Ababa',
      woreda: 'Woreda 1',
      location: 'Piazza',
      agentId: net.agent2.id,
    });
    await untilWaitingOnLocks(db(), 2);
    await release();
    const opened = await opening;
    expect(opened.status).toBe(200);
    expect((await moving).body).toMatchObject({
      code: 'SHOP_SHOP_SHIFT_OPEN',
      message: "This shop's cashier has an open shift. Close the shift first.",
    });
    expect(await shiftRow(opened.body.id)).toEqual({ shopId: net.shop1.id, agentId: net.agent1.id });
    expect(await seatOfCashier1()).toEqual({
      shopId: net.shop1.id,
      agentId: net.agent1.id,
      parentId: net.agent1.id,
    });
    await closeShift(opened);
  });
});
