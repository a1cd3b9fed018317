import { BALL_COUNT, isBall } from './ball.js';

/** A bonus type N ("win within N calls") is a multiple of this. */
export const BONUS_CALLS_STEP = 5;

/** The largest bonus type N: every ball. */
export const MAX_BONUS_WITHIN_CALLS = BALL_COUNT;

/**
 * Whether `n` is a bonus type: 0 (no bonus) or a multiple of 5 up to 75.
 *
 * @example isBonusWithinCalls(15) // true
 * @example isBonusWithinCalls(12) // false
 */
export function isBonusWithinCalls(n: unknown): n is number {
  return (
    typeof n === 'number' &&
    Number.isInteger(n) &&
    n >= 0 &&
    n <= MAX_BONUS_WITHIN_CALLS &&
    n % BONUS_CALLS_STEP === 0
  );
}

/**
 * The bonus (jackpot) a win earns: the whole amount when the bonus type is "within N calls"
 * (N > 0) and the confirmed win came at call N or earlier; 0 otherwise.
 *
 * @param input.winningCall the 1-based call of the confirmed win (1..75), or null when nobody won
 * @param input.withinCalls the bonus type N (isBonusWithinCalls); 0 means no bonus
 * @param input.amount the bonus amount in santim
 * @throws RangeError for an amount that is not whole santim ≥ 0, a withinCalls that is not a bonus
 *   type, or a winningCall that is neither null nor a call from 1 to 75
 * @example bonusAward({ winningCall: 12, withinCalls: 15, amount: 50000 }) // 50000
 */
export function bonusAward(input: {
  winningCall: number | null;
  withinCalls: number;
  amount: number;
}): number {
  const { winningCall, withinCalls, amount } = input;
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`amount must be a non-negative whole number of santim, got ${amount}`);
  }
  assertBonusWithinCalls(withinCalls);
  // NaN and fractions fail every comparison with withinCalls, so unchecked they would earn the bonus.
  if (winningCall !== null && !isBall(winningCall)) {
    throw new RangeError(
      `winningCall must be null or a whole number from 1 to ${BALL_COUNT}, got ${winningCall}`,
    );
  }
  if (withinCalls === 0 || winningCall === null || winningCall > withinCalls) return 0;
  return amount;
}

/**
 * The bonus type as recorded on a game and its sales row.
 *
 * @throws RangeError for a withinCalls that is not a bonus type (isBonusWithinCalls), as bonusAward
 * @example bonusTypeLabel(20) // 'Within 20 calls'
 * @example bonusTypeLabel(0) // 'None'
 */
export function bonusTypeLabel(withinCalls: number): string {
  assertBonusWithinCalls(withinCalls);
  return withinCalls > 0 ? `Within ${withinCalls} calls` : 'None';
}

function assertBonusWithinCalls(withinCalls: number): void {
  if (!isBonusWithinCalls(withinCalls)) {
    throw new RangeError(
      `withinCalls must be 0 or a multiple of ${BONUS_CALLS_STEP} up to ${MAX_BONUS_WITHIN_CALLS}, got ${withinCalls}`,
    );
  }
}
