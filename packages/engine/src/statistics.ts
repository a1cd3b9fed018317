/** Lanczos approximation (g = 7, 9 terms): |error| < 1e-15 for positive arguments. */
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

const EPSILON = 1e-15;
const TINY = 1e-300;
const MAX_ITERATIONS = 100_000;

/**
 * ln Γ(x) for x > 0 (Lanczos).
 *
 * @example lnGamma(5) // ln 24 ≈ 3.1780538
 */
export function lnGamma(x: number): number {
  if (!(x > 0)) throw new RangeError(`lnGamma needs x > 0, got ${x}`);
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0] as number;
  for (let i = 1; i < LANCZOS.length; i++) sum += (LANCZOS[i] as number) / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** e^(−x) x^a / Γ(a), computed in logs so it neither overflows nor underflows early. */
const gammaPrefactor = (a: number, x: number) => Math.exp(-x + a * Math.log(x) - lnGamma(a));

/** P(a, x) by its power series; converges fast for x < a + 1. */
function lowerSeries(a: number, x: number): number {
  let term = 1 / a;
  let sum = term;
  for (let n = 1; n < MAX_ITERATIONS; n++) {
    term *= x / (a + n);
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * EPSILON) return sum * gammaPrefactor(a, x);
  }
  throw new RangeError(`Incomplete gamma series did not converge for a = ${a}, x = ${x}`);
}

/** Q(a, x) by its continued fraction (modified Lentz); converges fast for x ≥ a + 1. */
function upperContinuedFraction(a: number, x: number): number {
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < MAX_ITERATIONS; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPSILON) return h * gammaPrefactor(a, x);
  }
  throw new RangeError(`Incomplete gamma fraction did not converge for a = ${a}, x = ${x}`);
}

/**
 * The regularized upper incomplete gamma function Q(a, x) = Γ(a, x) / Γ(a), for a > 0, x ≥ 0.
 *
 * @example regularizedGammaQ(1, 2) // e^−2 ≈ 0.1353353
 */
export function regularizedGammaQ(a: number, x: number): number {
  if (!(a > 0) || !(x >= 0)) throw new RangeError(`regularizedGammaQ needs a > 0 and x ≥ 0, got ${a}, ${x}`);
  if (x === 0) return 1;
  return x < a + 1 ? 1 - lowerSeries(a, x) : upperContinuedFraction(a, x);
}

/**
 * The chance that a χ² variable with `df` degrees of freedom is at least `x` (the p-value of a
 * χ² statistic): Q(df / 2, x / 2).
 *
 * @param x the χ² statistic; 0 or below gives 1
 * @param df the degrees of freedom, > 0
 * @throws RangeError for a NaN statistic or degrees of freedom that are not positive
 * @example chiSquarePValue(6.6349, 1) // ≈ 0.01
 */
export function chiSquarePValue(x: number, df: number): number {
  if (!(df > 0)) throw new RangeError(`Degrees of freedom must be positive, got ${df}`);
  if (Number.isNaN(x))
    throw new RangeError(`chiSquarePValue needs a χ² statistic that is a number, got ${x}`);
  return x <= 0 ? 1 : regularizedGammaQ(df / 2, x / 2);
}

/**
 * The value a χ² variable with `df` degrees of freedom exceeds with chance `alpha` (e.g. the 99%
 * critical value for alpha = 0.01), by bisection on chiSquarePValue to 1e-10 relative.
 *
 * @example chiSquareCritical(0.01, 10) // ≈ 23.2093
 */
export function chiSquareCritical(alpha: number, df: number): number {
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha must be between 0 and 1, got ${alpha}`);
  let low = 0;
  let high = Math.max(1, df);
  while (chiSquarePValue(high, df) > alpha) high *= 2;
  while (high - low > 1e-10 * high) {
    const mid = (low + high) / 2;
    if (chiSquarePValue(mid, df) > alpha) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/**
 * The two-sided p-value of a standard normal statistic: P(|Z| ≥ |z|) = Q(1/2, z²/2), since Z² is
 * χ² with one degree of freedom.
 *
 * @example normalTwoSidedPValue(1.959964) // ≈ 0.05
 */
export function normalTwoSidedPValue(z: number): number {
  if (Number.isNaN(z)) throw new RangeError('z must be a number');
  return chiSquarePValue(z * z, 1);
}

/**
 * The |z| a standard normal variable exceeds, either side, with chance `alpha`.
 *
 * @example normalCritical(0.01) // ≈ 2.5758293
 */
export function normalCritical(alpha: number): number {
  return Math.sqrt(chiSquareCritical(alpha, 1));
}
