import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { MODAL_CLOSE_MS } from '@/lib/use-auto-close';
import { apiError, created, fakeApi } from '@/test/fake-api';
import { AGENT, aShop, aUser } from '@/test/fixtures';
import { holdTimeouts } from '@/test/held-timeouts';
import { renderSignedIn } from '@/test/render-signed-in';
import { CreateCashierModal } from './CreateCashierModal';

const piazza = aShop({ name: 'Piazza Bingo' });
const bole = aShop({ name: 'Bole Bingo House' });

function open(shops = [piazza, bole]) {
  const onClose = vi.fn();
  renderSignedIn(<CreateCashierModal opened onClose={onClose} shops={shops} />, AGENT);
  return onClose;
}

async function fillAll(u: ReturnType<typeof userEvent.setup>, skip?: string) {
  const fields: [RegExp, string][] = [
    [/First Name/, 'Hana'],
    [/Last Name/, 'Tesfaye'],
    [/Email/, 'hana@bingo.et'],
    [/Password/, 'secret123'],
    [/Phone Number/, '+251911000099'],
  ];
  for (const [label, value] of fields) {
    if (skip && label.test(skip)) continue;
    await u.type(screen.getByLabelText(label), value);
  }
}

async function pickShop(u: ReturnType<typeof userEvent.setup>, name: string) {
  await u.click(screen.getByRole('combobox', { name: /Shop/ }));
  await u.click(await screen.findByRole('option', { name, hidden: true }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// Typing into Mantine inputs under jsdom takes seconds on a busy machine; 5 s per test is too tight.
describe('CreateCashierModal', { timeout: 20_000 }, () => {
  it('counts the free shops in the shop label and hints the phone format', () => {
    open();
    expect(screen.getByText('Shop (2 available)')).toBeInTheDocument();
    expect(screen.getByLabelText(/Phone Number/)).toHaveAttribute('placeholder', 'e.g. +1234567890');
    expect(screen.queryByText('You need to create a shop first before adding cashiers.')).toBeNull();
  });

  it('tells an agent without a free shop to create one first', () => {
    open([]);
    expect(screen.getByText('You need to create a shop first before adding cashiers.')).toBeInTheDocument();
    expect(screen.getByText('Shop (0 available)')).toBeInTheDocument();
  });

  it.each(['First Name', 'Phone Number', 'Password'])(
    'asks for every field when %s is missing, and sends nothing',
    async (missing) => {
      const api = fakeApi({});
      open();
      const u = userEvent.setup({ delay: null });
      await fillAll(u, missing);
      await pickShop(u, 'Bole Bingo House');
      await u.click(screen.getByRole('button', { name: 'Create Cashier' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
      expect(api.writes()).toHaveLength(0);
    },
  );

  it('asks for every field when no shop is chosen', async () => {
    const api = fakeApi({});
    open();
    const u = userEvent.setup({ delay: null });
    await fillAll(u);
    await u.click(screen.getByRole('button', { name: 'Create Cashier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(api.writes()).toHaveLength(0);
  });

  it('registers the cashier for the chosen shop, resets, then closes after 2 s', {
    timeout: 10_000,
  }, async () => {
    const held = holdTimeouts(MODAL_CLOSE_MS);
    onTestFinished(held.restore);
    const api = fakeApi({
      'POST /api/auth/register': created(aUser({ shopId: bole.id, shopName: bole.name })),
    });
    const onClose = open();
    const u = userEvent.setup({ delay: null });
    await fillAll(u);
    await pickShop(u, 'Bole Bingo House');
    await u.click(screen.getByRole('button', { name: 'Create Cashier' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Cashier created successfully!');
    expect(api.writes()[0]?.body).toEqual({
      firstName: 'Hana',
      lastName: 'Tesfaye',
      email: 'hana@bingo.et',
      password: 'secret123',
      phoneNumber: '+251911000099',
      shopId: bole.id,
      role: 'Cashier',
    });
    expect(screen.getByLabelText(/First Name/)).toHaveValue('');
    expect(onClose).not.toHaveBeenCalled();
    expect(held.pending()).toBe(1);
    held.elapse();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows the spec's failure text with the server's reason", async () => {
    fakeApi({ 'POST /api/auth/register': apiError(409, 'Email is already registered') });
    const onClose = open();
    const u = userEvent.setup({ delay: null });
    await fillAll(u);
    await pickShop(u, 'Piazza Bingo');
    await u.click(screen.getByRole('button', { name: 'Create Cashier' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create cashier. Please check all fields and try again.');
    expect(alert).toHaveTextContent('Email is already registered');
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Hana');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('clears the form when cancelled', async () => {
    fakeApi({});
    const onClose = open();
    const u = userEvent.setup({ delay: null });
    await u.type(screen.getByLabelText(/First Name/), 'Hana');
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText(/First Name/)).toHaveValue('');
  });
});
