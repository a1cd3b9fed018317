import { GAME_SETTINGS_MESSAGES } from '@bingo/contracts';
import { describe, expect, it } from 'vitest';
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
});
