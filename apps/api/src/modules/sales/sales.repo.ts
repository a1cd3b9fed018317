import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { inPeriod, type Period } from '@/db/period';
import { salesHistory, shops, users } from '@/db/schema';
import type { Viewer } from '@/modules/auth/caller';
import { stakesRefunded } from '@/modules/games/refunded-stakes';
import { agentsInReach } from '@/modules/users/scope';

/**
 * Whose sales a viewer sees. The agent and super agent are copied onto every row at purchase, so
 * each scope is one indexed (owner, playedAt) range scan.
 */
export function salesScope(viewer: Viewer): SQL | undefined {
  switch (viewer.role) {
    case 'Admin':
      return undefined;
    case 'SuperAgent':
      return eq(salesHistory.superAgentId, viewer.id);
    case 'Agent':
      return eq(salesHistory.agentId, viewer.id);
    case 'Cashier':
      return eq(salesHistory.userId, viewer.id);
  }
}

/**
 * Whether an agent is the viewer's to filter sales by: any agent in the viewer's reach (any for an
 * Admin, its own for a Super Agent, itself for an Agent, none for a Cashier), active or not, since a
 * deactivated agent's sales stay on record.
 */
export async function agentInScope(db: DbOrTx, viewer: Viewer, agentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, agentId), agentsInReach(viewer)));
  return row !== undefined;
}

export type SalesRange = Period & { scope: SQL | undefined };

/** The range narrowed to the sales made under one agent (the agent copied onto the sale when made). */
export const underAgent = (r: SalesRange, agentId: string): SalesRange => ({
  ...r,
  scope: and(r.scope, eq(salesHistory.agentId, agentId)),
});

const inRange = (r: SalesRange) => and(r.scope, inPeriod(salesHistory.playedAt, r));

/** A sum of whole numbers (santim, or cards), 0 over no rows. */
const sumOf = (column: AnyPgColumn) => sql`coalesce(sum(${column}), 0)`;
const whole = (sum: SQL) => sql<number>`(${sum})::bigint`.mapWith(Number);

const stakes = sumOf(salesHistory.totalAmount);
const prizes = sumOf(salesHistory.actualWin);
const bonuses = sumOf(salesHistory.bonusAmount);
/** The stakes handed back on abandoned games, counted as the shift's expected cash counts them. */
const refunds = sql`coalesce(sum(${salesHistory.totalAmount}) filter (where ${stakesRefunded(salesHistory)}), 0)`;

/** Sums in santim, done by the database over the range. */
const totals = {
  totalRevenue: whole(stakes),
  totalCommission: whole(sumOf(salesHistory.commission)),
  totalGames: sql<number>`count(*)::int`.mapWith(Number),
  totalCards: whole(sumOf(salesHistory.numberOfCards)),
  totalWinnings: whole(prizes),
  totalBonus: whole(bonuses),
  totalRefunds: whole(refunds),
  /** What the sales left in the drawers: the shifts' expected cash without their opening floats. */
  totalNet: whole(sql`${stakes} - ${prizes} - ${bonuses} - ${refunds}`),
};

const agent = alias(users, 'agent');
const superAgent = alias(users, 'super_agent');
const fullName = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string>`${u.firstName} || ' ' || ${u.lastName}`;

export async function listSales(db: DbOrTx, r: SalesRange, limit: number) {
  return db
    .select({
      id: salesHistory.id,
      gameId: salesHistory.gameId,
      userId: salesHistory.userId,
      userName: fullName(users),
      userRole: users.role,
      shopId: salesHistory.shopId,
      shopName: shops.name,
      agentId: salesHistory.agentId,
      agentName: fullName(agent),
      superAgentId: salesHistory.superAgentId,
      superAgentName: fullName(superAgent),
      playedAt: salesHistory.playedAt,
      cardPrice: salesHistory.cardPrice,
      gameType: salesHistory.gameType,
      gameTypeName: salesHistory.gameTypeName,
      numberOfCards: salesHistory.numberOfCards,
      totalAmount: salesHistory.totalAmount,
      commission: salesHistory.commission,
      actualWin: salesHistory.actualWin,
      outcome: salesHistory.outcome,
      bonusAmount: salesHistory.bonusAmount,
      bonusType: salesHistory.bonusType,
      refunded: sql<boolean>`${stakesRefunded(salesHistory)}`.mapWith(Boolean),
    })
    .from(salesHistory)
    .innerJoin(users, eq(users.id, salesHistory.userId))
    .innerJoin(shops, eq(shops.id, salesHistory.shopId))
    .innerJoin(agent, eq(agent.id, salesHistory.agentId))
    .innerJoin(superAgent, eq(superAgent.id, salesHistory.superAgentId))
    .where(inRange(r))
    .orderBy(desc(salesHistory.playedAt), desc(salesHistory.id))
    .limit(limit);
}

/** The totals query itself, so its plan can be inspected (see bench/sales-explain.ts). */
export function summaryQuery(db: DbOrTx, r: SalesRange) {
  return db.select(totals).from(salesHistory).where(inRange(r));
}

export async function summarize(db: DbOrTx, r: SalesRange) {
  const [row] = await summaryQuery(db, r);
  return (
    row ?? {
      totalRevenue: 0,
      totalCommission: 0,
      totalGames: 0,
      totalCards: 0,
      totalWinnings: 0,
      totalBonus: 0,
      totalRefunds: 0,
      totalNet: 0,
    }
  );
}

/** Each sale counts for its cashier, the cashier's agent and that agent's super agent. */
const SELLERS = {
  Cashier: salesHistory.userId,
  Agent: salesHistory.agentId,
  SuperAgent: salesHistory.superAgentId,
};

/**
 * Totals per user in the range, each sale attributed up the tree to the roles given (those at or
 * below the viewer). A user holds one role, so the per-role groups never share a user.
 */
export type SellerRole = keyof typeof SELLERS;

export async function summarizeByUser(db: DbOrTx, r: SalesRange, roles: readonly SellerRole[]) {
  const perRole = roles.map((role) =>
    db
      .select({
        userId: users.id,
        userName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
        userRole: users.role,
        ...totals,
      })
      .from(salesHistory)
      .innerJoin(users, eq(users.id, SELLERS[role]))
      .where(inRange(r))
      // users.id is the key, so its other columns may be selected without being grouped.
      .groupBy(users.id),
  );
  // By position (4 is totalRevenue, 3 the role): a union is ordered by its output columns.
  const order = [sql`4 desc`, sql`3`];
  const [first, second, ...rest] = perRole;
  if (!first) return [];
  return second ? unionAll(first, second, ...rest).orderBy(...order) : first.orderBy(...order);
}

/** One row per calendar day in the hall's time zone. */
export async function summarizeByDay(db: DbOrTx, r: SalesRange, timeZone: string) {
  const day = sql<string>`to_char(${salesHistory.playedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  return (
    db
      .select({
        date: day,
        totalRevenue: totals.totalRevenue,
        totalCommission: totals.totalCommission,
        totalGames: totals.totalGames,
      })
      .from(salesHistory)
      .where(inRange(r))
      // By position: the time zone is a bound parameter, so a repeated expression would not match.
      .groupBy(sql`1`)
      .orderBy(sql`1`)
  );
}
