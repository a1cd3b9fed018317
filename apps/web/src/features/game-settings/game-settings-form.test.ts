import { GAME_SETTINGS_MESSAGES } from '@bingo/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { useLocale } from '@/i18n/locale';
import { checkGameSettingsEdit, checkNewGameSettings, initialValues } from './game-settings-form';

const shopId = '5b8f0e56-8f7e-4c39-9a55-0a5d1f1c7f10';

describe('game settings form', () => {
  it('refuses a default bet below the minimum stake when adding and when editing', () => {
    const values = { ...initialValues(null), shopId, defaultBetAmount: 5, minStackAmount: 10 };
    expect(checkNewGameSettings(values)).toEqual({
      ok: false,
      errors: { defaultBetAmount: GAME_SETTINGS_MESSAGES.betBelowMinStack },
    });
    expect(checkGameSettingsEdit(values)).toEqual({
      ok: false,
      errors: { defaultBetAmount: GAME_SETTINGS_MESSAGES.betBelowMinStack },
    });
  });

  it('accepts a default bet equal to or above the minimum stake', () => {
    for (const defaultBetAmount of [10, 10.01, 50]) {
      const values = { ...initialValues(null), shopId, defaultBetAmount, minStackAmount: 10 };
      expect(checkNewGameSettings(values).ok).toBe(true);
      expect(checkGameSettingsEdit(values).ok).toBe(true);
    }
  });

  it('names the field that is too large: 151 minimum cards, an amount past the largest', () => {
    const values = {
      ...initialValues(null),
      shopId,
      minCards: 151,
      defaultBetAmount: 1e11,
      minStackAmount: 1e11,
    };
    expect(checkNewGameSettings(values)).toEqual({
      ok: false,
      errors: {
        minCards: 'Minimum cards cannot be greater than 150',
        defaultBetAmount: 'Default bet amount must be at most 10,000,000,000.00 Br',
        minStackAmount: 'Minimum stack amount must be at most 10,000,000,000.00 Br',
      },
    });
  });

  it('says them in Amharic on an Amharic screen', async () => {
    await useLocale.getState().setLanguage('am');
    await i18n.loadNamespaces('errors');
    const values = { ...initialValues(null), shopId, minCards: 151, defaultBetAmount: 1e11 };
    expect(checkGameSettingsEdit(values)).toEqual({
      ok: false,
      errors: {
        minCards: 'ዝቅተኛው የካርድ ብዛት ከ150 መብለጥ አይችልም',
        defaultBetAmount: 'ነባሪው የውርርድ መጠን ቢበዛ 10,000,000,000.00 ብር መሆን አለበት',
      },
    });
  });
});

afterEach(async () => {
  await useLocale.getState().setLanguage('en');
});
