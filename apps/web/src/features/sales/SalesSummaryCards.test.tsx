import type { SalesSummary } from '@bingo/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { SalesSummaryCards } from './SalesSummaryCards';

/**
 * A shift with no float: a 400 Br game won within the bonus calls (prize 320, jackpot 500) and a
 * 100 Br game abandoned and refunded. The drawer is 420 Br short of what it started with.
 */
const SHORT_DAY: SalesSummary = {
  totalRevenue: 500,
  totalCommission: 80,
  totalGames: 2,
  totalCards: 50,
  totalWinnings: 320,
  totalBonus: 500,
  totalRefunds: 100,
  totalNet: -420,
};

describe('SalesSummaryCards', () => {
  it('shows under the winnings the net of the prizes, the bonuses and the refunds paid out', () => {
    renderWithTheme(<SalesSummaryCards summary={SHORT_DAY} loading={false} />);
    const winnings = screen.getByLabelText('Total Winnings');
    expect(within(winnings).getByTestId('stat-value').textContent).toBe('320.00 Br');
    expect(within(winnings).getByText(/^Net /).textContent).toBe('Net -420.00 Br');
    // Total Sales stays what the cards sold for.
    expect(within(screen.getByLabelText('Total Sales')).getByTestId('stat-value').textContent).toBe(
      '500.00 Br',
    );
  });

  it('shows the net the server summed, with its cents, and works out none of its own', () => {
    // Deliberately not the difference of the other figures: the tile must show the served one.
    renderWithTheme(<SalesSummaryCards summary={{ ...SHORT_DAY, totalNet: 0.3 }} loading={false} />);
    expect(within(screen.getByLabelText('Total Winnings')).getByText(/^Net /).textContent).toBe(
      'Net 0.30 Br',
    );
  });

  const tile = (label: string) => within(screen.getByLabelText(label));

  it('shows skeletons, not zeros, while the summary loads', () => {
    renderWithTheme(<SalesSummaryCards summary={undefined} loading />);
    for (const label of ['Total Sales', 'Total Cards Sold', 'Total Winnings']) {
      expect(tile(label).queryByTestId('stat-value')).toBeNull();
    }
    expect(screen.queryByText(/0\.00 Br|^0$|Net /)).toBeNull();
  });

  it('shows — for a summary that failed to load, and no net or average', () => {
    renderWithTheme(<SalesSummaryCards summary={undefined} loading={false} />);
    for (const label of ['Total Sales', 'Total Cards Sold', 'Total Winnings']) {
      expect(tile(label).getByTestId('stat-value').textContent).toBe('—');
    }
    expect(screen.queryByText(/0\.00 Br|Net |Average|sales$/)).toBeNull();
  });
});
