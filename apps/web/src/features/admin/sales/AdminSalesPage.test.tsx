import type { SalesSummary, UserSalesSummary } from '@bingo/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { useLocale } from '@/i18n/locale';
import { type Answer, apiError, fakeApi, ok } from '@/test/fake-api';
import { ADMIN, fixtureId } from '@/test/fixtures';
import { renderWithTheme } from '@/test/render';
import { renderSignedIn } from '@/test/render-signed-in';
import { AdminSalesPage } from './AdminSalesPage';
import { SalesSummaryGrid } from './SalesSummaryGrid';

// A simulated page has no layout, so the chart would warn of its zero size; these tests are of the
// figures beside it.
vi.mock('./RevenueChart', () => ({ RevenueChart: () => null }));

afterEach(() => vi.unstubAllGlobals());

const SUMMARY: SalesSummary = {
  totalRevenue: 1200,
  totalCommission: 120,
  totalGames: 10,
  totalCards: 120,
  totalWinnings: 1000,
  totalBonus: 0,
  totalRefunds: 0,
  totalNet: 200,
};

const seller = (userRole: UserSalesSummary['userRole']): UserSalesSummary => ({
  ...SUMMARY,
  userId: fixtureId(),
  userName: `A ${userRole}`,
  userRole,
});

const BANNER = 'Failed to load sales data. Please try again later.';
const ROLES = ['SuperAgent', 'Agent', 'Cashier'] as const;

/** The page's four reads, with the summary and the per-user totals answered as given. */
function serve(summary: Answer, users: Answer) {
  return fakeApi({
    'GET /api/SalesHistory': ok({ items: [] }),
    'GET /api/SalesHistory/daily': ok({ items: [] }),
    'GET /api/SalesHistory/summary': summary,
    'GET /api/SalesHistory/users/summary': users,
  });
}

const render = () =>
  renderSignedIn(
    <AdminSalesPage range={{ start: '2025-11-01', end: '2025-11-30' }} onRangeChange={() => {}} />,
    ADMIN,
  );

const byRole = () => within(screen.getByRole('region', { name: 'Revenue by Role' }));

describe('AdminSalesPage', { timeout: 20_000 }, () => {
  it('sums the revenue by role once the per-user totals are in', async () => {
    serve(ok(SUMMARY), ok({ items: [seller('SuperAgent'), seller('Agent'), seller('Cashier')] }));
    render();
    expect(await screen.findByTestId('revenue-Cashier')).toHaveTextContent('1,200.00 Br');
    expect(screen.queryByText(BANNER)).toBeNull();
  });

  it('shows skeletons under Revenue by Role while the per-user totals load, not 0.00 Br', () => {
    renderWithTheme(<SalesSummaryGrid summary={SUMMARY} loading={false} users={undefined} usersLoading />);
    for (const role of ROLES) expect(byRole().getByTestId(`revenue-${role}-loading`)).toBeInTheDocument();
    expect(byRole().queryByText(/Br$/)).toBeNull();
  });

  it('shows — and the banner when the per-user totals failed', async () => {
    serve(ok(SUMMARY), apiError(500, 'Something went wrong on our side. Please try again later.'));
    render();
    expect(await screen.findByText(BANNER)).toBeInTheDocument();
    for (const role of ROLES) expect(byRole().getByTestId(`revenue-${role}`)).toHaveTextContent('—');
  });

  it('shows — in the tiles and the banner when the summary failed', async () => {
    serve(apiError(500, 'Something went wrong on our side. Please try again later.'), ok({ items: [] }));
    render();
    expect(await screen.findByText(BANNER)).toBeInTheDocument();
    for (const label of ['Total Revenue', 'Total Games', 'Total Bonus', 'Average per Game']) {
      expect(within(screen.getByLabelText(label)).getByTestId('stat-value')).toHaveTextContent('—');
    }
    expect(screen.queryByText(/of revenue$/)).toBeNull();
  });
});

describe('AdminSalesPage in Amharic', { timeout: 20_000 }, () => {
  afterEach(() => useLocale.getState().setLanguage('en'));

  it('says the per-user figures failed in Amharic', async () => {
    await useLocale.getState().setLanguage('am');
    await i18n.loadNamespaces('errors');
    serve(ok(SUMMARY), apiError(500, 'Something went wrong on our side. Please try again later.'));
    render();
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'የተጠቃሚዎች አፈጻጸም' }));
    expect(await screen.findByText('የተጠቃሚዎችን መረጃ ማምጣት አልተሳካም')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch users data')).toBeNull();
  });
});
