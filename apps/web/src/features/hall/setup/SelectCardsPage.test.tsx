import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, NAMESPACES } from '@/i18n/i18n';
import { useLocale } from '@/i18n/locale';
import { ok } from '@/test/fake-api';
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
