import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

afterEach(() => vi.useRealTimers());

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

  it('shows the new balance when a credit lands while opening the bell marks the last one seen', async () => {
    usePreferences.setState({ balanceVisible: true });
    const later = { ...A_CREDIT, id: '8d0f6c9e-4a59-4a53-9d7e-2f7d4b1c8a11', amount: 50 };
    let secondCredit = false;
    const server = fakeApi({
      'GET /api/Balance': () => ok({ amount: secondCredit ? 175 : 125, balanceType: 'Limited' }),
      'GET /api/notifications': () => ok({ unseenCredits: 1, items: [secondCredit ? later : credit] }),
      // The second credit lands between the bell's list and its mark: still one unseen, a new one.
      'POST /api/notifications/seen': () => {
        secondCredit = true;
        return ok({ unseenCredits: 1 });
      },
    });
    renderInRouter(Header, AGENT);
    expect(await screen.findByText('125.00 Br')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Notifications (1 new)' }));
    await waitFor(() => expect(server.writes().map((c) => c.body)).toEqual([{ upTo: credit.id }]));
    expect(await screen.findByText('175.00 Br')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications (1 new)' })).toBeInTheDocument();
  });

  it("turns the header's date at the hall's midnight, with the page left open", async () => {
    // Fake timers that still run, so the screen's own waits go on; the jump to midnight is the test's.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // 23:59 on Friday in Addis Ababa (UTC+3).
    vi.setSystemTime(new Date('2025-11-21T20:59:00.000Z'));
    fakeApi({
      'GET /api/Balance': ok({ amount: 100, balanceType: 'Limited' }),
      'GET /api/notifications': ok({ unseenCredits: 0, items: [] }),
    });
    renderInRouter(Header, AGENT);
    expect(await screen.findByText('Friday, November 21, 2025')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(await screen.findByText('Saturday, November 22, 2025')).toBeInTheDocument();
  });
});
