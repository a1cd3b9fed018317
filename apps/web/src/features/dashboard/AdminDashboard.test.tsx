import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, ok } from '@/test/fake-api';
import { renderInRouter } from '@/test/render-in-router';
import { AdminDashboard } from './AdminDashboard';

const ADMIN = { id: 'ad1', email: 'admin@bingo.et', role: 'Admin' } as const;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const NO_SALES = {
  totalRevenue: 0,
  totalCommission: 0,
  totalGames: 0,
  totalCards: 0,
  totalWinnings: 0,
  totalBonus: 0,
  totalRefunds: 0,
  totalNet: 0,
};

describe('AdminDashboard', () => {
  it("says the System Overview's figures failed to load instead of showing zeros", async () => {
    fakeApi({
      'GET /api/dashboard/stats': ok({
        totalShops: 2,
        totalSuperAgents: 1,
        totalAgents: 3,
        totalCashiers: 4,
        totalUsers: 11,
      }),
      'GET /api/Shop': ok({ items: [] }),
      'GET /api/auth/users-by-role/SuperAgent': ok({ items: [] }),
      'GET /api/Balance/overview': apiError(500, 'The balances could not be read'),
      'GET /api/SalesHistory/summary': apiError(500, 'The sales could not be read'),
    });
    renderInRouter(() => <AdminDashboard viewerEmail={ADMIN.email} />, ADMIN);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    const overview = screen.getByRole('region', { name: 'System Overview' });
    expect(within(overview).queryByText('0.00 Br')).not.toBeInTheDocument();
    expect(within(overview).queryByText('0')).not.toBeInTheDocument();
  });

  it("moves Games Today and Sales Today on to the new day at the hall's midnight, with the page left open", async () => {
    // Fake timers that still run, so the screen's own waits go on; the jump to midnight is the test's.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // 23:59 on Friday in Addis Ababa (UTC+3).
    vi.setSystemTime(new Date('2025-11-21T20:59:00.000Z'));
    const server = fakeApi({
      'GET /api/dashboard/stats': ok({
        totalShops: 0,
        totalSuperAgents: 0,
        totalAgents: 0,
        totalCashiers: 0,
        totalUsers: 1,
      }),
      'GET /api/Shop': ok({ items: [] }),
      'GET /api/auth/users-by-role/SuperAgent': ok({ items: [] }),
      'GET /api/Balance/overview': ok({ totalSystemBalance: 0, totalUsers: 0, items: [] }),
      'GET /api/SalesHistory/summary': ok(NO_SALES),
    });
    const summaryDays = () =>
      server.calls
        .filter((c) => c.path === '/api/SalesHistory/summary')
        .map((c) => [c.query.get('startDate'), c.query.get('endDate')]);
    renderInRouter(() => <AdminDashboard viewerEmail={ADMIN.email} />, ADMIN);
    expect(await screen.findByLabelText('Games Today')).toHaveTextContent('0');
    expect(summaryDays()).toEqual([['2025-11-20T21:00:00.000Z', '2025-11-21T20:59:59.999Z']]);

    act(() => vi.advanceTimersByTime(60_000));
    await waitFor(() =>
      expect(summaryDays().at(-1)).toEqual(['2025-11-21T21:00:00.000Z', '2025-11-22T20:59:59.999Z']),
    );
  });
});
