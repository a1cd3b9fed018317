import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatBirr,
  isBirrAmount,
  MAX_BALANCE_BIRR,
  MAX_BIRR,
  parseBirr,
  santimOf,
  toBirr,
  toSantim,
} from './birr.js';

describe('toSantim', () => {
  it('converts exactly, without float error', () => {
    expect(toSantim(12.3)).toBe(1230);
    expect(toSantim(1.1)).toBe(110);
    expect(toSantim(0.29)).toBe(29);
    expect(toSantim(1234.56)).toBe(123_456);
    expect(toSantim(-5.5)).toBe(-550);
    expect(toSantim(0)).toBe(0);
  });

  it('forgives float noise: 0.1 + 0.2 is 30 santim, 10.000000000000002 is 1000', () => {
    expect(toSantim(0.1 + 0.2)).toBe(30);
    expect(toSantim(0.30000000000000004)).toBe(30);
    expect(toSantim(10.000000000000002)).toBe(1000);
    expect(toSantim(1.1 * 3)).toBe(330);
    expect(toSantim(9_999_999_999.99)).toBe(999_999_999_999);
    expect(Object.is(toSantim(-1e-12), 0)).toBe(true);
  });

  it('rejects more than 2 decimals, NaN, infinities and unsafe amounts', () => {
    for (const bad of [1.005, 0.001, 12.345, Number.NaN, Number.POSITIVE_INFINITY, 1e21, 2 ** 53]) {
      expect(() => toSantim(bad)).toThrow(RangeError);
    }
    expect(() => toSantim(1.005)).toThrow('Not an amount of Birr with at most 2 decimals: 1.005');
  });

  it('round-trips with toBirr', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (santim) => {
        expect(toSantim(toBirr(santim))).toBe(santim);
      }),
    );
    expect(() => toBirr(1.5)).toThrow('Santim must be a safe integer, got 1.5');
  });
});

describe('MAX_BALANCE_BIRR', () => {
  it('keeps a balance at the bound, and a movement of MAX_BIRR beyond it, in safe santim', () => {
    const edge = MAX_BALANCE_BIRR * 100 + MAX_BIRR * 100;
    expect(Number.isSafeInteger(edge)).toBe(true);
    expect(toBirr(edge)).toBe(1_010_000_000_000);
    expect(toBirr(-edge)).toBe(-1_010_000_000_000);
    expect(formatBirr(MAX_BALANCE_BIRR * 100)).toBe('1,000,000,000,000.00 Br');
  });
});

describe('isBirrAmount (the one rule for amounts on the wire)', () => {
  it('accepts whole santim up to MAX_BIRR, float noise included', () => {
    for (const ok of [0.01, 1, 12.3, 0.1 + 0.2, 10.000000000000002, MAX_BIRR]) {
      expect(isBirrAmount(ok), String(ok)).toBe(true);
    }
  });

  it('refuses 0 unless allowed, negatives, more than 2 decimals, huge numbers and non-numbers', () => {
    expect(isBirrAmount(0)).toBe(false);
    expect(isBirrAmount(0, { allowZero: true })).toBe(true);
    for (const bad of [-0.01, 0.001, 1.005, MAX_BIRR + 0.01, 1e21, Number.NaN, Infinity, '10', null]) {
      expect(isBirrAmount(bad, { allowZero: true }), String(bad)).toBe(false);
    }
  });

  it('never lets toSantim throw on an amount it accepted, and agrees with santimOf', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (n) => {
        if (isBirrAmount(n, { allowZero: true })) {
          expect(toSantim(n)).toBe(santimOf(n));
          expect(Math.abs(toSantim(n) / 100 - n)).toBeLessThanOrEqual(1e-9);
        }
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_BIRR * 100 }),
        fc.double({ min: -1e-12, max: 1e-12, noNaN: true }),
        (s, noise) => {
          const noisy = s / 100 + noise;
          expect(isBirrAmount(noisy)).toBe(true);
          expect(toSantim(noisy)).toBe(s);
        },
      ),
    );
  });
});

describe('formatBirr', () => {
  it('shows thousands separators, 2 decimals and Br', () => {
    expect(formatBirr(123_450)).toBe('1,234.50 Br');
    expect(formatBirr(-123_450)).toBe('-1,234.50 Br');
    expect(formatBirr(0)).toBe('0.00 Br');
    expect(formatBirr(5)).toBe('0.05 Br');
    expect(formatBirr(100_000_000_00)).toBe('100,000,000.00 Br');
    expect(formatBirr(99_999)).toBe('999.99 Br');
  });
});

describe('parseBirr', () => {
  it('reads what people type', () => {
    expect(parseBirr('1,234.5')).toBe(123_450);
    expect(parseBirr('12')).toBe(1200);
    expect(parseBirr('12.30 Br')).toBe(1230);
    expect(parseBirr(' 1234.56 ')).toBe(123_456);
    expect(parseBirr('-1,234.50 Br')).toBe(-123_450);
    expect(parseBirr('7 birr')).toBe(700);
    expect(parseBirr('0.05')).toBe(5);
  });

  it('says null for anything else', () => {
    for (const bad of ['', 'abc', '12.345', '1,23', '12,34.5', '1.2.3', '$12', '12 Br Br', '.5', 'NaN']) {
      expect(parseBirr(bad)).toBeNull();
    }
    expect(parseBirr('99999999999999999999')).toBeNull();
  });

  it('reads amounts up to MAX_BIRR either way, and nothing beyond', () => {
    expect(parseBirr('10,000,000,000.00 Br')).toBe(MAX_BIRR * 100);
    expect(parseBirr('-10000000000')).toBe(-MAX_BIRR * 100);
    expect(parseBirr('10000000000.01')).toBeNull();
    expect(parseBirr('-10000000000.01')).toBeNull();
    expect(parseBirr('90000000000000')).toBeNull();
  });

  it('reads back what formatBirr shows', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_BIRR * 100, max: MAX_BIRR * 100 }), (santim) => {
        expect(parseBirr(formatBirr(santim))).toBe(santim);
      }),
    );
  });
});
