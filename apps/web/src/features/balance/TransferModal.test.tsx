import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  AGENT_LIST_TRANSFER_TEXTS,
  AGENT_TRANSFER_TEXTS,
  SUPER_AGENT_TRANSFER_TEXTS,
  type TransferTexts,
} from '@/features/balance/transfer-rules';
import { useLocale } from '@/i18n/locale';
import { MODAL_CLOSE_MS } from '@/lib/use-auto-close';
import { apiError, fakeApi, ok } from '@/test/fake-api';
import { AGENT, fixtureId, SUPER_AGENT } from '@/test/fixtures';
import { holdTimeouts } from '@/test/held-timeouts';
import { renderSignedIn } from '@/test/render-signed-in';
import { balanceKeys } from './balance.queries';
import { TransferModal } from './TransferModal';

const hana = { id: fixtureId(), name: 'Hana Tesfaye' };
const abel = { id: fixtureId(), name: 'Abel Haile' };
const moved = ok({ newBalance: 750, transactionId: fixtureId() });

function open(
  texts: TransferTexts,
  props: { initialReceiverId?: string; balance?: number; lockReceiver?: boolean } = {},
) {
  const onClose = vi.fn();
  const viewer = texts === AGENT_TRANSFER_TEXTS ? AGENT : SUPER_AGENT;
  renderSignedIn(
    <TransferModal opened onClose={onClose} recipients={[hana, abel]} texts={texts} {...props} />,
    viewer,
  );
  return onClose;
}

async function fill(amount: string, notes = '') {
  const u = userEvent.setup({ delay: null });
  if (amount) await u.type(screen.getByLabelText(/Amount/), amount);
  if (notes) await u.type(screen.getByLabelText('Notes'), notes);
  await u.click(screen.getByRole('button', { name: 'Transfer' }));
  return u;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await useLocale.getState().setLanguage('en');
});

