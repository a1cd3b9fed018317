import { describe, expect, it } from 'vitest';
import { bonusAward, bonusTypeLabel, isBonusWithinCalls } from './bonus.js';

describe('isBonusWithinCalls', () => {
  it('accepts 0 and multiples of 5 up to 75', () => {
    expect([0, 5, 15, 75].every(isBonusWithinCalls)).toBe(true);
    expect([-5, 12, 80, 2.5, '15', null].some(isBonusWithinCalls)).toBe(false);
  });
});

describe('bonus', () => {
  it('pays the amount for a win within N calls, on call N included', () => {
    expect(bonusAward({ winningCall: 12, withinCalls: 15, amount: 50_000 })).toBe(50_000);
    expect(bonusAward({ winningCall: 15, withinCalls: 15, amount: 50_000 })).toBe(50_000);
  });

  it('pays nothing after N calls, without a bonus type, or without a win', () => {
    expect(bonusAward({ winningCall: 16, withinCalls: 15, amount: 50_000 })).toBe(0);
    expect(bonusAward({ winningCall: 3, withinCalls: 0, amount: 50_000 })).toBe(0);
    expect(bonusAward({ winningCall: null, withinCalls: 15, amount: 50_000 })).toBe(0);
  });

  it('rejects amounts that are not whole santim', () => {
    expect(() => bonusAward({ winningCall: 3, withinCalls: 5, amount: 1.5 })).toThrow(
      'amount must be a non-negative whole number of santim, got 1.5',
    );
    expect(() => bonusAward({ winningCall: 3, withinCalls: -5, amount: 100 })).toThrow(RangeError);
  });

  it('labels the bonus type as recorded on the sales row', () => {
    expect(bonusTypeLabel(20)).toBe('Within 20 calls');
    expect(bonusTypeLabel(0)).toBe('None');
  });
});
