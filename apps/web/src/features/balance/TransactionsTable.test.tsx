import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocale } from '@/i18n/locale';
import { fakeApi, ok } from '@/test/fake-api';
import { AGENT, aTransaction, aUser, SUPER_AGENT } from '@/test/fixtures';
import { renderWithTheme } from '@/test/render';
import { renderSignedIn } from '@/test/render-signed-in';
import { counterpartyLabel, TransactionsTable, transactionSide } from './TransactionsTable';

const CASHIER = { id: 'c0c0c0c0-0000-4000-8000-000000000001', email: 'cashier1@bingo.et' };

const received = aTransaction({ amount: 1000, notes: 'Weekly float', createdAt: '2025-11-21T06:05:00.000Z' });
const sent = aTransaction({
  senderId: AGENT.id,
  senderEmail: AGENT.email,
  receiverId: CASHIER.id,
  receiverEmail: CASHIER.email,
  amount: 250.5,
  notes: null,
  direction: 'DEBIT',
});
const toSelf = aTransaction({
  senderId: AGENT.id,
  senderEmail: AGENT.email,
  receiverId: AGENT.id,
  receiverEmail: AGENT.email,
  amount: 75,
  type: 'Reversal',
  notes: '',
  direction: 'NEUTRAL',
});

/** Signed out: the table knows no names and shows e-mails. */
const render = (ui: ReactElement) =>
  renderWithTheme(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

afterEach(async () => {
  vi.unstubAllGlobals();
  await useLocale.getState().setLanguage('en');
});

function rowOf(text: string) {
  const cell = screen.getByText(text);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row holds ${text}`);
  return within(row);
}

// Typing into Mantine inputs under jsdom takes seconds on a busy machine; 5 s per test is too tight.
describe('transaction rules', { timeout: 20_000 }, () => {
  it('is money in for the receiver, money out for the sender, neutral between one account', () => {
    expect(transactionSide(received, AGENT.id)).toBe('in');
    expect(transactionSide(sent, AGENT.id)).toBe('out');
    expect(transactionSide(toSelf, AGENT.id)).toBe('neutral');
  });

  it("follows the server's direction when there is no viewer (an admin's list)", () => {
    expect(transactionSide({ ...sent, direction: 'NEUTRAL' })).toBe('neutral');
    expect(transactionSide({ ...received, direction: 'CREDIT' })).toBe('in');
  });

  it('names the sender to the receiver and the receiver to everyone else', () => {
    expect(counterpartyLabel(received, AGENT.id)).toBe(`From: ${SUPER_AGENT.email}`);
    expect(counterpartyLabel(sent, AGENT.id)).toBe(`To: ${CASHIER.email}`);
    const names = new Map([[SUPER_AGENT.id, 'Dawit Alemu']]);
    expect(counterpartyLabel(received, AGENT.id, names)).toBe('From: Dawit Alemu');
  });

  it("shows a top-up as 'Admin top-up' and a game's commission as 'Game commission', never the ledger's account", () => {
    const topUp = aTransaction({ type: 'TopUp', senderId: null, senderEmail: 'issuance' });
    expect(counterpartyLabel(topUp, AGENT.id)).toBe('Admin top-up');
    const purchase = aTransaction({
      type: 'GamePurchase',
      senderId: AGENT.id,
      senderEmail: AGENT.email,
      receiverId: null,
      receiverEmail: 'revenue',
      direction: 'DEBIT',
    });
    expect(counterpartyLabel(purchase, AGENT.id)).toBe('Game commission');
  });
});

describe('TransactionsTable', { timeout: 20_000 }, () => {
  it('shows a credit in green with a plus, a debit in red with a minus, a self-move plain', () => {
    render(<TransactionsTable transactions={[received, sent, toSelf]} viewerId={AGENT.id} />);
    const plus = screen.getByText('+1,000.00 Br');
    expect(plus).toHaveAttribute('data-side', 'in');
    expect(plus).toHaveStyle({ color: 'var(--mantine-color-green-8)' });
    const minus = screen.getByText('-250.50 Br');
    expect(minus).toHaveAttribute('data-side', 'out');
    expect(minus).toHaveStyle({ color: 'var(--mantine-color-red-8)' });
    expect(screen.getByText('75.00 Br')).toHaveAttribute('data-side', 'neutral');
  });

  it('fills From/To, Notes ("-" when empty) and an en-US date per row', () => {
    render(<TransactionsTable transactions={[received, sent, toSelf]} viewerId={AGENT.id} />);
    const first = rowOf('+1,000.00 Br');
    expect(first.getByText(`From: ${SUPER_AGENT.email}`)).toBeInTheDocument();
    expect(first.getByText('Weekly float')).toBeInTheDocument();
    // 06:05 UTC is 9:05 AM in Addis Ababa.
    expect(first.getByText('Nov 21, 2025, 9:05 AM')).toBeInTheDocument();
    const second = rowOf('-250.50 Br');
    expect(second.getByText(`To: ${CASHIER.email}`)).toBeInTheDocument();
    expect(second.getByText('-')).toBeInTheDocument();
    expect(rowOf('75.00 Br').getByText('Reversal')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Date',
      'Type',
      'Amount',
      'From/To',
      'Notes',
    ]);
  });

  it('searches sender, receiver, type and notes, and says when nothing matches', async () => {
    const u = userEvent.setup({ delay: null });
    render(<TransactionsTable transactions={[received, sent, toSelf]} viewerId={AGENT.id} />);
    const search = screen.getByPlaceholderText('Search transactions...');
    await u.type(search, 'CASHIER1');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('-250.50 Br')).toBeInTheDocument();
    await u.clear(search);
    await u.type(search, 'weekly');
    expect(screen.getByText('+1,000.00 Br')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    await u.clear(search);
    await u.type(search, 'reversal');
    expect(screen.getByText('75.00 Br')).toBeInTheDocument();
    await u.clear(search);
    await u.type(search, 'jackpot');
    expect(screen.getByText('No transactions found')).toBeInTheDocument();
  });

  it('names people the viewer knows (its superior, its cashiers) instead of their e-mail', async () => {
    fakeApi({
      'GET /api/auth/me': ok(
        aUser({
          id: AGENT.id,
          email: AGENT.email,
          role: 'Agent',
          firstName: 'Yonas',
          lastName: 'Girma',
          parentId: SUPER_AGENT.id,
          parentName: 'Dawit Alemu',
        }),
      ),
      'GET /api/auth/my-cashiers': ok({
        items: [aUser({ id: CASHIER.id, email: CASHIER.email, firstName: 'Hana', lastName: 'Tesfaye' })],
      }),
    });
    const topUp = aTransaction({ type: 'TopUp', senderId: null, senderEmail: 'issuance', amount: 40 });
    renderSignedIn(<TransactionsTable transactions={[received, sent, topUp]} viewerId={AGENT.id} />, AGENT);
    expect(await rowOf('+1,000.00 Br').findByText('From: Dawit Alemu')).toBeInTheDocument();
    expect(rowOf('-250.50 Br').getByText('To: Hana Tesfaye')).toBeInTheDocument();
    expect(rowOf('+40.00 Br').getByText('Admin top-up')).toBeInTheDocument();
    expect(screen.queryByText(/issuance|@bingo\.et/)).not.toBeInTheDocument();
  });

  it("shows the stored default notes in the reader's language, and typed notes as typed", async () => {
    await useLocale.getState().setLanguage('am');
    const paid = aTransaction({ ...sent, amount: 30, notes: 'Transfer to cashier' });
    render(<TransactionsTable transactions={[received, paid]} viewerId={AGENT.id} />);
    expect(await screen.findByText('ወደ ገንዘብ ተቀባይ የተላለፈ')).toBeInTheDocument();
    expect(screen.queryByText('Transfer to cashier')).toBeNull();
    expect(screen.getByText('Weekly float')).toBeInTheDocument();
    const u = userEvent.setup({ delay: null });
    await u.type(screen.getByRole('textbox'), 'ገንዘብ ተቀባይ');
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it("shows a game purchase's note, a top-up's and the opening float in the reader's language", async () => {
    const purchase = aTransaction({
      ...sent,
      type: 'GamePurchase',
      receiverId: null,
      receiverEmail: 'revenue',
      amount: 12,
      notes: 'Game purchase - Any vertical - 12 cards',
    });
    const topUp = aTransaction({
      type: 'TopUp',
      senderId: null,
      senderEmail: 'issuance',
      notes: 'Admin top-up',
    });
    const float = aTransaction({ amount: 5000, notes: 'Opening float' });
    const unknownType = aTransaction({
      ...purchase,
      amount: 3,
      notes: 'Game purchase - Four corners - 2 cards',
    });
    render(<TransactionsTable transactions={[purchase, topUp, float, unknownType]} viewerId={AGENT.id} />);
    // In English the stored text reads as it was stored.
    expect(screen.getByText('Game purchase - Any vertical - 12 cards')).toBeInTheDocument();

    await useLocale.getState().setLanguage('am');
    expect(await screen.findByText('የጨዋታ ግዢ - ማንኛውም ቁመታዊ መስመር - 12 ካርዶች')).toBeInTheDocument();
    // The top-up's From/To and its notes.
    expect(screen.getAllByText('የአስተዳዳሪ ገንዘብ መሙላት')).toHaveLength(2);
    expect(screen.getByText('የመነሻ ገንዘብ')).toBeInTheDocument();
    // A type the engine does not name is left as stored, rather than half translated.
    expect(screen.getByText('Game purchase - Four corners - 2 cards')).toBeInTheDocument();
    expect(screen.queryByText(/Any vertical|Admin top-up|Opening float/)).toBeNull();
  });

  it('shows at most `limit` rows and tells the footer how many matched', () => {
    render(
      <TransactionsTable
        transactions={[received, sent, toSelf]}
        viewerId={AGENT.id}
        limit={2}
        renderFooter={(n) => <span>{n} in all</span>}
      />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('3 in all')).toBeInTheDocument();
  });
});
