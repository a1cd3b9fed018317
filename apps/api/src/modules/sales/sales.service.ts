import {
  type DailySalesList,
  type SalesList,
  type SalesQuery,
  type SalesSummary,
  type SalesSummaryQuery,
  USER_MESSAGES,
  type UserSalesSummaryList,
} from '@bingo/contracts';
import { toBirr } from '@bingo/engine';
import type { DbOrTx } from '@/db/client';
import { periodOf } from '@/db/period';
import { NotFoundError } from '@/errors';
import type { Viewer } from '@/modules/auth/caller';
import {
  agentInScope,
  listSales,
  type SalesRange,
  type SellerRole,
  salesScope,
  summarize,
  summarizeByDay,
  summarizeByUser,
  underAgent,
} from './sales.repo';

const DEFAULT_LIMIT = 1000;

/** Whose totals a viewer sees per user: each sale counted for the roles at or below the viewer. */
const SELLERS_SEEN: Record<Viewer['role'], readonly SellerRole[]> = {
  Admin: ['SuperAgent', 'Agent', 'Cashier'],
  SuperAgent: ['SuperAgent', 'Agent', 'Cashier'],
  Agent: ['Agent', 'Cashier'],
  Cashier: ['Cashier'],
};

type Totals = Awaited<ReturnType<typeof summarize>>;

function rangeFor(viewer: Viewer, q: SalesSummaryQuery): SalesRange {
  return {
    scope: salesScope(viewer),
    ...periodOf(q),
  };
}

function totalsToWire(t: Totals): SalesSummary {
  return {
    totalRevenue: toBirr(t.totalRevenue),
    totalCommission: toBirr(t.totalCommission),
    totalGames: t.totalGames,
    totalCards: t.totalCards,
    totalWinnings: toBirr(t.totalWinnings),
    totalBonus: toBirr(t.totalBonus),
    totalRefunds: toBirr(t.totalRefunds),
    totalNet: toBirr(t.totalNet),
  };
}

/**
 * The sales in the range, newest first; with `agentId`, only those made under that agent, which
 * must be the viewer's (404 otherwise, as for any user the viewer cannot see).
 */
export async function salesHistory(db: DbOrTx, viewer: Viewer, q: SalesQuery): Promise<SalesList> {
  let range = rangeFor(viewer, q);
  if (q.agentId !== undefined) {
    if (!(await agentInScope(db, viewer, q.agentId))) throw new NotFoundError(USER_MESSAGES.userNotFound);
    range = underAgent(range, q.agentId);
  }
  const rows = await listSales(db, range, q.limit ?? DEFAULT_LIMIT);
  const seen = SELLERS_SEEN[viewer.role];
  return {
    items: rows.map(({ agentId, agentName, superAgentId, superAgentName, ...r }) => ({
      ...r,
      ...(seen.includes('Agent') ? { agentId, agentName } : {}),
      ...(seen.includes('SuperAgent') ? { superAgentId, superAgentName } : {}),
      playedAt: r.playedAt.toISOString(),
      cardPrice: toBirr(r.cardPrice),
      totalAmount: toBirr(r.totalAmount),
      commission: toBirr(r.commission),
      actualWin: toBirr(r.actualWin),
      bonusAmount: toBirr(r.bonusAmount),
    })),
  };
}

export async function salesSummary(db: DbOrTx, viewer: Viewer, q: SalesSummaryQuery): Promise<SalesSummary> {
  return totalsToWire(await summarize(db, rangeFor(viewer, q)));
}

export async function usersSalesSummary(
  db: DbOrTx,
  viewer: Viewer,
  q: SalesSummaryQuery,
): Promise<UserSalesSummaryList> {
  const rows = await summarizeByUser(db, rangeFor(viewer, q), SELLERS_SEEN[viewer.role]);
  return {
    items: rows.map((r) => ({
      userId: r.userId,
      userName: r.userName,
      userRole: r.userRole,
      ...totalsToWire(r),
    })),
  };
}

export async function dailySales(
  db: DbOrTx,
  viewer: Viewer,
  q: SalesSummaryQuery,
  timeZone: string,
): Promise<DailySalesList> {
  const rows = await summarizeByDay(db, rangeFor(viewer, q), timeZone);
  return {
    items: rows.map((r) => ({
      date: r.date,
      totalRevenue: toBirr(r.totalRevenue),
      totalCommission: toBirr(r.totalCommission),
      totalGames: r.totalGames,
    })),
  };
}
