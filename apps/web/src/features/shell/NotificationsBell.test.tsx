import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, ok } from '@/test/fake-api';
import { A_CREDIT } from '@/test/fixtures';
import { renderSignedIn } from '@/test/render-signed-in';
import { NotificationsBell } from './NotificationsBell';

const credit = A_CREDIT;

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
});
