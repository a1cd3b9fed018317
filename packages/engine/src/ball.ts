/** Balls are numbered 1 to 75. */
export const BALL_COUNT = 75;

/** The column letters, in board order. */
export const BALL_LETTERS = ['B', 'I', 'N', 'G', 'O'] as const;

/** One of the five column letters. */
export type BallLetter = (typeof BALL_LETTERS)[number];

/** Each column holds 15 consecutive numbers: B 1–15, I 16–30, N 31–45, G 46–60, O 61–75. */
export const NUMBERS_PER_COLUMN = 15;

/**
 * Whether `n` is a ball number (an integer from 1 to 75).
 *
 * @example isBall(75) // true
 * @example isBall(0) // false
 */
export function isBall(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= BALL_COUNT;
}

/**
 * Throws a RangeError unless `n` is a ball number.
 *
 * @example assertBall(7) // undefined — 7 is a ball
 * @example assertBall(76) // throws RangeError: 'Ball must be an integer from 1 to 75, got 76'
 */
export function assertBall(n: number): void {
  if (!isBall(n)) throw new RangeError(`Ball must be an integer from 1 to ${BALL_COUNT}, got ${n}`);
}

/**
 * The column (0 = B … 4 = O) a ball belongs to.
 *
 * @example ballColumn(16) // 1
 */
export function ballColumn(n: number): number {
  assertBall(n);
  return Math.floor((n - 1) / NUMBERS_PER_COLUMN);
}

/**
 * The letter of a ball's column.
 *
 * @example ballLetter(7) // 'B'
 * @example ballLetter(75) // 'O'
 */
export function ballLetter(n: number): BallLetter {
  return BALL_LETTERS[ballColumn(n)] as BallLetter;
}

/**
 * The label a caller reads out: letter and number.
 *
 * @example ballLabel(7) // 'B7'
 * @example ballLabel(42) // 'N42'
 */
export function ballLabel(n: number): string {
  return `${ballLetter(n)}${n}`;
}

/**
 * The numbers of one column, lowest first.
 *
 * @example columnRange(0) // { min: 1, max: 15 }
 */
export function columnRange(column: number): { min: number; max: number } {
  if (!Number.isInteger(column) || column < 0 || column > 4) {
    throw new RangeError(`Column must be an integer from 0 to 4, got ${column}`);
  }
  const min = column * NUMBERS_PER_COLUMN + 1;
  return { min, max: min + NUMBERS_PER_COLUMN - 1 };
}
