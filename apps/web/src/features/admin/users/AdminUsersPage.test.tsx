import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '@/test/fake-api';
import { ADMIN, aShop, aUser } from '@/test/fixtures';
import { renderInRouter } from '@/test/render-in-router';
import { AdminUsersPage } from './AdminUsersPage';

afterEach(() => vi.unstubAllGlobals());

describe('AdminUsersPage: the status switch', { timeout: 20_000 }, () => {
  it('deactivates a cashier only once the Admin confirms, as its running game ends at once', async () => {
    const hana = aUser({ role: 'Cashier', lastName: 'Bekele', email: 'hana@bingo.et', isActive: true });
    const api = fakeApi({
      'GET /api/auth/users-by-role/Cashier': { body: { items: [hana] } },
      'GET /api/Shop/available': { body: { items: [] } },
      [`POST /api/auth/toggle-status/${hana.id}`]: ok({ ...hana, isActive: false }),
    });
    renderInRouter(() => <AdminUsersPage userRole="Cashier" />, ADMIN);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('switch', { name: 'Deactivate hana@bingo.et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate cashier' });
    expect(dialog).toHaveTextContent(
      'Deactivate Hana Bekele? They are signed out at once, and a game they are running ends now, abandoned at the current call.',
    );
    expect(api.writes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(api.writes().map((c) => [c.path, c.body])).toEqual([
        [`/api/auth/toggle-status/${hana.id}`, { isActive: false }],
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deactivates an agent at once, without asking', async () => {
    const yonas = aUser({ role: 'Agent', email: 'agent1@bingo.et', isActive: true });
    const api = fakeApi({
      'GET /api/auth/users-by-role/Agent': { body: { items: [yonas] } },
      [`POST /api/auth/toggle-status/${yonas.id}`]: ok({ ...yonas, isActive: false }),
    });
    renderInRouter(() => <AdminUsersPage userRole="Agent" />, ADMIN);
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('switch', { name: 'Deactivate agent1@bingo.et' }));
    await waitFor(() =>
      expect(api.writes().map((c) => [c.path, c.body])).toEqual([
        [`/api/auth/toggle-status/${yonas.id}`, { isActive: false }],
      ]),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('AdminUsersPage: Assign Shop', { timeout: 20_000 }, () => {
  it('seats an active cashier in a free shop from its row, then reloads the cashiers and the free shops', async () => {
    const adama = aShop({ name: 'Adama Lucky Bingo' });
    let hana = aUser({ role: 'Cashier', firstName: 'Hana', lastName: 'Bekele', email: 'hana@bingo.et' });
    const abel = aUser({
      role: 'Cashier',
      firstName: 'Abel',
      lastName: 'Tadesse',
      email: 'abel@bingo.et',
      isActive: false,
    });
    let free = [adama];
    const api = fakeApi({
      'GET /api/auth/users-by-role/Cashier': () => ok({ items: [hana, abel] }),
      'GET /api/Shop/available': () => ok({ items: free }),
      'POST /api/shop/assign-cashier': () => {
        hana = { ...hana, shopId: adama.id, shopName: adama.name };
        free = [];
        return ok({ message: 'Shop assigned successfully!', shop: { ...adama, cashierId: hana.id } });
      },
    });
    renderInRouter(() => <AdminUsersPage userRole="Cashier" />, ADMIN);
    const inactiveRow = (await screen.findByText('abel@bingo.et')).closest('tr') as HTMLElement;
    expect(within(inactiveRow).queryByRole('button', { name: /Assign Shop/ })).toBeNull();
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: 'Assign Shop to Hana Bekele' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Shop' });
    expect(dialog).toHaveTextContent('Hana Bekele');
    await u.click(within(dialog).getByRole('combobox', { name: /Shop/ }));
    await u.click(await screen.findByRole('option', { name: 'Adama Lucky Bingo', hidden: true }));
    await u.click(within(dialog).getByRole('button', { name: 'Assign Shop' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Shop assigned successfully!');
    expect(api.writes().map((c) => [c.path, c.body])).toEqual([
      ['/api/shop/assign-cashier', { cashierId: hana.id, shopId: adama.id }],
    ]);
    // The same refresh as the agent's action: the row now names the shop, and no shop is free.
    expect(await screen.findByText('Hana Bekele · Adama Lucky Bingo')).toBeInTheDocument();
    expect(await screen.findByText('All shops already have cashiers assigned')).toBeInTheDocument();
  });
});
