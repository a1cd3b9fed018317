import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBirr, parseBirr, toBirr, toSantim } from './birr.js';

describe('toSantim', () => {
  it('converts exactly, without float error', () => {
    expect(toSantim(12.3)).toBe(1230);
    expect(toSantim(1.1)).toBe(110);
    expect(toSantim(0.29)).toBe(29);
    expect(toSantim(1234.56)).toBe(123_456);
    expect(toSantim(-5.5)).toBe(-550);
    expect(toSantim(0)).toBe(0);
  });

  it('rejects more than 2 decimals, NaN, infinities and unsafe amounts', () => {
    for (const bad of [1.005, 0.1 + 0.2, Number.NaN, Number.POSITIVE_INFINITY, 1e21, 2 ** 53]) {
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

  it('reads back what formatBirr shows', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (santim) => {
        expect(parseBirr(formatBirr(santim))).toBe(santim);
      }),
    );
  });
});
