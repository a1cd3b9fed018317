import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, NAMESPACES } from '@/i18n/i18n';
import { useLocale } from '@/i18n/locale';
import { apiError, ok } from '@/test/fake-api';
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

describe('Select cards, the money', () => {
  const figures = () =>
    ['money-total', 'money-prize', 'money-commission'].map((id) => screen.getByTestId(id));

  it("works out the prize with the tier's saved rate", async () => {
    resetHallStore({ selectedCards: [1, 2, 3, 4], typeIndex: 2 });
    renderSetupPage(SelectCardsPage, '/select-cards', {
      'GET /api/commission': ok({
        items: [
          {
            id: '00000000-0000-4000-8000-0000000000b2',
            typeIndex: 2,
            rate: 25,
            createdAt: '2025-01-01T00:00:00.000Z',
            updatedAt: '2025-01-01T00:00:00.000Z',
          },
        ],
      }),
    });
    await screen.findByText('Commission (25%)');
    expect(figures().map((f) => f.textContent)).toEqual(['40.00 Br', '30.00 Br', '10.00 Br']);
  });

  it('shows no prize while the rates load: the default rate may not be the real one', async () => {
    resetHallStore({ selectedCards: [1, 2, 3, 4], typeIndex: 2 });
    renderSetupPage(SelectCardsPage, '/select-cards', {}, { unanswered: ['/api/commission'] });
    expect(await screen.findByText('Loading commission rates...')).toBeInTheDocument();
    await screen.findByText('2 to 10 cards per game.');
    const [total, prize, commission] = figures();
    expect(total).toHaveTextContent('40.00 Br');
    expect(prize).toHaveTextContent('…');
    expect(prize).toHaveAttribute('aria-busy', 'true');
    expect(commission).toHaveTextContent('…');
    expect(screen.queryByText(/Commission \(/)).toBeNull();
  });

  it('says the rates failed to load, and shows no prize', async () => {
    resetHallStore({ selectedCards: [1, 2, 3, 4], typeIndex: 2 });
    renderSetupPage(SelectCardsPage, '/select-cards', {
      'GET /api/commission': apiError(403, 'You do not have permission to perform this action.'),
    });
    expect(await screen.findByTestId('rates-failure')).toHaveTextContent(
      'Failed to load commission rates: You do not have permission to perform this action.',
    );
    expect(screen.getByTestId('money-prize')).toHaveTextContent('…');
    expect(screen.getByTestId('money-commission')).toHaveTextContent('…');
  });
});
