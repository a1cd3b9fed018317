import { describe, expect, it } from 'vitest';
import { errorCodeOf } from './errors';
import {
  CreateGameSettingsSchema,
  DEFAULT_GAME_SETTINGS,
  effectiveMinCards,
  UpdateGameSettingsSchema,
} from './game-settings';

const shopId = '0b6a7c2e-1d3f-4a5b-8c9d-0e1f2a3b4c5d';
const good = { shopId, minCards: 2, maxCards: 20, defaultBetAmount: 10, minStackAmount: 5 };
const messages = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message);

describe('game settings', () => {
  it('accepts a full settings body and keeps the defaults of the spec', () => {
    expect(CreateGameSettingsSchema.parse(good)).toEqual(good);
    const { shopId: _shop, ...fields } = good;
    expect(UpdateGameSettingsSchema.parse({ ...fields, lastCallRule: 'LastCallOnly' })).toEqual({
      minCards: 2,
      maxCards: 20,
      defaultBetAmount: 10,
      minStackAmount: 5,
      lastCallRule: 'LastCallOnly',
    });
    expect(DEFAULT_GAME_SETTINGS).toEqual({
      minCards: 1,
      maxCards: 10,
      defaultBetAmount: 10,
      minStackAmount: 10,
      lastCallRule: 'AllowLate',
    });
  });

  it.each([
    [{ shopId: undefined }, 'Please select a shop'],
    [{ shopId: '' }, 'Please select a shop'],
    [{ minCards: 0 }, 'Minimum cards must be greater than 0'],
    [{ minCards: undefined }, 'Minimum cards must be greater than 0'],
    [{ maxCards: 0 }, 'Maximum cards must be greater than 0'],
    [{ minCards: 1, maxCards: 1 }, 'Maximum cards must be at least 2'],
    [{ minCards: 5, maxCards: 1 }, 'Maximum cards must be at least 2'],
    [{ maxCards: 151 }, 'Maximum cards cannot be greater than 150'],
    [{ minCards: 21 }, 'Minimum cards cannot be greater than maximum cards'],
    [{ defaultBetAmount: 0 }, 'Default bet amount must be greater than 0'],
    [{ defaultBetAmount: '10' }, 'Default bet amount must be greater than 0'],
    [{ minStackAmount: -5 }, 'Minimum stack amount must be greater than 0'],
    [{ minStackAmount: 1.005 }, 'Minimum stack amount must be greater than 0'],
    [{ minCards: 151 }, 'Minimum cards cannot be greater than 150'],
    [{ defaultBetAmount: 1e11 }, 'Default bet amount must be at most 10,000,000,000.00 Br'],
    [{ minStackAmount: 1e11 }, 'Minimum stack amount must be at most 10,000,000,000.00 Br'],
    [{ lastCallRule: 'Sometimes' }, 'Last call rule must be AllowLate or LastCallOnly'],
    [{ lastCallRule: 1 }, 'Last call rule must be AllowLate or LastCallOnly'],
  ])('rejects %j with "%s"', (change, message) => {
    expect(messages(CreateGameSettingsSchema.safeParse({ ...good, ...change }))).toEqual([message]);
  });

  it('says the limits above with codes of their own, so a screen translates them', () => {
    expect(errorCodeOf('Minimum cards cannot be greater than 150')).toEqual({
      code: 'GAME_SETTINGS_MIN_CARDS_DECK',
    });
    expect(errorCodeOf('Default bet amount must be at most 10,000,000,000.00 Br')).toEqual({
      code: 'GAME_SETTINGS_DEFAULT_BET_TOO_LARGE',
    });
    expect(errorCodeOf('Minimum stack amount must be at most 10,000,000,000.00 Br')).toEqual({
      code: 'GAME_SETTINGS_MIN_STACK_TOO_LARGE',
    });
    expect(errorCodeOf('Last call rule must be AllowLate or LastCallOnly')).toEqual({
      code: 'GAME_SETTINGS_LAST_CALL_RULE',
    });
  });

  it('counts every game at 2 cards or more, whatever the stored minimum', () => {
    expect([1, 2, 3, 150].map(effectiveMinCards)).toEqual([2, 2, 3, 150]);
  });

  it('does not let an edit move the settings to another shop', () => {
    const { shopId: _shop, ...rest } = good;
    expect(UpdateGameSettingsSchema.safeParse({ ...rest, shopId }).error?.issues[0]?.code).toBe(
      'unrecognized_keys',
    );
  });
});
