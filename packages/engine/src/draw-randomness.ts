import { BALL_COUNT } from './ball.js';
import { runsMoments, serialSumMoments } from './draw-moments.js';
import { chiSquareCritical, chiSquarePValue, normalCritical, normalTwoSidedPValue } from './statistics.js';

const N = BALL_COUNT;
const MEDIAN = (N + 1) / 2; // 38: the middle ball, left out of the runs test
const BALLS = Array.from({ length: N }, (_, i) => i + 1);
/** Population variance of the balls 1..75: (n² − 1) / 12. */
const BALL_VARIANCE = (N * N - 1) / 12;

/** Running totals over many draw orders; build with createDrawTally, feed with tallyDraw. */
export type DrawTally = {
  draws: number;
  /** `positionCounts[p * 75 + (ball − 1)]`: how often `ball` was drawn at position p (0-based). */
  positionCounts: Uint32Array;
  /** Σ over orders of the number of above/below-median runs. */
  runs: number;
  /** Σ over orders of Σ_t (x_t − 38)(x_t+1 − 38). */
  serial: number;
  /** Σ over consecutive orders g, g+1 of Σ_p (x_g,p − 38)(x_g+1,p − 38). */
  betweenGames: number;
  previous: Int8Array | null;
};

/**
 * An empty tally.
 *
 * @example createDrawTally().draws // 0
 */
export function createDrawTally(): DrawTally {
  return {
    draws: 0,
    positionCounts: new Uint32Array(N * N),
    runs: 0,
    serial: 0,
    betweenGames: 0,
    previous: null,
  };
}

/**
 * Adds one draw order (a permutation of 1..75, not re-checked: this runs a million times) to a tally.
 *
 * @example const tally = createDrawTally(); tallyDraw(tally, order); tally.draws // 1
 */
export function tallyDraw(tally: DrawTally, order: readonly number[]): void {
  const counts = tally.positionCounts;
  const previous = tally.previous;
  let runs = 0;
  let side = 0;
  let serial = 0;
  let between = 0;
  let last = 0;
  for (let p = 0; p < N; p++) {
    const ball = order[p] as number;
    counts[p * N + ball - 1] = (counts[p * N + ball - 1] as number) + 1;
    const y = ball - MEDIAN;
    if (p > 0) serial += last * y;
    if (previous !== null) between += (previous[p] as number) * y;
    last = y;
    if (y !== 0) {
      const now = y > 0 ? 1 : -1;
      if (now !== side) runs++;
      side = now;
    }
  }
  const kept = previous ?? new Int8Array(N);
  for (let p = 0; p < N; p++) kept[p] = (order[p] as number) - MEDIAN;
  tally.previous = kept;
  tally.draws++;
  tally.runs += runs;
  tally.serial += serial;
  tally.betweenGames += between;
}

/** One statistical test's outcome at the chosen confidence. */
export type RandomnessTest = {
  name: string;
  /** χ² (for 'chi-square') or z (for 'normal'). */
  statistic: number;
  distribution: 'chi-square' | 'normal';
  /** For χ² tests. */
  degreesOfFreedom: number | null;
  pValue: number;
  /** The χ² value, or |z|, that fails the test. */
  critical: number;
  passed: boolean;
  /** What was measured, in figures (observed vs expected). */
  detail: string;
};

const round = (x: number, digits: number) => Number(x.toFixed(digits));

function chiSquareTest(
  name: string,
  statistic: number,
  df: number,
  alpha: number,
  detail: string,
): RandomnessTest {
  const pValue = chiSquarePValue(statistic, df);
  const critical = chiSquareCritical(alpha, df);
  return {
    name,
    statistic,
    distribution: 'chi-square',
    degreesOfFreedom: df,
    pValue,
    critical,
    passed: pValue >= alpha,
    detail,
  };
}

function normalTest(name: string, z: number, alpha: number, detail: string): RandomnessTest {
  const pValue = normalTwoSidedPValue(z);
  return {
    name,
    statistic: z,
    distribution: 'normal',
    degreesOfFreedom: null,
    pValue,
    critical: normalCritical(alpha),
    passed: pValue >= alpha,
    detail,
  };
}

/**
 * Runs the randomness tests on a tally, each at confidence 1 − alpha (99% by default):
 *
 * 1. χ² of number × position: every ball equally likely at every position. The 75 × 75 table of a
 *    permutation has fixed row and column sums, so Σ(O − E)²/E is (n/(n−1))·χ²((n−1)²); the
 *    statistic is scaled by (n−1)/n and tested with (n−1)² = 5476 degrees of freedom.
 * 2. χ² of the first ball: 75 cells, 74 degrees of freedom.
 * 3. Wald–Wolfowitz runs test: within each order, balls above/below the median 38 (38 left out), the
 *    total number of runs against its exact mean and variance (37 and 37 symbols per order), as z.
 * 4. Lag-1 serial correlation within orders: Σ (x_t − 38)(x_t+1 − 38) against its exact mean and
 *    variance under a fair shuffle (whose lag-1 correlation is −1/74, not 0), as z.
 * 5. Serial correlation between consecutive games: position by position, against 0, as z.
 *
 * @throws RangeError with fewer than 2 draws
 * @example randomnessTests(tally).every((t) => t.passed) // true — a fair draw fails one of the five about 1 time in 20
 */
export function randomnessTests(tally: DrawTally, alpha = 0.01): RandomnessTest[] {
  const draws = tally.draws;
  if (draws < 2) throw new RangeError('The tests need at least 2 draws');
  const expected = draws / N;
  let table = 0;
  let first = 0;
  for (let i = 0; i < N * N; i++) {
    const d = (tally.positionCounts[i] as number) - expected;
    table += (d * d) / expected;
    if (i < N) first += (d * d) / expected;
  }
  const runs = runsMoments((N - 1) / 2, (N - 1) / 2);
  const serial = serialSumMoments(BALLS);
  const runsZ = (tally.runs - draws * runs.mean) / Math.sqrt(draws * runs.variance);
  const serialZ = (tally.serial - draws * serial.mean) / Math.sqrt(draws * serial.variance);
  const pairs = draws - 1;
  const betweenVariance = (N * N * BALL_VARIANCE * BALL_VARIANCE) / (N - 1);
  const betweenZ = tally.betweenGames / Math.sqrt(pairs * betweenVariance);
  const lag1 = tally.serial / (draws * (N - 1) * BALL_VARIANCE);
  const betweenR = tally.betweenGames / (pairs * N * BALL_VARIANCE);
  return [
    chiSquareTest(
      'Number × position frequencies (χ²)',
      (table * (N - 1)) / N,
      (N - 1) * (N - 1),
      alpha,
      `raw Σ(O−E)²/E = ${round(table, 2)} over ${N * N} cells, E = ${round(expected, 2)} per cell`,
    ),
    chiSquareTest('First ball (χ²)', first, N - 1, alpha, `${N} cells, E = ${round(expected, 2)} per cell`),
    normalTest(
      'Runs above/below the median within orders (Wald–Wolfowitz)',
      runsZ,
      alpha,
      `mean runs per order ${round(tally.runs / draws, 4)}, expected ${runs.mean}`,
    ),
    normalTest(
      'Lag-1 serial correlation within orders',
      serialZ,
      alpha,
      `r₁ = ${round(lag1, 6)}, expected ${round(-1 / (N - 1), 6)} (−1/74 for a fair shuffle)`,
    ),
    normalTest(
      'Serial correlation between consecutive games',
      betweenZ,
      alpha,
      `r = ${round(betweenR, 6)} over ${pairs} pairs of games, expected 0`,
    ),
  ];
}
