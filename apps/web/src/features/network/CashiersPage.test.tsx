import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, ok } from '@/test/fake-api';
import { AGENT, aUser } from '@/test/fixtures';
import { renderSignedIn } from '@/test/render-signed-in';
import { CashiersPage } from './CashiersPage';

afterEach(() => vi.unstubAllGlobals());

describe('CashiersPage', { timeout: 20_000 }, () => {
  it('deactivates a cashier from its row once confirmed and shows the status the server answered', async () => {
    let hana = aUser({ role: 'Cashier', lastName: 'Bekele', email: 'hana@bingo.et', isActive: true });
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
    const user = userEvent.setup({ delay: null });
    await user.click(within(row).getByRole('switch', { name: 'Deactivate hana@bingo.et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate cashier' });
    expect(dialog).toHaveTextContent(
      'Deactivate Hana Bekele? They are signed out at once, and a game they are running ends now, abandoned at the current call.',
    );
    expect(api.writes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(row).findByRole('switch', { name: 'Activate hana@bingo.et' })).not.toBeChecked();
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    expect(api.writes().map((c) => [c.path, c.body])).toEqual([
      [`/api/auth/toggle-status/${hana.id}`, { isActive: false }],
    ]);
  });

  it('sends nothing when the deactivation is cancelled', async () => {
    const hana = aUser({ role: 'Cashier', email: 'hana@bingo.et', isActive: true });
    const api = fakeApi({
      'GET /api/auth/my-cashiers': { body: { items: [hana] } },
      'GET /api/Shop/available': { body: { items: [] } },
    });
    renderSignedIn(<CashiersPage />, AGENT);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('switch', { name: 'Deactivate hana@bingo.et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate cashier' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('switch', { name: 'Deactivate hana@bingo.et' })).toBeChecked();
    expect(api.writes()).toEqual([]);
  });

  it('activates an inactive cashier at once, without asking', async () => {
    const hana = aUser({ role: 'Cashier', email: 'hana@bingo.et', isActive: false });
    const api = fakeApi({
      'GET /api/auth/my-cashiers': { body: { items: [hana] } },
      'GET /api/Shop/available': { body: { items: [] } },
      [`POST /api/auth/toggle-status/${hana.id}`]: ok({ ...hana, isActive: true }),
    });
    renderSignedIn(<CashiersPage />, AGENT);
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('switch', { name: 'Activate hana@bingo.et' }));
    await waitFor(() =>
      expect(api.writes().map((c) => [c.path, c.body])).toEqual([
        [`/api/auth/toggle-status/${hana.id}`, { isActive: true }],
      ]),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers Assign Shop for an active cashier only: an inactive one is seated nowhere', async () => {
    const hana = aUser({ role: 'Cashier', firstName: 'Hana', lastName: 'Bekele', email: 'hana@bingo.et' });
    const abel = aUser({
      role: 'Cashier',
      firstName: 'Abel',
      lastName: 'Tadesse',
      email: 'abel@bingo.et',
      isActive: false,
    });
    fakeApi({
      'GET /api/auth/my-cashiers': { body: { items: [hana, abel] } },
      'GET /api/Shop/available': { body: { items: [] } },
    });
    renderSignedIn(<CashiersPage />, AGENT);
    const active = (await screen.findByText('hana@bingo.et')).closest('tr') as HTMLElement;
    const inactive = screen.getByText('abel@bingo.et').closest('tr') as HTMLElement;
    expect(within(active).getByRole('button', { name: 'Assign Shop to Hana Bekele' })).toBeInTheDocument();
    expect(within(inactive).queryByRole('button', { name: /Assign Shop/ })).toBeNull();
    expect(within(inactive).getByRole('switch', { name: 'Activate abel@bingo.et' })).toBeInTheDocument();
  });

  it('says why the server refused the change', async () => {
    const hana = aUser({ role: 'Cashier', email: 'hana@bingo.et', isActive: true });
    fakeApi({
      'GET /api/auth/my-cashiers': { body: { items: [hana] } },
      'GET /api/Shop/available': { body: { items: [] } },
      [`POST /api/auth/toggle-status/${hana.id}`]: apiError(404, 'User not found'),
    });
    renderSignedIn(<CashiersPage />, AGENT);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('switch', { name: 'Deactivate hana@bingo.et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate cashier' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update user status: User not found',
    );
  });
});
