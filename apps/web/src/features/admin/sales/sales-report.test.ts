import type { UserSalesSummary } from '@bingo/contracts';
import { describe, expect, it } from 'vitest';
import { aSale } from '@/test/fixtures';
import { averagePerGame, bonusPercent, dailySeries, revenueByRole, salesReportCsv } from './sales-report';

// The fixtures' sale, sold by a name a spreadsheet would read as a formula.
const record = aSale({ id: 7, userName: '=Liya, "the fast" Mekonnen', playedAt: '2025-11-21T16:05:00.000Z' });

const summary = (role: UserSalesSummary['userRole'], revenue: number): UserSalesSummary => ({
  userId: record.userId,
  userName: 'x',
  userRole: role,
  totalRevenue: revenue,
  totalCommission: 0,
  totalGames: 1,
  totalCards: 1,
  totalWinnings: 0,
  totalBonus: 0,
  totalRefunds: 0,
  totalNet: revenue,
});

describe('sales report', () => {
  it("writes the spec's columns, escaping a formula-like name and quoting commas and quotes", () => {
    const [header, row] = salesReportCsv([record]).split('\r\n');
    expect(header).toBe('User,Role,Price,Game Type,Cards,Total,Commission,Win,Outcome,Bonus,Date & Time');
    expect(row).toBe(
      `"'=Liya, ""the fast"" Mekonnen",Cashier,10,Default any line,12,120,12,108,Won,0,"Nov 21, 2025, 7:05 PM"`,
    );
  });

  it('gives the bonus share with one decimal and divides the average by 1 without games', () => {
    expect(bonusPercent({ totalBonus: 25, totalRevenue: 1000 })).toBe('2.5%');
    expect(bonusPercent({ totalBonus: 0, totalRevenue: 0 })).toBe('0.0%');
    expect(averagePerGame(250, 0)).toBe(250);
    expect(averagePerGame(250, 4)).toBe(62.5);
  });

  it('sums revenue per role exactly', () => {
    expect(
      revenueByRole([
        summary('Cashier', 0.1),
        summary('Cashier', 0.2),
        summary('Agent', 5),
        summary('Admin', 9),
      ]),
    ).toEqual({ SuperAgent: 0, Agent: 5, Cashier: 0.3 });
  });

  it('puts a zero on the days without sales', () => {
    const days = dailySeries(
      [{ date: '2025-11-02', totalRevenue: 120, totalCommission: 12, totalGames: 1 }],
      '2025-11-01',
      '2025-11-03',
    );
    expect(days.map((d) => [d.date, d.revenue])).toEqual([
      ['2025-11-01', 0],
      ['2025-11-02', 120],
      ['2025-11-03', 0],
    ]);
  });
});
