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
    expect(api.writes().map((c) => c.path)).toEqual(['/api/notifications/seen']);

    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Notifications (0 new)' }));
    await waitFor(() => expect(screen.getByText('No new credits')).toBeInTheDocument());
  });

  it('says the credits failed to load, not that there are none, when the bell cannot read them', async () => {
    fakeApi({ 'GET /api/notifications': apiError(500, 'The notifications could not be read') });
    renderSignedIn(<NotificationsBell />, { id: 'a1', email: 'agent1@bingo.et', role: 'Agent' });

    await userEvent.click(await screen.findByRole('button', { name: 'Notifications (0 new)' }));
    expect(await screen.findByText('Failed to load data. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText('No new credits')).not.toBeInTheDocument();
  });
});
