import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, NAMESPACES } from '@/i18n/i18n';
import { useLocale } from '@/i18n/locale';
import { ok } from '@/test/fake-api';
import { useHallStore } from '../hall.store';
import { resetHallStore } from '../testing/game-screen';
import { renderSetupPage, shopSettings } from '../testing/render-setup-page';
import { SelectCardsPage } from './SelectCardsPage';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => resetHallStore());

afterEach(async () => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  await useLocale.getState().setLanguage('en');
});

async function inAmharic() {
  await useLocale.getState().setLanguage('am');
  await i18n.loadNamespaces(['common', ...NAMESPACES]);
}

describe('Select cards, on an Amharic screen', () => {
  it('says in Amharic that a game needs 2 cards', async () => {
    await inAmharic();
    resetHallStore({ selectedCards: [7] });
    renderSetupPage(SelectCardsPage, '/select-cards');
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'ተጫወት' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ከመጫወትዎ በፊት ቢያንስ 2 ካርዶችን ይምረጡ።');
  });

  it("says the shop's own card limits in Amharic", async () => {
    await inAmharic();
    resetHallStore({ selectedCards: [1, 2, 3] });
    renderSetupPage(SelectCardsPage, '/select-cards', {
      'GET /api/game-settings/my': ok(shopSettings({ minCards: 5, maxCards: 20 })),
    });
    const u = userEvent.setup({ delay: null });
    await screen.findByText('በአንድ ጨዋታ ከ5 እስከ 20 ካርዶች።');
    await u.click(screen.getByRole('button', { name: 'ተጫወት' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ከመጫወትዎ በፊት ቢያንስ 5 ካርዶችን ይምረጡ።');
  });
});

describe('Select cards, the bet', () => {
  it("raises a bet kept from earlier to the shop's minimum stake, raised since by the Admin", async () => {
    resetHallStore({ selectedCards: [1, 2], betAmount: 5 });
    renderSetupPage(SelectCardsPage, '/select-cards', {
      'GET /api/game-settings/my': ok(shopSettings({ minStackAmount: 20, defaultBetAmount: 25 })),
    });
    await screen.findByText('2 to 10 cards per game.');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Bet Amount' })).toHaveTextContent('20.00 Br'),
    );
    expect(useHallStore.getState().betAmount).toBe(20);
    expect(screen.getByRole('button', { name: 'Decrease Bet Amount' })).toBeDisabled();
  });

  it('keeps a bet kept from earlier that the shop still allows', async () => {
    resetHallStore({ selectedCards: [1, 2], betAmount: 30 });
    renderSetupPage(SelectCardsPage, '/select-cards', {
      'GET /api/game-settings/my': ok(shopSettings({ minStackAmount: 20, defaultBetAmount: 25 })),
    });
    await screen.findByText('2 to 10 cards per game.');
    expect(screen.getByRole('status', { name: 'Bet Amount' })).toHaveTextContent('30.00 Br');
    expect(useHallStore.getState().betAmount).toBe(30);
  });
});
