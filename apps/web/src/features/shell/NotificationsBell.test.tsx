import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, ok } from '@/test/fake-api';
import { A_CREDIT } from '@/test/fixtures';
import { renderInRouter } from '@/test/render-in-router';
import { renderSignedIn } from '@/test/render-signed-in';
import { NotificationsBell } from './NotificationsBell';

const credit = A_CREDIT;

// jsdom lays nothing out, so Mantine hides the open dropdown as detached from its button; the
// role query has to look at hidden elements too (the text queries do anyway).
const SEE_ALL = { name: 'See all transactions', hidden: true } as const;

/** The newest `n` credits of 1 Br, 2 Br, ... as the API lists them, newest (highest amount) first. */
const creditsOf = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    ...credit,
    id: `00000000-0000-4000-8000-${String(n - i).padStart(12, '0')}`,
    amount: n - i,
  }));

/** A bell over `unseen` credits of which the API lists `listed`; opening it marks them all seen. */
function fakeUnseen(unseen: number, listed: number) {
  let seen = false;
  return fakeApi({
    'GET /api/notifications': () =>
      ok(seen ? { unseenCredits: 0, items: [] } : { unseenCredits: unseen, items: creditsOf(listed) }),
    'POST /api/notifications/seen': () => {
      seen = true;
      return ok({ unseenCredits: 0 });
    },
  });
}

describe('NotificationsBell', () => {
  it('counts unseen credits, marks them seen on opening, and keeps showing them while open', async () => {
    let seen = false;
    const api = fakeApi({
      'GET /api/notifications': () =>
        ok(seen ? { unseenCredits: 0, items: [] } : { unseenCredits: 1, items: [credit] }),
      'POST /api/notifications/seen': () => {
        seen = true;
        return ok({ unseenCredits: 0 });
      },
    });
    renderSignedIn(<NotificationsBell />, { id: 'a1', email: 'agent1@bingo.et', role: 'Agent' });

    await userEvent.click(await screen.findByRole('button', { name: 'Notifications (1 new)' }));
    // The badge drops to 0 once the seen call has refetched, but the open menu still lists the credit.
    // The dropdown mounts when its opening transition starts, which may come after the refetch.
    await screen.findByRole('button', { name: 'Notifications (0 new)' });
    expect(await screen.findByText('+25.00 Br')).toBeInTheDocument();
    expect(screen.getByText('from superagent1@bingo.et')).toBeInTheDocument();
    expect(api.writes().map((c) => [c.path, c.body])).toEqual([
      ['/api/notifications/seen', { upTo: credit.id }],
    ]);

    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Notifications (0 new)' }));
    await waitFor(() => expect(screen.getByText('No new credits')).toBeInTheDocument());
  });

  it('marks seen only up to the newest credit it shows, so a credit that came after the poll stays counted', async () => {
    const older = { ...credit, id: '1b6a3c0e-2f4d-4e8a-9c7b-5d3e1f2a4b60', amount: 10 };
    const later = { ...credit, id: '9e2d4f6a-8b1c-4d3e-a5f7-0c9b8a7d6e51', amount: 2 };
    // The server has a credit (2 Br) the last poll did not read; it stays unseen after the call.
    let seen = false;
    const api = fakeApi({
      'GET /api/notifications': () =>
        ok(seen ? { unseenCredits: 1, items: [later] } : { unseenCredits: 2, items: [credit, older] }),
      'POST /api/notifications/seen': () => {
        seen = true;
        return ok({ unseenCredits: 1 });
      },
    });
    renderSignedIn(<NotificationsBell />, { id: 'a1', email: 'agent1@bingo.et', role: 'Agent' });

    await userEvent.click(await screen.findByRole('button', { name: 'Notifications (2 new)' }));
    await screen.findByRole('button', { name: 'Notifications (1 new)' });
    expect(api.writes().map((c) => c.body)).toEqual([{ upTo: credit.id }]);
    // The open menu keeps what it opened with; the credit it never showed is not in it.
    expect(await screen.findByText('+25.00 Br')).toBeInTheDocument();
    expect(screen.getByText('+10.00 Br')).toBeInTheDocument();
    expect(screen.queryByText('+2.00 Br')).not.toBeInTheDocument();
  });

  it('says the credits failed to load, not that there are none, when the bell cannot read them', async () => {
    fakeApi({ 'GET /api/notifications': apiError(500, 'The notifications could not be read') });
    renderSignedIn(<NotificationsBell />, { id: 'a1', email: 'agent1@bingo.et', role: 'Agent' });

    await userEvent.click(await screen.findByRole('button', { name: 'Notifications (0 new)' }));
    expect(await screen.findByText('Failed to load data. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText('No new credits')).not.toBeInTheDocument();
  });

  it('says how many credits it does not list and links to the transactions where they are', async () => {
    fakeUnseen(12, 10);
    renderInRouter(NotificationsBell, { id: 's1', email: 'superagent1@bingo.et', role: 'SuperAgent' });

    await userEvent.click(await screen.findByRole('button', { name: 'Notifications (12 new)' }));
    // Opening marks all 12 seen; the open menu still says what it could not list.
    await screen.findByRole('button', { name: 'Notifications (0 new)' });
    expect(await screen.findByText('2 more credits')).toBeInTheDocument();
    expect(screen.getByText('+10.00 Br')).toBeInTheDocument();
    expect(screen.getByText('+1.00 Br')).toBeInTheDocument();
    expect(await screen.findByRole('menuitem', SEE_ALL)).toHaveAttribute(
      'href',
      '/superagent/balance/transactions',
    );
  });

  it.each([
    ['Agent', '/agent/balance'],
    ['Admin', '/admin/balance?tab=history'],
  ] as const)('sends %s to its own transactions for the credit it does not list', async (role, href) => {
    fakeUnseen(11, 10);
    renderInRouter(NotificationsBell, { id: 'u1', email: 'user1@bingo.et', role });

    await userEvent.click(await screen.findByRole('button', { name: 'Notifications (11 new)' }));
    expect(await screen.findByText('1 more credit')).toBeInTheDocument();
    expect(await screen.findByRole('menuitem', SEE_ALL)).toHaveAttribute('href', href);
  });

  it('tells a cashier, who has no transactions page, only how many more there are', async () => {
    fakeUnseen(12, 10);
    renderInRouter(NotificationsBell, { id: 'c1', email: 'cashier1@bingo.et', role: 'Cashier' });

    await userEvent.click(await screen.findByRole('button', { name: 'Notifications (12 new)' }));
    expect(await screen.findByText('2 more credits')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', SEE_ALL)).not.toBeInTheDocument();
  });

  it('has no such row when it lists every unseen credit', async () => {
    fakeUnseen(10, 10);
    renderInRouter(NotificationsBell, { id: 's1', email: 'superagent1@bingo.et', role: 'SuperAgent' });

    await userEvent.click(await screen.findByRole('button', { name: 'Notifications (10 new)' }));
    await screen.findByRole('button', { name: 'Notifications (0 new)' });
    expect(await screen.findByText('+1.00 Br')).toBeInTheDocument();
    expect(screen.getByText('+10.00 Br')).toBeInTheDocument();
    expect(screen.queryByText(/more credit/)).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', SEE_ALL)).not.toBeInTheDocument();
  });
});