// Typing into Mantine inputs under jsdom takes seconds on a busy machine; 5 s per test is too tight.
describe('TransferModal for an agent', { timeout: 20_000 }, () => {
  it('asks for valid details when no receiver is chosen, and sends nothing', async () => {
    const api = fakeApi({});
    open(AGENT_TRANSFER_TEXTS);
    await fill('100');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter valid transfer details');
    expect(api.writes()).toHaveLength(0);
  });

  it('Enter on a name typed in Receiver chooses the one person it finds, and sends nothing yet', async () => {
    const api = fakeApi({ 'POST /api/Balance/transfer': moved });
    open(AGENT_TRANSFER_TEXTS);
    const u = userEvent.setup({ delay: null });
    const receiver = screen.getByRole('combobox', { name: 'Receiver' });
    await u.type(receiver, 'Abe{Enter}');
    expect(receiver).toHaveValue('Abel Haile');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.writes()).toHaveLength(0);

    await fill('40');
    expect(await screen.findByRole('status')).toHaveTextContent('Successfully transferred 40.00 Br');
    expect(api.writes()[0]?.body).toMatchObject({ receiverId: abel.id, amount: 40 });
  });

  it('refuses an amount of 0 with the same message', async () => {
    const api = fakeApi({});
    open(AGENT_TRANSFER_TEXTS, { initialReceiverId: hana.id });
    await fill('0');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter valid transfer details');
    expect(api.writes()).toHaveLength(0);
  });

  it('reads "1,000" as a thousand Birr, the comma grouping thousands', async () => {
    const api = fakeApi({ 'POST /api/Balance/transfer': moved });
    open(AGENT_TRANSFER_TEXTS, { initialReceiverId: hana.id });
    await fill('1,000');
    expect(await screen.findByRole('status')).toHaveTextContent('Successfully transferred 1,000.00 Br');
    expect(api.writes()[0]?.body).toMatchObject({ receiverId: hana.id, amount: 1000 });
  });

  it('sends the preselected cashier, the amount, the default notes and an Idempotency-Key', {
    timeout: 10_000,
  }, async () => {
    const held = holdTimeouts(MODAL_CLOSE_MS);
    onTestFinished(held.restore);
    const api = fakeApi({ 'POST /api/Balance/transfer': moved });
    const onClose = open(AGENT_TRANSFER_TEXTS, { initialReceiverId: hana.id });
    expect(screen.getByRole('combobox', { name: 'Receiver' })).toHaveValue('Hana Tesfaye');
    await fill('250');
    expect(await screen.findByRole('status')).toHaveTextContent('Successfully transferred 250.00 Br');
    const [call] = api.writes();
    expect(call?.body).toEqual({ receiverId: hana.id, amount: 250, notes: 'Transfer to cashier' });
    expect(call?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    // The form is reset at once, and the modal closes two seconds later.
    expect(screen.getByLabelText(/Amount/)).toHaveValue('');
    expect(onClose).not.toHaveBeenCalled();
    expect(held.pending()).toBe(1);
    held.elapse();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stores the default notes in English from an Amharic screen, which shows them in Amharic', async () => {
    const api = fakeApi({ 'POST /api/Balance/transfer': moved });
    await useLocale.getState().setLanguage('am');
    open(AGENT_TRANSFER_TEXTS, { initialReceiverId: hana.id });
    expect(await screen.findByLabelText('ማስታወሻ')).toHaveAttribute('placeholder', 'ወደ ገንዘብ ተቀባይ የተላለፈ');
    const u = userEvent.setup({ delay: null });
    await u.type(screen.getByLabelText(/መጠን/), '250');
    await u.click(screen.getByRole('button', { name: 'ማስተላለፍ' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]?.body).toEqual({ receiverId: hana.id, amount: 250, notes: 'Transfer to cashier' });
  });

  it('keeps typed notes, and shows the spec failure text whatever the server said', async () => {
    const api = fakeApi({
      'POST /api/Balance/transfer': apiError(400, 'Insufficient balance for this transfer'),
    });
    open(AGENT_TRANSFER_TEXTS, { initialReceiverId: abel.id });
    const u = await fill('99.5', 'Float for Saturday');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Transfer failed. Please check your balance or try again later.',
    );
    expect(api.writes()[0]?.body).toEqual({ receiverId: abel.id, amount: 99.5, notes: 'Float for Saturday' });
    // A refusal settles the transfer (the server wrote nothing): sending it again is a new action.
    await u.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(api.writes()).toHaveLength(2));
    const [first, second] = api.writes();
    expect(second?.headers.get('idempotency-key')).not.toBe(first?.headers.get('idempotency-key'));
  });

  it('sends a transfer that got no answer with the same key after the dialog is closed and opened again', async () => {
    let answer = apiError(503, 'Service unavailable');
    const api = fakeApi({ 'POST /api/Balance/transfer': () => answer });
    const { queryClient } = renderSignedIn(
      <TransferModal
        opened
        onClose={vi.fn()}
        recipients={[hana, abel]}
        initialReceiverId={abel.id}
        texts={AGENT_TRANSFER_TEXTS}
      />,
      AGENT,
    );
    queryClient.setQueryData(balanceKeys.mine(), { amount: 500, balanceType: 'Limited' });
    const u = userEvent.setup({ delay: null });
    const send = () => fill('40', 'Float');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Transfer failed. Please check your balance or try again later.',
    );
    // The money may have moved: the balance is read again rather than trusted.
    expect(queryClient.getQueryState(balanceKeys.mine())?.isInvalidated).toBe(true);

    // Cancel clears the form; the same transfer typed again is the same action.
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    answer = moved;
    await send();
    expect(await screen.findByRole('status')).toHaveTextContent('Successfully transferred 40.00 Br');
    // Answered: the same transfer once more is a new one.
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    await send();
    await waitFor(() => expect(api.writes()).toHaveLength(3));
    const [failed, retried, next] = api.writes().map((c) => c.headers.get('idempotency-key'));
    expect(failed).toMatch(/^[0-9a-f-]{36}$/);
    expect(retried).toBe(failed);
    expect(next).not.toBe(failed);
    expect(api.writes().map((c) => c.body)).toEqual(
      Array(3).fill({ receiverId: abel.id, amount: 40, notes: 'Float' }),
    );
  });

  it('gives another amount or another note a key of its own', async () => {
    const api = fakeApi({ 'POST /api/Balance/transfer': apiError(503, 'Service unavailable') });
    open(AGENT_TRANSFER_TEXTS, { initialReceiverId: hana.id });
    const u = await fill('40');
    await screen.findByRole('alert');
    await u.clear(screen.getByLabelText(/Amount/));
    await fill('41');
    await waitFor(() => expect(api.writes()).toHaveLength(2));
    await fill('', ' note');
    await waitFor(() => expect(api.writes()).toHaveLength(3));
    const keys = api.writes().map((c) => c.headers.get('idempotency-key'));
    expect(new Set(keys).size).toBe(3);
  });

  it('clears the draft when cancelled', async () => {
    fakeApi({});
    const onClose = open(AGENT_TRANSFER_TEXTS, { initialReceiverId: hana.id });
    const u = userEvent.setup({ delay: null });
    await u.type(screen.getByLabelText(/Amount/), '40');
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText(/Amount/)).toHaveValue('');
  });
});

describe('TransferModal for a super agent', { timeout: 20_000 }, () => {
  it("words a bad amount as the agent list's dialog does", async () => {
    const api = fakeApi({});
    open(AGENT_LIST_TRANSFER_TEXTS, { initialReceiverId: hana.id, lockReceiver: true, balance: 500 });
    await fill('0');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid amount');
    expect(api.writes()).toHaveLength(0);
  });

  it('stops an amount above the balance before sending', async () => {
    const api = fakeApi({});
    open(AGENT_LIST_TRANSFER_TEXTS, { initialReceiverId: hana.id, lockReceiver: true, balance: 100 });
    await fill('100.01');
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient balance for this transfer');
    expect(api.writes()).toHaveLength(0);
  });

  it("shows the server's refusal in its own words", async () => {
    fakeApi({ 'POST /api/Balance/transfer': apiError(400, 'Insufficient balance for this transfer') });
    open(SUPER_AGENT_TRANSFER_TEXTS, { initialReceiverId: abel.id, balance: 1000 });
    await fill('600');
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient balance for this transfer');
  });

  it('names the agent and the amount in Birr on success, with the default notes', async () => {
    const api = fakeApi({ 'POST /api/Balance/transfer': moved });
    open(AGENT_LIST_TRANSFER_TEXTS, { initialReceiverId: abel.id, lockReceiver: true, balance: 5000 });
    await fill('1234.5');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Successfully transferred 1,234.50 Br to Abel Haile',
    );
    expect(api.writes()[0]?.body).toEqual({
      receiverId: abel.id,
      amount: 1234.5,
      notes: 'Transfer to agent',
    });
  });
});
