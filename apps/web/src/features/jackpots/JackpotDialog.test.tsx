import type { Jackpot } from '@bingo/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '@/test/fake-api';
import { ADMIN, aShop, fixtureId } from '@/test/fixtures';
import { renderSignedIn } from '@/test/render-signed-in';
import { JackpotForm } from './JackpotDialog';
import { checkJackpot } from './jackpot-form';

const bole = aShop({ name: 'Bole Bingo House', city: 'Addis Ababa' });
const jackpot: Jackpot = {
  id: fixtureId(),
  shopId: bole.id,
  shopName: 'Bole Bingo House',
  bonusAmount: 500,
  status: 1,
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const bonus = () => screen.getByLabelText(/^Bonus Amount/, { selector: 'input' });

// Typing into Mantine inputs is slow on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

/** The edit dialog of `edited`, over a server that takes every save. */
function openEdit(edited: Jackpot = jackpot) {
  const api = fakeApi({ 'POST /api/jackpot': { body: jackpot } });
  const onSaved = vi.fn();
  renderSignedIn(<JackpotForm jackpot={edited} freeShops={[]} onClose={() => {}} onSaved={onSaved} />, ADMIN);
  return { api, onSaved, u: userEvent.setup({ delay: null }) };
}

/** Types `typed` over the edited jackpot's amount, presses Update Jackpot, and gives the body sent. */
async function updateAmountTo(typed: string) {
  const { api, onSaved, u } = openEdit();
  await u.clear(bonus());
  await u.type(bonus(), typed);
  await u.click(screen.getByRole('button', { name: 'Update Jackpot' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Jackpot updated successfully!'));
  return api.calls[0]?.body;
}

describe('Jackpot dialogs', () => {
  it("create asks for a shop: 'Please select a shop'", async () => {
    const api = fakeApi({});
    renderSignedIn(
      <JackpotForm jackpot={null} freeShops={[bole]} onClose={() => {}} onSaved={() => {}} />,
      ADMIN,
    );
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Create Jackpot' }));
    expect(await screen.findByText('Please select a shop')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("an edit whose shop is not valid says 'Invalid shop selection'", () => {
    const checked = checkJackpot({ shopId: 'not-a-shop', bonusAmount: 10, status: 1 }, 1);
    expect(checked).toEqual({ ok: false, errors: { shopId: 'Invalid shop selection' } });
  });

  it("an empty or negative amount says 'Bonus amount must be a valid number'", async () => {
    renderSignedIn(
      <JackpotForm jackpot={jackpot} freeShops={[]} onClose={() => {}} onSaved={() => {}} />,
      ADMIN,
    );
    const u = userEvent.setup({ delay: null });
    await u.clear(bonus());
    await u.click(screen.getByRole('button', { name: 'Update Jackpot' }));
    expect(await screen.findByText('Bonus amount must be a valid number')).toBeInTheDocument();
    await u.type(bonus(), '-5');
    await u.click(screen.getByRole('button', { name: 'Update Jackpot' }));
    expect(await screen.findByText('Bonus amount must be a valid number')).toBeInTheDocument();
  });

  it('keeps the shop on edit and saves by shop', async () => {
    const api = fakeApi({ 'POST /api/jackpot': { body: { ...jackpot, bonusAmount: 750.25, status: 0 } } });
    const onSaved = vi.fn();
    renderSignedIn(
      <JackpotForm jackpot={jackpot} freeShops={[]} onClose={() => {}} onSaved={onSaved} />,
      ADMIN,
    );
    expect(screen.getByLabelText(/^Shop/, { selector: 'input' })).toHaveAttribute('readonly');
    const u = userEvent.setup({ delay: null });
    await u.clear(bonus());
    await u.type(bonus(), '750.25');
    await u.click(screen.getByRole('radio', { name: 'Inactive' }));
    await u.click(screen.getByRole('button', { name: 'Update Jackpot' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Jackpot updated successfully!'));
    expect(api.calls[0]?.body).toEqual({ shopId: bole.id, bonusAmount: 750.25, status: 0 });
  });

  it('reads a typed "1,000" as a thousand Birr', async () => {
    expect(await updateAmountTo('1,000')).toEqual({ shopId: bole.id, bonusAmount: 1000 });
  });

  it('saving only a new amount sends no status, so a jackpot deactivated meanwhile stays off', async () => {
    expect(await updateAmountTo('600')).toEqual({ shopId: bole.id, bonusAmount: 600 });
  });

  it('sends the status the Admin switched to, and none once it is switched back', async () => {
    const { api, onSaved, u } = openEdit();
    await u.click(screen.getByRole('radio', { name: 'Inactive' }));
    await u.click(screen.getByRole('button', { name: 'Update Jackpot' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    await u.click(screen.getByRole('radio', { name: 'Active' }));
    await u.click(screen.getByRole('button', { name: 'Update Jackpot' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(api.writes().map((c) => c.body)).toEqual([
      { shopId: bole.id, bonusAmount: 500, status: 0 },
      { shopId: bole.id, bonusAmount: 500 },
    ]);
  });

  it('switches an inactive jackpot on when the Admin asks', async () => {
    const { api, onSaved, u } = openEdit({ ...jackpot, status: 0 });
    await u.click(screen.getByRole('radio', { name: 'Active' }));
    await u.click(screen.getByRole('button', { name: 'Update Jackpot' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.calls[0]?.body).toEqual({ shopId: bole.id, bonusAmount: 500, status: 1 });
  });

  it("a failed create says 'Failed to create jackpot. Please try again.'", async () => {
    fakeApi({ 'POST /api/jackpot': apiError(503, 'Service unavailable') });
    renderSignedIn(
      <JackpotForm jackpot={null} freeShops={[bole]} onClose={() => {}} onSaved={() => {}} />,
      ADMIN,
    );
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByPlaceholderText('Select a shop'));
    await u.click(
      await screen.findByRole('option', { name: 'Bole Bingo House — Addis Ababa', hidden: true }),
    );
    await u.click(screen.getByRole('button', { name: 'Create Jackpot' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create jackpot. Please try again.');
  });
});
