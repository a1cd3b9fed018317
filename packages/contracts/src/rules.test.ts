import { describe, expect, it } from 'vitest';
import { LoginRequestSchema } from './auth';
import { TopUpRequestSchema } from './balance';
import { RatePercentSchema } from './commission';
import { birrAmount, birrAmountOrZero } from './common';
import { GAME_SETTINGS_MESSAGES, UpdateGameSettingsSchema } from './game-settings';
import { CreateShopRequestSchema } from './shops';
import { hasControlCharacter } from './text';
import { RegisterRequestSchema, UsersQuerySchema } from './users';

const id = '00000000-0000-4000-8000-000000000001';
const firstMessage = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('one rule for amounts', () => {
  const amount = birrAmount('Bad amount');
  it('accepts whole santim, float noise included', () => {
    for (const ok of [0.01, 0.30000000000000004, 10.000000000000002, 0.1 + 0.2, 10_000_000_000]) {
      expect(amount.safeParse(ok).success, String(ok)).toBe(true);
    }
  });
  it('refuses more than 2 decimals, 0, negatives, huge numbers and non-numbers, with the field message', () => {
    for (const bad of [0.001, 12.345, 0, -1, 1e21, 10_000_000_000.01, '10', 'NaN', null, Number.NaN]) {
      expect(
        amount.safeParse(bad).error?.issues.map((i) => i.message),
        String(bad),
      ).toEqual(['Bad amount']);
    }
    expect(birrAmountOrZero('x').safeParse(0).success).toBe(true);
    expect(firstMessage(TopUpRequestSchema.safeParse({ receiverId: id, amount: 0.001 }))).toBe(
      'Please select a user and enter a valid amount',
    );
  });
  it('a commission rate follows the same hundredths rule', () => {
    expect(RatePercentSchema.safeParse(10.000000000000002).success).toBe(true);
    expect(RatePercentSchema.safeParse(10.005).success).toBe(false);
  });
});

describe('one rule for text', () => {
  it('knows control characters: C0 but tab and newline, DEL and C1', () => {
    for (const c of ['\u0000', '\u0007', '\r', '\u001b', '\u007f', '\u0085', '\u009f']) {
      expect(hasControlCharacter(`a${c}b`), JSON.stringify(c)).toBe(true);
    }
    for (const ok of ['a\tb', 'a\nb', 'ሰላም', 'مرحبا', '🎉', '🇪🇹 ok', '\u00a0'])
      expect(hasControlCharacter(ok)).toBe(false);
  });

  it('knows half of an emoji, which no database can store, at either end or alone', () => {
    const [high, low] = ['🎉'.charAt(0), '🎉'.charAt(1)];
    for (const half of [`a${high}b`, `a${low}b`, `ab${high}`, `${low}ab`, `${low}${high}`, high])
      expect(hasControlCharacter(half), JSON.stringify(half)).toBe(true);
  });

  it('every text field refuses them with a clear message', () => {
    expect(firstMessage(LoginRequestSchema.safeParse({ email: 'a\u0000@b.et', password: 'x' }))).toBe(
      'Email must not contain control characters',
    );
    expect(firstMessage(UsersQuerySchema.safeParse({ search: 'ab\u0000' }))).toBe(
      'Search must not contain control characters',
    );
    const shop = { name: 'S', country: 'Ethiopia', city: 'Jimma', woreda: 'W', location: 'L\u0000' };
    expect(firstMessage(CreateShopRequestSchema.safeParse(shop))).toBe(
      'Location must not contain control characters',
    );
    expect(firstMessage(TopUpRequestSchema.safeParse({ receiverId: id, amount: 1, notes: 'x\u001b' }))).toBe(
      'Notes must not contain control characters',
    );
    expect(
      TopUpRequestSchema.safeParse({ receiverId: id, amount: 1, notes: 'line one\n\tline two' }).success,
    ).toBe(true);
    const register = {
      firstName: 'A\u0000',
      lastName: 'B',
      email: 'a@b.et',
      phoneNumber: '+251911000000',
      password: 'secret1',
      role: 'SuperAgent',
    };
    expect(firstMessage(RegisterRequestSchema.safeParse(register))).toBe(
      'First name must not contain control characters',
    );
  });
});

describe('game settings', () => {
  const settings = { minCards: 1, maxCards: 10, defaultBetAmount: 5, minStackAmount: 10 };
  it('refuse a default bet below the minimum stack', () => {
    expect(firstMessage(UpdateGameSettingsSchema.safeParse(settings))).toBe(
      GAME_SETTINGS_MESSAGES.betBelowMinStack,
    );
    expect(GAME_SETTINGS_MESSAGES.betBelowMinStack).toBe(
      'Default bet amount cannot be less than the minimum stack amount',
    );
    expect(UpdateGameSettingsSchema.safeParse({ ...settings, defaultBetAmount: 10 }).success).toBe(true);
  });
});
