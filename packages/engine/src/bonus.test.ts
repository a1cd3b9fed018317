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

  it('refuses a bonus type that is not 0 or a multiple of 5 up to 75', () => {
    for (const withinCalls of [47, 80, 2.5, Number.NaN]) {
      expect(() => bonusAward({ winningCall: 3, withinCalls, amount: 100 })).toThrow(
        new RangeError(`withinCalls must be 0 or a multiple of 5 up to 75, got ${withinCalls}`),
      );
    }
  });

  it('refuses a winning call that is neither null nor a call from 1 to 75, instead of paying it', () => {
    for (const winningCall of [Number.NaN, 2.5, 0, -1, 76]) {
      expect(() => bonusAward({ winningCall, withinCalls: 15, amount: 50_000 })).toThrow(
        new RangeError(`winningCall must be null or a whole number from 1 to 75, got ${winningCall}`),
      );
    }
    expect(bonusAward({ winningCall: 75, withinCalls: 75, amount: 50_000 })).toBe(50_000);
    expect(bonusAward({ winningCall: 1, withinCalls: 5, amount: 50_000 })).toBe(50_000);
  });

  it('labels the bonus type as recorded on the sales row', () => {
    expect(bonusTypeLabel(20)).toBe('Within 20 calls');
    expect(bonusTypeLabel(0)).toBe('None');
  });

  it('refuses to label a bonus type that bonusAward refuses', () => {
    for (const withinCalls of [12, -5, 80, 2.5, Number.NaN]) {
      expect(() => bonusTypeLabel(withinCalls)).toThrow(
        new RangeError(`withinCalls must be 0 or a multiple of 5 up to 75, got ${withinCalls}`),
      );
    }
  });
});
