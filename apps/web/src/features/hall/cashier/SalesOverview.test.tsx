import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, ok } from '@/test/fake-api';
import { aSale, CASHIER } from '@/test/fixtures';
import { renderInRouter } from '@/test/render-in-router';
import { SalesOverview } from './SalesOverview';

afterEach(() => vi.unstubAllGlobals());

const TODAY = { start: '2025-11-21', end: '2025-11-21' };

describe('SalesOverview', () => {
  it('shows — under the banner for a summary that failed, not 0.00 Br', async () => {
    fakeApi({
      'GET /api/SalesHistory/summary': apiError(503, 'The server is busy. Please try again.'),
      'GET /api/SalesHistory': ok({ items: [] }),
    });
    renderInRouter(() => <SalesOverview span={TODAY} isToday />, CASHIER);
    expect(
      await screen.findByText('Failed to load dashboard data: The server is busy. Please try again.'),
    ).toBeInTheDocument();
    for (const label of ['Total Sales', 'Cards Sold', 'Winnings Paid']) {
      expect(within(screen.getByLabelText(label)).getByTestId('stat-value').textContent).toBe('—');
    }
  });

  it('shows the figures the server summed', async () => {
    fakeApi({
      'GET /api/SalesHistory/summary': ok({
        totalRevenue: 120,
        totalCommission: 12,
        totalGames: 1,
        totalCards: 12,
        totalWinnings: 108,
        totalBonus: 0,
        totalRefunds: 0,
        totalNet: 12,
      }),
      'GET /api/SalesHistory': ok({ items: [] }),
    });
    renderInRouter(() => <SalesOverview span={TODAY} isToday />, CASHIER);
    const sales = within(await screen.findByLabelText('Total Sales'));
    expect((await sales.findByTestId('stat-value')).textContent).toBe('120.00 Br');
    expect(within(screen.getByLabelText('Cards Sold')).getByTestId('stat-value').textContent).toBe('12');
  });

  it('groups the cards sold by thousands, as the sales page does', async () => {
    fakeApi({
      'GET /api/SalesHistory/summary': ok({
        totalRevenue: 12_340,
        totalCommission: 1_234,
        totalGames: 103,
        totalCards: 1_234,
        totalWinnings: 11_106,
        totalBonus: 0,
        totalRefunds: 0,
        totalNet: 1_234,
      }),
      'GET /api/SalesHistory': ok({ items: [] }),
    });
    renderInRouter(() => <SalesOverview span={TODAY} isToday />, CASHIER);
    const cards = within(await screen.findByLabelText('Cards Sold'));
    expect((await cards.findByTestId('stat-value')).textContent).toBe('1,234');
  });

  it("writes a recent sale's time for one day, and its date too over several", async () => {
    fakeApi({
      'GET /api/SalesHistory/summary': apiError(503, 'The server is busy. Please try again.'),
      // 12:30 in Addis Ababa.
      'GET /api/SalesHistory': ok({ items: [aSale({ playedAt: '2025-11-19T09:30:00.000Z' })] }),
    });
    const { unmount } = renderInRouter(() => <SalesOverview span={TODAY} isToday />, CASHIER);
    const oneDay = within(await screen.findByRole('table', { name: 'Recent Sales' }));
    expect(await oneDay.findByText('12:30 PM')).toBeInTheDocument();
    unmount();

    const week = { start: '2025-11-15', end: '2025-11-21' };
    renderInRouter(() => <SalesOverview span={week} isToday={false} />, CASHIER);
    const severalDays = within(await screen.findByRole('table', { name: 'Recent Sales' }));
    expect(await severalDays.findByText('Nov 19, 2025, 12:30 PM')).toBeInTheDocument();
  });
});
