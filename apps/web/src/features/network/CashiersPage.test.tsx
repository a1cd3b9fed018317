import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, ok } from '@/test/fake-api';
import { AGENT, aUser } from '@/test/fixtures';
import { renderSignedIn } from '@/test/render-signed-in';
import { CashiersPage } from './CashiersPage';

afterEach(() => vi.unstubAllGlobals());

describe('CashiersPage', { timeout: 20_000 }, () => {
  it('deactivates a cashier from its row and shows the status the server answered', async () => {
    let hana = aUser({ role: 'Cashier', email: 'hana@bingo.et', isActive: true });
    const api = fakeApi({
      'GET /api/auth/my-cashiers': () => ok({ items: [hana] }),
      'GET /api/Shop/available': { body: { items: [] } },
      [`POST /api/auth/toggle-status/${hana.id}`]: () => {
        hana = { ...hana, isActive: false };
        return ok(hana);
      },
    });
    renderSignedIn(<CashiersPage />, AGENT);
    const row = (await screen.findByText('hana@bingo.et')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Active')).toBeInTheDocument();
    await userEvent
      .setup({ delay: null })
      .click(within(row).getByRole('switch', { name: 'Deactivate hana@bingo.et' }));
    expect(await within(row).findByRole('switch', { name: 'Activate hana@bingo.et' })).not.toBeChecked();
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    expect(api.writes().map((c) => [c.path, c.body])).toEqual([
      [`/api/auth/toggle-status/${hana.id}`, { isActive: false }],
    ]);
  });

  it('says why the server refused the change', async () => {
    const hana = aUser({ role: 'Cashier', email: 'hana@bingo.et', isActive: true });
    fakeApi({
      'GET /api/auth/my-cashiers': { body: { items: [hana] } },
      'GET /api/Shop/available': { body: { items: [] } },
      [`POST /api/auth/toggle-status/${hana.id}`]: apiError(404, 'User not found'),
    });
    renderSignedIn(<CashiersPage />, AGENT);
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('switch', { name: 'Deactivate hana@bingo.et' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update user status: User not found',
    );
  });
});
