import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePreferences } from '@/stores/preferences';
import { fakeApi, ok } from '@/test/fake-api';
import { A_CREDIT } from '@/test/fixtures';
import { renderInRouter } from '@/test/render-in-router';
import { notificationKeys } from '../notifications/notifications.queries';
import { HeaderBar } from './HeaderBar';

const AGENT = { id: 'a1', email: 'agent1@bingo.et', role: 'Agent' } as const;

const credit = A_CREDIT;

function Header() {
  return <HeaderBar user={AGENT} navOpened={false} onToggleNav={() => {}} onSignOut={() => {}} />;
}

describe('HeaderBar', () => {
  it('shows the new balance once the bell shows a new credit', async () => {
    usePreferences.setState({ balanceVisible: true });
    let credited = false;
    fakeApi({
      'GET /api/Balance': () => ok({ amount: credited ? 125 : 100, balanceType: 'Limited' }),
      'GET /api/notifications': () =>
        ok(credited ? { unseenCredits: 1, items: [credit] } : { unseenCredits: 0, items: [] }),
    });
    const { queryClient } = renderInRouter(Header, AGENT);
    expect(await screen.findByText('100.00 Br')).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Notifications (0 new)' });

    credited = true;
    // The bell's next poll.
    await queryClient.refetchQueries({ queryKey: notificationKeys.all });
    await screen.findByRole('button', { name: 'Notifications (1 new)' });
    expect(await screen.findByText('125.00 Br')).toBeInTheDocument();
  });
});
