import type { GameSettings } from '@bingo/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '@/test/fake-api';
import { ADMIN, aShop, fixtureId } from '@/test/fixtures';
import { renderSignedIn } from '@/test/render-signed-in';
import { GameSettingsForm } from './GameSettingsDialog';

const piazza = aShop({ name: 'Piazza Bingo', city: 'Addis Ababa' });
const saved: GameSettings = {
  id: fixtureId(),
  shopId: piazza.id,
  shopName: 'Piazza Bingo',
  minCards: 2,
  maxCards: 100,
  defaultBetAmount: 10,
  minStackAmount: 5,
  lastCallRule: 'AllowLate',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

async function setNumbers(values: Record<string, string>) {
  const u = userEvent.setup({ delay: null });
  for (const [label, value] of Object.entries(values)) {
    await u.clear(input(label));
    if (value) await u.type(input(label), value);
  }
  await u.click(screen.getByRole('button', { name: 'Save' }));
}

// Typing into Mantine inputs is slow on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

describe('Game settings dialog', () => {
  it("asks for a shop on add: 'Please select a shop'", async () => {
    const api = fakeApi({});
    renderSignedIn(
      <GameSettingsForm settings={null} freeShops={[piazza]} onClose={() => {}} onSaved={() => {}} />,
      ADMIN,
    );
    await setNumbers({});
    expect(await screen.findByText('Please select a shop')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('says which amounts must be greater than 0', async () => {
    renderSignedIn(
      <GameSettingsForm settings={saved} freeShops={[]} onClose={() => {}} onSaved={() => {}} />,
      ADMIN,
    );
    await setNumbers({
      'Minimum Cards': '0',
      'Maximum Cards': '0',
      'Default Bet Amount': '0',
      'Minimum Stake': '',
    });
    expect(await screen.findByText('Minimum cards must be greater than 0')).toBeInTheDocument();
    expect(screen.getByText('Maximum cards must be greater than 0')).toBeInTheDocument();
    expect(screen.getByText('Default bet amount must be greater than 0')).toBeInTheDocument();
    expect(screen.getByText('Minimum stack amount must be greater than 0')).toBeInTheDocument();
  });

  it("says 'Minimum cards cannot be greater than maximum cards'", async () => {
    renderSignedIn(
      <GameSettingsForm settings={saved} freeShops={[]} onClose={() => {}} onSaved={() => {}} />,
      ADMIN,
    );
    await setNumbers({ 'Minimum Cards': '20', 'Maximum Cards': '10' });
    expect(await screen.findByText('Minimum cards cannot be greater than maximum cards')).toBeInTheDocument();
  });

  it('refuses a default bet below the minimum stake and sends nothing', async () => {
    const api = fakeApi({});
    renderSignedIn(
      <GameSettingsForm settings={saved} freeShops={[]} onClose={() => {}} onSaved={() => {}} />,
      ADMIN,
    );
    await setNumbers({ 'Default Bet Amount': '5', 'Minimum Stake': '10' });
    expect(
      await screen.findByText('Default bet amount cannot be less than the minimum stack amount'),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  // "1.5" must not save 15 cards, nor "7.0" 70: the separator typed is kept, and the count refused.
  it.each(['1.5', '1,5', '7.0'])(
    'refuses Minimum Cards "%s" instead of dropping the separator',
    async (typed) => {
      const api = fakeApi({ [`PUT /api/game-settings/${piazza.id}`]: { body: { ...saved, minCards: 15 } } });
      const onSaved = vi.fn();
      renderSignedIn(
        <GameSettingsForm settings={saved} freeShops={[]} onClose={() => {}} onSaved={onSaved} />,
        ADMIN,
      );
      await setNumbers({ 'Minimum Cards': typed });
      expect(await screen.findByText('Minimum cards must be greater than 0')).toBeInTheDocument();
      expect(api.calls).toHaveLength(0);

      await setNumbers({ 'Minimum Cards': '15' });
      await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Game settings updated successfully'));
      expect(api.calls[0]?.body).toMatchObject({ minCards: 15, maxCards: 100 });
    },
  );

  it('keeps the shop fixed on edit and sends the settings with the late-claim rule', async () => {
    const api = fakeApi({ [`PUT /api/game-settings/${piazza.id}`]: { body: { ...saved, maxCards: 50 } } });
    const onSaved = vi.fn();
    renderSignedIn(
      <GameSettingsForm settings={saved} freeShops={[]} onClose={() => {}} onSaved={onSaved} />,
      ADMIN,
    );
    expect(input('Shop')).toHaveAttribute('readonly');
    expect(input('Shop')).toHaveValue('Piazza Bingo');
    await setNumbers({ 'Maximum Cards': '50' });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Game settings updated successfully'));
    expect(api.calls[0]?.body).toEqual({
      minCards: 2,
      maxCards: 50,
      defaultBetAmount: 10,
      minStackAmount: 5,
      lastCallRule: 'AllowLate',
    });
  });

  it('reads typed "1,000" and "1,000.50" as Birr with the comma grouping thousands', async () => {
    const api = fakeApi({ [`PUT /api/game-settings/${piazza.id}`]: { body: saved } });
    const onSaved = vi.fn();
    renderSignedIn(
      <GameSettingsForm settings={saved} freeShops={[]} onClose={() => {}} onSaved={onSaved} />,
      ADMIN,
    );
    await setNumbers({ 'Default Bet Amount': '1,000.50', 'Minimum Stake': '1,000' });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Game settings updated successfully'));
    expect(api.calls[0]?.body).toMatchObject({ defaultBetAmount: 1000.5, minStackAmount: 1000 });
  });

  it("creates for the chosen shop, or shows 'Failed to save game settings' with the reason", async () => {
    let answer: { status: number; body: unknown } = apiError(
      409,
      'Game settings already exist for this shop',
    );
    const api = fakeApi({ 'POST /api/game-settings': () => answer });
    const onSaved = vi.fn();
    renderSignedIn(
      <GameSettingsForm settings={null} freeShops={[piazza]} onClose={() => {}} onSaved={onSaved} />,
      ADMIN,
    );
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByPlaceholderText('Select a shop'));
    await u.click(await screen.findByRole('option', { name: 'Piazza Bingo — Addis Ababa', hidden: true }));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to save game settings');
    expect(alert).toHaveTextContent('Game settings already exist for this shop');

    answer = { status: 200, body: saved };
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Game settings created successfully'));
    expect(api.calls.at(-1)?.body).toEqual({
      shopId: piazza.id,
      minCards: 1,
      maxCards: 10,
      defaultBetAmount: 10,
      minStackAmount: 10,
      lastCallRule: 'AllowLate',
    });
  });
});
