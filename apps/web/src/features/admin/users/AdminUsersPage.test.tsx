import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '@/test/fake-api';
import { ADMIN, aUser } from '@/test/fixtures';
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
