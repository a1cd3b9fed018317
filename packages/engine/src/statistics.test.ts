import { describe, expect, it } from 'vitest';
import {
  chiSquareCritical,
  chiSquarePValue,
  lnGamma,
  normalCritical,
  normalTwoSidedPValue,
  regularizedGammaQ,
} from './statistics.js';

describe('lnGamma', () => {
  it('matches factorials and Γ(1/2) = √π', () => {
    expect(lnGamma(1)).toBeCloseTo(0, 14);
    expect(lnGamma(5)).toBeCloseTo(Math.log(24), 13);
    expect(lnGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 13);
    expect(lnGamma(101)).toBeCloseTo(363.73937555556347, 9); // ln 100!
    expect(() => lnGamma(0)).toThrow(RangeError);
  });
});

describe('regularizedGammaQ', () => {
  it('gives the closed forms: Q(1, x) = e^−x, Q(1/2, x) = erfc(√x)', () => {
    expect(regularizedGammaQ(1, 2)).toBeCloseTo(Math.exp(-2), 14);
    expect(regularizedGammaQ(1, 0.3)).toBeCloseTo(Math.exp(-0.3), 14);
    expect(regularizedGammaQ(0.5, 1)).toBeCloseTo(0.15729920705028513, 13); // erfc(1)
    expect(regularizedGammaQ(3, 0)).toBe(1);
  });
});

// Reference values: the standard χ² table, and scipy.stats.chi2 (isf / sf) for df 74 and 5476.
describe('chi-square', () => {
  it('gives the 99% critical values of the table', () => {
    const table: [number, number][] = [
      [1, 6.634896601021217],
      [2, 9.21034037197618],
      [10, 23.20925115895436],
      [74, 105.2020280298331],
      [100, 135.80672317102676],
      [5476, 5722.393743325455],
    ];
    for (const [df, critical] of table) expect(chiSquareCritical(0.01, df)).toBeCloseTo(critical, 6);
  });

  it('gives p-values in both tails and for large degrees of freedom', () => {
    expect(chiSquarePValue(3.841458820694124, 1)).toBeCloseTo(0.05, 12);
    expect(chiSquarePValue(18.307038053275146, 10)).toBeCloseTo(0.05, 12);
    expect(chiSquarePValue(100, 74)).toBeCloseTo(0.02375890899806621, 12);
    expect(chiSquarePValue(5600, 5476)).toBeCloseTo(0.11852097311870832, 10);
    expect(chiSquarePValue(0, 5)).toBe(1);
    expect(chiSquarePValue(1000, 10)).toBeLessThan(1e-200);
  });

  it('names its own argument when the statistic is NaN', () => {
    expect(() => chiSquarePValue(Number.NaN, 3)).toThrow(
      new RangeError('chiSquarePValue needs a χ² statistic that is a number, got NaN'),
    );
  });
});

describe('normal', () => {
  it('gives two-sided p-values and the 99% critical value', () => {
    expect(normalTwoSidedPValue(1.959963984540054)).toBeCloseTo(0.05, 12);
    expect(normalTwoSidedPValue(-2.575829303548901)).toBeCloseTo(0.01, 12);
    expect(normalTwoSidedPValue(0)).toBe(1);
    expect(normalCritical(0.01)).toBeCloseTo(2.575829303548901, 8);
  });
});
