import { TRANSACTIONS_LIST_MAX } from '@bingo/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '@/test/fake-api';
import { AGENT, aTransaction } from '@/test/fixtures';
import { renderInRouter } from '@/test/render-in-router';
import { BalancePage } from './BalancePage';

afterEach(() => vi.unstubAllGlobals());

const CASHIER_ID = '00000000-0000-4000-8000-0000000000c1';
const NOTICE = 'Showing the newest 1,000 transactions; narrow the dates to see older ones.';

/** The agent's balance page over a list of `count` movements, each paid to one of its cashiers. */
function serve(count: number) {
  const items = Array.from({ length: count }, () =>
    aTransaction({
      ...{
        senderId: AGENT.id,
        senderEmail: AGENT.email,
        receiverEmail: 'cashier1@bingo.et',
        receiverId: CASHIER_ID,
      },
      ...{ direction: 'DEBIT', amount: 10 },
    }),
  );
  return fakeApi({
    'GET /api/Balance': ok({ amount: 500, balanceType: 'Limited' }),
    'GET /api/Balance/transactions': ok({ items }),
    'GET /api/auth/my-cashiers': ok({ items: [] }),
  });
}

const Page = () => <BalancePage actorRole="Agent" viewerId={AGENT.id} />;
const transactionCalls = (api: ReturnType<typeof serve>) =>
  api.calls.filter((c) => c.path === '/api/Balance/transactions');

// A thousand rows take a few seconds to draw in a simulated page.
describe('the agent’s Balance Management: its only list of movements', { timeout: 30_000 }, () => {
  it('asks for the most the server sends and says so when the list reaches it', async () => {
    const api = serve(TRANSACTIONS_LIST_MAX);
    renderInRouter(Page, AGENT);
    expect(await screen.findByTestId('transactions-limit-notice')).toHaveTextContent(NOTICE);
    expect(transactionCalls(api)[0]?.query.get('limit')).toBe(String(TRANSACTIONS_LIST_MAX));
  });

  it('says nothing of a limit when the list is shorter', async () => {
    serve(3);
    renderInRouter(Page, AGENT);
    expect(await screen.findByText('Recent Transactions')).toBeInTheDocument();
    expect(await screen.findAllByText('To: cashier1@bingo.et')).toHaveLength(3);
    expect(screen.queryByTestId('transactions-limit-notice')).toBeNull();
  });

  it('narrows the list to the days typed, as the hall’s whole days', async () => {
    const api = serve(3);
    renderInRouter(Page, AGENT);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: 'Start Date' }), '2026-11-01');
    await user.type(screen.getByRole('textbox', { name: 'End Date' }), '2026-11-03');
    await user.click(screen.getByRole('button', { name: 'Apply Filter' }));
    await vi.waitFor(() => expect(transactionCalls(api)).toHaveLength(2));
    const narrowed = transactionCalls(api)[1]?.query;
    // Addis Ababa is UTC+3 all year: the hall's 1 November starts at 21:00 UTC the day before.
    expect(narrowed?.get('startDate')).toBe('2026-10-31T21:00:00.000Z');
    expect(narrowed?.get('endDate')).toBe('2026-11-03T20:59:59.999Z');
    expect(narrowed?.get('limit')).toBe(String(TRANSACTIONS_LIST_MAX));
  });
});
