// i18n-namespace: admin
import type { DailySales, Role, SalesRecord, SalesSummary, UserSalesSummary } from '@bingo/contracts';
import { SALE_FIGURE_TITLES, saleFigures } from '@/features/sales/sales-csv';
import { i18n } from '@/i18n/i18n';
import { msg } from '@/i18n/msg';
import { buildCsv } from '@/lib/csv';
import { formatDateTime, shiftDay } from '@/lib/format';
import { ROLE_LABELS } from '../role-labels';

export const SALES_REPORT_HEADER = [
  msg('User'),
  msg('Role'),
  msg('Price'),
  msg('Game Type'),
  ...SALE_FIGURE_TITLES,
  msg('Date & Time'),
] as const;

export const USER_PERFORMANCE_HEADER = [
  msg('User'),
  msg('Role'),
  msg('Games'),
  msg('Cards'),
  msg('Revenue'),
  msg('Commission'),
  msg('Winnings'),
  msg('Bonus'),
  msg('Average per Game'),
] as const;

/** The roles the Revenue by Role panel shows, in the spec's order. */
export const SELLING_ROLES = ['SuperAgent', 'Agent', 'Cashier'] as const satisfies readonly Role[];

/** Average per game: the spec divides by the number of games, or by 1 when there are none. */
export function averagePerGame(revenue: number, games: number): number {
  return revenue / (games || 1);
}

/** The bonus as a share of revenue, one decimal ('2.5%'); 0.0% without revenue. */
export function bonusPercent(summary: Pick<SalesSummary, 'totalBonus' | 'totalRevenue'>): string {
  const percent = summary.totalRevenue > 0 ? (summary.totalBonus / summary.totalRevenue) * 100 : 0;
  return `${percent.toFixed(1)}%`;
}

/** Revenue per selling role, summed in santim so the figures add up exactly. */
export function revenueByRole(
  users: readonly UserSalesSummary[],
): Record<(typeof SELLING_ROLES)[number], number> {
  const santim = { SuperAgent: 0, Agent: 0, Cashier: 0 };
  for (const u of users) {
    if (u.userRole === 'SuperAgent' || u.userRole === 'Agent' || u.userRole === 'Cashier') {
      santim[u.userRole] += Math.round(u.totalRevenue * 100);
    }
  }
  return { SuperAgent: santim.SuperAgent / 100, Agent: santim.Agent / 100, Cashier: santim.Cashier / 100 };
}

/** The Admin's words, read when a report is built so it follows the viewer's language. */
const adminT = () => i18n.getFixedT(null, 'admin');

/** A title of SALES_REPORT_HEADER: the Admin's own, or a sale figure's from the sales catalog. */
export const salesReportTitle = (key: string): string => i18n.getFixedT(null, ['admin', 'sales'])(key);

export function salesReportCsv(rows: readonly SalesRecord[]): string {
  const t = adminT();
  return buildCsv(
    SALES_REPORT_HEADER.map(salesReportTitle),
    rows.map((r) => [
      r.userName,
      // i18n-dynamic: role labels are msg() keys in role-labels.ts
      t(ROLE_LABELS[r.userRole]),
      ...saleFigures(r),
      formatDateTime(r.playedAt),
    ]),
  );
}

export function userPerformanceCsv(rows: readonly UserSalesSummary[]): string {
  const t = adminT();
  return buildCsv(
    // i18n-dynamic: the headers are msg() keys in USER_PERFORMANCE_HEADER
    USER_PERFORMANCE_HEADER.map((h) => t(h)),
    rows.map((u) => [
      u.userName,
      // i18n-dynamic: role labels are msg() keys in role-labels.ts
      t(ROLE_LABELS[u.userRole]),
      u.totalGames,
      u.totalCards,
      u.totalRevenue,
      u.totalCommission,
      u.totalWinnings,
      u.totalBonus,
      Math.round(averagePerGame(u.totalRevenue, u.totalGames) * 100) / 100,
    ]),
  );
}

/** A point per day of the range, days without sales at 0, so the chart's gaps are real. */
export function dailySeries(days: readonly DailySales[], start: string, end: string, maxDays = 366) {
  const byDay = new Map(days.map((d) => [d.date, d]));
  const series: { date: string; revenue: number; commission: number; games: number }[] = [];
  for (let day = start; day <= end && series.length < maxDays; day = shiftDay(day, 1)) {
    const d = byDay.get(day);
    series.push({
      date: day,
      revenue: d?.totalRevenue ?? 0,
      commission: d?.totalCommission ?? 0,
      games: d?.totalGames ?? 0,
    });
  }
  return series;
}
