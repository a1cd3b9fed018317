import { describe, expect, it } from 'vitest';
import { JACKPOT_MESSAGES, SaveJackpotSchema } from './jackpots';

const shopId = '0b6a7c2e-1d3f-4a5b-8c9d-0e1f2a3b4c5d';
const messages = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message);

describe('jackpot save', () => {
  it('leaves a missing status to the server (a new jackpot is active, an edit keeps its own) and accepts a zero bonus', () => {
    expect(SaveJackpotSchema.parse({ shopId, bonusAmount: 0 })).toEqual({ shopId, bonusAmount: 0 });
    expect(SaveJackpotSchema.parse({ shopId, bonusAmount: 2500.5, status: 0 })).toEqual({
      shopId,
      bonusAmount: 2500.5,
      status: 0,
    });
  });

  it.each([
    [{ bonusAmount: 5 }, 'Please select a shop'],
    [{ shopId: 'shop-1', bonusAmount: 5 }, 'Invalid shop selection'],
    [{ shopId, bonusAmount: -1 }, 'Bonus amount must be a valid number'],
    [{ shopId, bonusAmount: 'lots' }, 'Bonus amount must be a valid number'],
    [{ shopId, bonusAmount: Number.NaN }, 'Bonus amount must be a valid number'],
    [{ shopId, bonusAmount: 5, status: 2 }, 'Status must be 1 (active) or 0 (inactive)'],
  ])('rejects %j with "%s"', (body, message) => {
    expect(messages(SaveJackpotSchema.safeParse(body))).toEqual([message]);
  });

  it('keeps the banner text of a shop without an active jackpot', () => {
    expect(JACKPOT_MESSAGES.comingSoon).toBe('Jackpot Coming Soon');
  });
});
