import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { shiftCorrections, shifts, shops, users } from '@/db/schema';
import type { Viewer } from '@/modules/auth/caller';
import { liveShops } from '../shops/live-shops';
import { usersWithRole } from '../users/scope';
import { shiftScope } from './shift-records.repo';

/** The cashier's shop, with the agent and super agent its shifts are scoped by. */
export async function findCashierShop(db: DbOrTx, cashierId: string) {
  const agent = alias(users, 'agent');
  const [row] = await db
    .select({ shopId: shops.id, agentId: shops.agentId, superAgentId: agent.parentId })
    .from(shops)
    .innerJoin(agent, eq(agent.id, shops.agentId))
    .where(and(eq(shops.cashierId, cashierId), liveShops()))
    .limit(1);
  return row;
}

/**
 * The shop's last shift, when it was closed as a handover: its counted cash is still in the drawer
 * for the next shift to start from.
 */
export async function findPendingHandover(db: DbOrTx, shopId: string) {
  const [last] = await db
    .select({
      shiftId: shifts.id,
      cashierName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      handover: shifts.handover,
      countedCash: shifts.countedCash,
      closedAt: shifts.closedAt,
    })
    .from(shifts)
    .innerJoin(users, eq(users.id, shifts.cashierId))
    .where(eq(shifts.shopId, shopId))
    .orderBy(desc(shifts.openedAt))
    .limit(1);
  if (!last?.handover || last.countedCash === null || last.closedAt === null) return undefined;
  return {
    shiftId: last.shiftId,
    cashierName: last.cashierName,
    countedCash: last.countedCash,
    closedAt: last.closedAt,
  };
}

export type NewShift = typeof shifts.$inferInsert;

/** Undefined when the cashier already has an open shift (the partial unique index decides). */
export async function insertShift(db: DbOrTx, shift: NewShift): Promise<string | undefined> {
  const [row] = await db
    .insert(shifts)
    .values(shift)
    .onConflictDoNothing({ target: shifts.cashierId, where: isNull(shifts.closedAt) })
    .returning({ id: shifts.id });
  return row?.id;
}

/** Locks an open shift for its closing; undefined when it is closed already. */
export async function lockOpenShift(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: shifts.id, cashierId: shifts.cashierId })
    .from(shifts)
    .where(and(eq(shifts.id, id), isNull(shifts.closedAt)))
    .for('update');
  return row;
}

export async function markClosed(
  db: DbOrTx,
  id: string,
  close: { countedCash: number; expectedCash: number; handover: boolean; closedBy: string },
): Promise<boolean> {
  const rows = await db
    .update(shifts)
    .set({ ...close, closedAt: sql`now()` })
    .where(and(eq(shifts.id, id), isNull(shifts.closedAt)))
    .returning({ id: shifts.id });
  return rows.length === 1;
}

/**
 * Whether the cashier has an open shift, locked `for key share` so it cannot close until the
 * caller's transaction (a game's sale) is in.
 */
export async function holdOpenShift(db: DbOrTx, cashierId: string): Promise<boolean> {
  // Raw text, as before the move: it runs in every purchase, and a template costs less than the builder.
  const result = await db.execute(
    sql`select id from shifts where cashier_id = ${cashierId}::uuid and closed_at is null for key share`,
  );
  return rowsOf(result).length > 0;
}

/**
 * Holds the cashier's user row (`for key share`) until the caller's transaction ends. Moving a
 * cashier or its shop locks that row for update first, so a shift opens either before the move
 * (which then sees it and is refused) or after it, in the shop and under the agent the move left.
 * Answers whether the cashier is still active when the row is held.
 */
export async function holdCashier(db: DbOrTx, cashierId: string): Promise<{ isActive: boolean } | undefined> {
  const [row] = await db
    .select({ isActive: users.isActive })
    .from(users)
    .where(eq(users.id, cashierId))
    .for('key share');
  return row;
}

/** Whether the cashier has a running game and whether it has an open shift, in one read. */
export async function cashierActivity(db: DbOrTx, cashierId: string) {
  const result = await db.execute(sql`select
    exists (select 1 from games where cashier_id = ${cashierId}::uuid and status = 'running') as running_game,
    exists (select 1 from shifts where cashier_id = ${cashierId}::uuid and closed_at is null) as open_shift`);
  const [row] = rowsOf<{ running_game: boolean; open_shift: boolean }>(result);
  return { runningGame: row?.running_game === true, openShift: row?.open_shift === true };
}

export async function insertCorrection(
  db: DbOrTx,
  c: { shiftId: string; amount: number; reason: string; createdBy: string },
): Promise<void> {
  await db.insert(shiftCorrections).values(c);
}

export async function correctionsOf(db: DbOrTx, shiftIds: string[]) {
  if (shiftIds.length === 0) return [];
  return db
    .select({
      id: shiftCorrections.id,
      shiftId: shiftCorrections.shiftId,
      amount: shiftCorrections.amount,
      reason: shiftCorrections.reason,
      createdByName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      createdAt: shiftCorrections.createdAt,
    })
    .from(shiftCorrections)
    .innerJoin(users, eq(users.id, shiftCorrections.createdBy))
    .where(inArray(shiftCorrections.shiftId, shiftIds))
    .orderBy(asc(shiftCorrections.id));
}

/**
 * Whether the viewer may filter its day list by a cashier: one with a shift the list shows it (scoped
 * by the agent the shift was opened under, so a cashier moved to another agent since is still found
 * by the agent it worked for), or one inside the viewer's subtree now (no shift yet: an empty list).
 */
export async function cashierInScope(db: DbOrTx, viewer: Viewer, cashierId: string): Promise<boolean> {
  const seen = await db.execute(sql`select 1 from shifts s
    where s.cashier_id = ${cashierId}::uuid and ${shiftScope(viewer)} limit 1`);
  if (rowsOf(seen).length > 0) return true;
  const agent = alias(users, 'agent');
  const [row] = await db
    .select({ id: users.id, agentId: users.parentId, superAgentId: agent.parentId })
    .from(users)
    .leftJoin(agent, eq(agent.id, users.parentId))
    .where(and(eq(users.id, cashierId), usersWithRole('Cashier')));
  if (!row) return false;
  switch (viewer.role) {
    case 'Admin':
      return true;
    case 'SuperAgent':
      return row.superAgentId === viewer.id;
    case 'Agent':
      return row.agentId === viewer.id;
    case 'Cashier':
      return row.id === viewer.id;
  }
}
