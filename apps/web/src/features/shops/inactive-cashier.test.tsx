import type { Shop } from '@bingo/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ShopsTable as AdminShopsTable } from '@/features/admin/shops/ShopsTable';
import { YourShopsTable } from '@/features/dashboard/agent/YourShopsTable';
import { ShopsOverviewTable } from '@/features/dashboard/superagent/ShopsOverviewTable';
import { ShopsTable } from '@/features/network/ShopsTable';
import { useLocale } from '@/i18n/locale';
import { ADMIN, aShop, aUser, SUPER_AGENT } from '@/test/fixtures';
import { renderWithTheme } from '@/test/render';
import { renderInRouter } from '@/test/render-in-router';
import { ShopDetails } from './ShopDetails';

// A deactivated cashier (one who left) stays named on its shop until a new cashier is seated.

const hana = aUser({ firstName: 'Hana', lastName: 'Tesfaye', email: 'hana@bingo.et' });
const abel = aUser({ firstName: 'Abel', lastName: 'Kebede', email: 'abel@bingo.et' });

const seated = (cashier: typeof hana, isActive: boolean, name: string): Shop =>
  aShop({
    name,
    cashierId: cashier.id,
    cashier: {
      id: cashier.id,
      userId: cashier.id,
      firstName: cashier.firstName,
      lastName: cashier.lastName,
      email: cashier.email,
      isActive,
    },
  });

const left = seated(hana, false, 'Bole Bingo House');
const working = seated(abel, true, 'Piazza Bingo');
const empty = aShop({ name: 'Merkato Bingo' });

/** The text of each row's cell under the 'Cashier' header, by shop name. */
function cashierCells(): Record<string, string> {
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
  const column = headers.indexOf('Cashier');
  const rows = screen.getAllByRole('row').slice(1);
  return Object.fromEntries(
    rows.map((row) => {
      const cells = within(row).getAllByRole('cell');
      return [cells[0]?.textContent, cells[column]?.textContent];
    }),
  );
}

afterEach(async () => {
  await useLocale.getState().setLanguage('en');
});

describe("a shop's inactive cashier", () => {
  it("shop details: named with an 'Inactive' badge, and the shop shows 'No cashier'", () => {
    renderWithTheme(<ShopDetails shop={left} />);
    expect(screen.getByText('Hana Tesfaye')).toBeInTheDocument();
    expect(screen.getByText('hana@bingo.et')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText('No cashier')).toBeInTheDocument();
    expect(screen.queryByText('Cashier assigned')).not.toBeInTheDocument();
  });

  it("shop details: an active cashier has no badge, and the shop shows 'Cashier assigned'", () => {
    renderWithTheme(<ShopDetails shop={working} />);
    expect(screen.getByText('Abel Kebede')).toBeInTheDocument();
    expect(screen.getByText('Cashier assigned')).toBeInTheDocument();
    expect(screen.queryByText('Inactive')).not.toBeInTheDocument();
    expect(screen.queryByText('No cashier')).not.toBeInTheDocument();
  });

  it("the agent's and super agent's shops list marks only the inactive cashier", () => {
    renderWithTheme(<ShopsTable shops={[left, working, empty]} actions={() => null} />);
    expect(cashierCells()).toEqual({
      'Bole Bingo House': 'Hana TesfayeInactive',
      'Piazza Bingo': 'Abel Kebede',
      'Merkato Bingo': 'None',
    });
  });

  it("the admin's shops list marks only the inactive cashier", async () => {
    renderInRouter(
      () => <AdminShopsTable shops={[left, working, empty]} onEdit={() => {}} onDelete={() => {}} />,
      ADMIN,
    );
    await screen.findByRole('table');
    expect(cashierCells()).toEqual({
      'Bole Bingo House': 'Hana TesfayeInactive',
      'Piazza Bingo': 'Abel Kebede',
      'Merkato Bingo': 'None',
    });
  });

  it("the agent's and super agent's dashboards mark only the inactive cashier", async () => {
    for (const Table of [YourShopsTable, ShopsOverviewTable]) {
      const view = renderInRouter(() => <Table shops={[left, working, empty]} />, SUPER_AGENT);
      await screen.findByRole('table');
      expect(cashierCells()).toEqual({
        'Bole Bingo House': 'Hana TesfayeInactive',
        'Piazza Bingo': 'Abel Kebede',
        'Merkato Bingo': 'None',
      });
      view.unmount();
    }
  });

  it('says Inactive in Amharic, as the user lists do', async () => {
    await useLocale.getState().setLanguage('am');
    renderWithTheme(<ShopDetails shop={left} />);
    // The Amharic catalog loads on demand, so the details appear a moment later.
    expect(await screen.findByText('ንቁ ያልሆነ')).toBeInTheDocument();
  });
});
