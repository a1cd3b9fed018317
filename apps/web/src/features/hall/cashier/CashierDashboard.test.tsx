import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, ok } from '@/test/fake-api';
import { CASHIER } from '@/test/fixtures';
import { renderInRouter } from '@/test/render-in-router';
import { CashierDashboard } from './CashierDashboard';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the cashier dashboard', () => {
  it('says the balance could not be loaded instead of spinning for ever', async () => {
    fakeApi({ 'GET /api/Balance': apiError(503, 'The server is busy. Please try again.') });
    renderInRouter(CashierDashboard, CASHIER);
    expect(
      await screen.findByText('Failed to load balance data. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('balance-chip')).toBeNull();
  });

  it("shows the new day's sales once the hall's midnight passes, with the page left open", async () => {
    // Fake timers that still run, so the screen's own waits go on; the jump to midnight is the test's.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // 23:59 on Friday in Addis Ababa (UTC+3).
    vi.setSystemTime(new Date('2025-11-21T20:59:00.000Z'));
    const server = fakeApi({
      'GET /api/Balance': ok({ amount: 100, balanceType: 'Limited' }),
      'GET /api/SalesHistory/summary': ok({
        totalRevenue: 0,
        totalCommission: 0,
        totalGames: 0,
        totalCards: 0,
        totalWinnings: 0,
        totalBonus: 0,
        totalRefunds: 0,
        totalNet: 0,
      }),
      'GET /api/SalesHistory': ok({ items: [] }),
    });
    const summaryDays = () =>
      server.calls
        .filter((c) => c.path === '/api/SalesHistory/summary')
        .map((c) => [c.query.get('startDate'), c.query.get('endDate')]);
    renderInRouter(CashierDashboard, CASHIER);
    expect(await screen.findByText('No sales data available for today.')).toBeInTheDocument();
    expect(summaryDays()).toEqual([['2025-11-20T21:00:00.000Z', '2025-11-21T20:59:59.999Z']]);

    act(() => vi.advanceTimersByTime(60_000));
    await waitFor(() =>
      expect(summaryDays().at(-1)).toEqual(['2025-11-21T21:00:00.000Z', '2025-11-22T20:59:59.999Z']),
    );
    expect(await screen.findByText("Today's Sales Summary")).toBeInTheDocument();
  });
});
