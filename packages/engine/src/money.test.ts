import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeGameMoney, defaultRatePercent, rateBasisPoints, splitPrize } from './money.js';

describe('defaultRatePercent', () => {
  it('is 10 × typeIndex for tiers 1 to 9', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(defaultRatePercent)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90]);
    expect(() => defaultRatePercent(0)).toThrow(new RangeError('Type Index must be between 1 and 9'));
    expect(() => defaultRatePercent(10)).toThrow('Type Index must be between 1 and 9');
  });
});

describe('rateBasisPoints', () => {
  it('reads up to 2 decimals exactly', () => {
    expect(rateBasisPoints(12.34)).toBe(1234);
    expect(rateBasisPoints(0.1)).toBe(10);
    expect(rateBasisPoints(100)).toBe(10_000);
    expect(() => rateBasisPoints(12.345)).toThrow(
      'Rate must be from 0 to 100 with at most 2 decimals, got 12.345',
    );
    expect(() => rateBasisPoints(100.01)).toThrow(RangeError);
    expect(() => rateBasisPoints(-1)).toThrow(RangeError);
    expect(() => rateBasisPoints(Number.NaN)).toThrow(RangeError);
  });
});

describe('computeGameMoney', () => {
  it('takes the commission and rounds the prize to whole Birr', () => {
    expect(computeGameMoney({ cards: 3, betSantim: 1000, ratePercent: 20 })).toEqual({
      total: 3000,
      commission: 600,
      prize: 2400,
    });
    // 25 Br at 10%: 22.50 Br rounds half-up to 23 Br.
    expect(computeGameMoney({ cards: 5, betSantim: 500, ratePercent: 10 })).toEqual({
      total: 2500,
      commission: 200,
      prize: 2300,
    });
    // 10 Br at 12.5%: 8.75 Br rounds to 9 Br.
    expect(computeGameMoney({ cards: 2, betSantim: 500, ratePercent: 12.5 })).toEqual({
      total: 1000,
      commission: 100,
      prize: 900,
    });
    // 10 Br at 15.01%: 8.499 Br rounds down to 8 Br.
    expect(computeGameMoney({ cards: 2, betSantim: 500, ratePercent: 15.01 }).prize).toBe(800);
  });

  it('handles the extremes of the rate', () => {
    expect(computeGameMoney({ cards: 10, betSantim: 1000, ratePercent: 100 })).toEqual({
      total: 10_000,
      commission: 10_000,
      prize: 0,
    });
    expect(computeGameMoney({ cards: 10, betSantim: 1000, ratePercent: 0 })).toEqual({
      total: 10_000,
      commission: 0,
      prize: 10_000,
    });
    // 25.50 Br at 0% would round up to 26 Br; the prize never exceeds the total.
    expect(computeGameMoney({ cards: 1, betSantim: 2550, ratePercent: 0 })).toEqual({
      total: 2550,
      commission: 50,
      prize: 2500,
    });
  });

  it('stays exact for large totals', () => {
    expect(computeGameMoney({ cards: 150, betSantim: 1_000_000_000_00, ratePercent: 33.33 })).toEqual({
      total: 15_000_000_000_000,
      commission: 4_999_500_000_000,
      prize: 10_000_500_000_000,
    });
  });

  it('rejects fractional or negative inputs', () => {
    expect(() => computeGameMoney({ cards: 1.5, betSantim: 100, ratePercent: 10 })).toThrow(
      'cards must be a non-negative whole number, got 1.5',
    );
    expect(() => computeGameMoney({ cards: -2, betSantim: 100, ratePercent: 10 })).toThrow(
      'cards must be a non-negative whole number, got -2',
    );
    expect(() => computeGameMoney({ cards: 2, betSantim: 10.5, ratePercent: 10 })).toThrow(
      'betSantim must be a non-negative whole number of santim, got 10.5',
    );
    expect(() => computeGameMoney({ cards: 2, betSantim: 100, ratePercent: 10.001 })).toThrow(RangeError);
  });

  it('always splits the total into a whole-Birr prize and a non-negative commission', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 150 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (cards, betSantim, basisPoints) => {
          const money = computeGameMoney({ cards, betSantim, ratePercent: basisPoints / 100 });
          expect(money.total).toBe(cards * betSantim);
          expect(money.prize + money.commission).toBe(money.total);
          expect(money.prize % 100).toBe(0);
          expect(money.commission).toBeGreaterThanOrEqual(0);
          expect(money.prize).toBeGreaterThanOrEqual(0);
          // Within half a Birr of the exact prize, unless capped at the total.
          const exact = (money.total * (10_000 - basisPoints)) / 10_000;
          if (money.prize !== Math.floor(money.total / 100) * 100)
            expect(Math.abs(money.prize - exact)).toBeLessThanOrEqual(50);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('splitPrize', () => {
  it('gives equal shares rounded down, the remainder to the house', () => {
    expect(splitPrize(1000, 3)).toEqual({ share: 333, remainder: 1 });
    expect(splitPrize(2400, 1)).toEqual({ share: 2400, remainder: 0 });
    expect(splitPrize(0, 4)).toEqual({ share: 0, remainder: 0 });
    expect(() => splitPrize(1000, 0)).toThrow('winners must be a whole number of at least 1, got 0');
    expect(() => splitPrize(-1, 2)).toThrow(RangeError);
  });

  it('sums to the prize', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 1, max: 150 }),
        (prize, winners) => {
          const { share, remainder } = splitPrize(prize, winners);
          expect(share * winners + remainder).toBe(prize);
          expect(remainder).toBeGreaterThanOrEqual(0);
          expect(remainder).toBeLessThan(winners);
          expect(Number.isInteger(share)).toBe(true);
        },
      ),
    );
  });
});
