/**
 * Mean and variance of the number of runs in a random arrangement of n1 symbols of one kind and n2
 * of the other (Wald–Wolfowitz): mean 1 + 2·n1·n2/n, variance 2·n1·n2·(2·n1·n2 − n) / (n²·(n − 1)).
 *
 * @param n1 how many symbols of the first kind, a whole number ≥ 1
 * @param n2 how many of the second kind, a whole number ≥ 1
 * @throws RangeError for a count that is not a whole number of at least 1 (NaN would give NaN moments)
 * @example
 * runsMoments(37, 37).mean // 38
 * runsMoments(37, 37).variance // ≈ 18.2466
 */
export function runsMoments(n1: number, n2: number): { mean: number; variance: number } {
  const n = n1 + n2;
  if (!Number.isSafeInteger(n1) || !Number.isSafeInteger(n2) || n1 < 1 || n2 < 1) {
    throw new RangeError(`Runs need whole counts of at least one symbol of each kind, got ${n1} and ${n2}`);
  }
  const product = 2 * n1 * n2;
  return { mean: 1 + product / n, variance: (product * (product - n)) / (n * n * (n - 1)) };
}

/**
 * Mean and variance of the lag-1 sum S = Σ (Y_t − μ)(Y_t+1 − μ), t = 1..n−1, over a uniformly random
 * order of `values` (μ their mean), derived exactly from the values' power sums. Under a fair shuffle
 * consecutive values are slightly negatively correlated (−1/(n−1)), so this, not 0, is what a lag-1
 * serial-correlation test compares against.
 *
 * @param values at least 4 numbers
 * @throws RangeError for fewer than 4 values
 * @example serialSumMoments([1, 2, 3, 4]).mean // -1.25
 */
export function serialSumMoments(values: readonly number[]): { mean: number; variance: number } {
  const n = values.length;
  if (n < 4) throw new RangeError('Serial moments need at least 4 values');
  const mu = values.reduce((sum, v) => sum + v, 0) / n;
  let p2 = 0;
  let p4 = 0;
  for (const v of values) {
    const y = (v - mu) ** 2;
    p2 += y;
    p4 += y * y;
  }
  const pairs = n - 1;
  // E of products over distinct positions: two, three (one squared) and four distinct values.
  const two = -p2 / (n * (n - 1));
  const twoSquared = (p2 * p2 - p4) / (n * (n - 1));
  const three = (2 * p4 - p2 * p2) / (n * (n - 1) * (n - 2));
  const four = (3 * p2 * p2 - 6 * p4) / (n * (n - 1) * (n - 2) * (n - 3));
  const mean = pairs * two;
  const square = pairs * twoSquared + 2 * (pairs - 1) * three + (pairs - 1) * (pairs - 2) * four;
  return { mean, variance: square - mean * mean };
}
