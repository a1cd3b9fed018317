import { describe, expect, it } from 'vitest';
import { runsMoments, serialSumMoments } from './draw-moments.js';

/** Every ordering of `values` (n! of them). */
function permutations(values: readonly number[]): number[][] {
  if (values.length <= 1) return [[...values]];
  return values.flatMap((v, i) =>
    permutations([...values.slice(0, i), ...values.slice(i + 1)]).map((p) => [v, ...p]),
  );
}

const momentsOf = (samples: number[]) => {
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  return { mean, variance: samples.reduce((a, b) => a + (b - mean) ** 2, 0) / samples.length };
};

describe('runsMoments', () => {
  it('equals the exact moments over every arrangement', () => {
    // 3 A (1) and 4 B (0): all 7! orderings weight each arrangement equally.
    const runs = permutations([1, 1, 1, 0, 0, 0, 0]).map(
      (p) => 1 + p.slice(1).filter((v, i) => v !== p[i]).length,
    );
    const exact = momentsOf(runs);
    const { mean, variance } = runsMoments(3, 4);
    expect(mean).toBeCloseTo(exact.mean, 12);
    expect(variance).toBeCloseTo(exact.variance, 12);
    expect(runsMoments(37, 37).mean).toBe(38);
    expect(runsMoments(37, 37).variance).toBeCloseTo(18.246575, 6);
  });

  it('refuses counts of symbols that are not whole numbers of at least 1', () => {
    for (const [n1, n2] of [
      [Number.NaN, 3],
      [2.5, 3],
      [3, 0],
      [3, Number.POSITIVE_INFINITY],
    ] as const) {
      expect(() => runsMoments(n1, n2)).toThrow(
        new RangeError(`Runs need whole counts of at least one symbol of each kind, got ${n1} and ${n2}`),
      );
    }
  });
});

describe('serialSumMoments', () => {
  it('equals the exact moments over every permutation', () => {
    for (const values of [
      [1, 2, 3, 4, 5, 6],
      [1, 2, 4, 8, 9, 30, 31],
    ]) {
      const mu = values.reduce((a, b) => a + b, 0) / values.length;
      const sums = permutations(values).map((p) =>
        p.slice(1).reduce((s, v, i) => s + ((p[i] as number) - mu) * (v - mu), 0),
      );
      const exact = momentsOf(sums);
      const { mean, variance } = serialSumMoments(values);
      expect(mean).toBeCloseTo(exact.mean, 10);
      expect(variance).toBeCloseTo(exact.variance, 9);
    }
  });
});
