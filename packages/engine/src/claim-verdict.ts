import { ballLabel } from './ball.js';
import { CalledSet } from './called-set.js';
import type { Card } from './card.js';
import { indexCard } from './card-index.js';
import { gameTypeAt } from './game-types.js';
import { assertLastCallRule, type LastCallRule } from './last-call-rule.js';
import { CENTRE_MASK, type CellMask, cellsOf, linesAfterMarking } from './lines.js';
import { winningMask, winningTypes } from './rules.js';

/** The verdict on a claim, the same on the hall's screen, on the server and in a verification. */
export type ClaimVerdict = {
  /** The claim wins under the shop's lastCallRule. */
  won: boolean;
  /**
   * The card had already won before the last call: a missed bingo (DESIGN §5.4). A line through the
   * free centre can stand at call 4 while Check opens at 5; such a win is late at 5 too, as the rule
   * is written, and a LastCallOnly shop pays it only if ball 5 completes a win.
   */
  late: boolean;
  /** The 1-based call at which the card first won, or null when it has not won. */
  firstWinCall: number | null;
  /** The ball of that call, or null. */
  firstWinBall: number | null;
  /** calledCount − firstWinCall for a late claim, else 0. */
  callsAgo: number;
  /** Cells of the win standing at the claim, ascending, for highlighting; empty when not won. */
  winningCells: number[];
  /** A winning pattern standing at the claim contains the last number called. */
  includesLastCall: boolean;
  /**
   * The call a winning claim is credited to, for the co-winners and the bonus: the first win under
   * `AllowLate`, the last call under `LastCallOnly` (the win that counts is the one it completed);
   * null when the claim does not win.
   */
  winningCall: number | null;
};

/** What a claim is judged on. */
export type ClaimInput = {
  card: Card;
  /** The draw order, or at least its first `calledCount` balls. */
  order: readonly number[];
  /** How many balls were called when the claim was made (the server's released count). */
  calledCount: number;
  /** The game type, 0–7. */
  gameType: number;
  /** The shop's late-claim rule: whether a win must include the last number called. */
  lastCallRule: LastCallRule;
};

/**
 * Judges a claim: the one rule for whether a card wins after `calledCount` calls (DESIGN §5.4).
 *
 * Under `AllowLate` any win standing at `calledCount` wins. Under `LastCallOnly` the win must include
 * the last number called: a card with a winning pattern through that ball wins (even if it had won
 * earlier); a card that had already won and whose every win misses the last ball loses, as a late
 * claim. A first win on the last call always includes it. `winningCall` says which call a win is
 * credited to (see winningCards for the co-winners).
 *
 * @throws RangeError for a calledCount outside 0..order.length, a number that is not a ball or a
 *   ball called twice among the first calledCount, a game type outside 0–7 or an unknown lastCallRule
 * @example judgeClaim({ card, order, calledCount: 46, gameType: 0, lastCallRule: 'LastCallOnly' })
 * // { won: false, late: true, firstWinCall: 43, firstWinBall: 37, callsAgo: 3, includesLastCall: false, … }
 */
export function judgeClaim(input: ClaimInput): ClaimVerdict {
  const { card, order, calledCount, gameType, lastCallRule } = input;
  if (!Number.isInteger(calledCount) || calledCount < 0 || calledCount > order.length) {
    throw new RangeError(`calledCount must be an integer from 0 to ${order.length}, got ${calledCount}`);
  }
  gameTypeAt(gameType);
  assertLastCallRule(lastCallRule);

  const { cellOf } = indexCard(card);
  const typeBit = 1 << gameType;
  let marked: CellMask = CENTRE_MASK;
  let lines = 0;
  let firstWinCall: number | null = null;
  let lastCell = -1;
  const seen = new CalledSet();
  for (let i = 0; i < calledCount; i++) {
    const ball = order[i] as number;
    if (!seen.add(ball)) throw new RangeError(repeatedBall(ball, i + 1));
    const cell = cellOf[ball] as number;
    lastCell = cell;
    if (cell < 0 || (marked & (1 << cell)) !== 0) continue;
    marked |= 1 << cell;
    lines = linesAfterMarking(marked, lines, cell);
    if (firstWinCall === null && (winningTypes(marked, lines) & typeBit) !== 0) firstWinCall = i + 1;
  }

  if (firstWinCall === null) {
    return {
      won: false,
      late: false,
      firstWinCall: null,
      firstWinBall: null,
      callsAgo: 0,
      winningCells: [],
      includesLastCall: false,
      winningCall: null,
    };
  }
  // More calls never un-win a card, so a first win before calledCount still stands at calledCount.
  const mask = winningMask(marked, lines, gameType);
  const includesLastCall = lastCell >= 0 && (mask & (1 << lastCell)) !== 0;
  const late = firstWinCall < calledCount;
  const won = lastCallRule === 'AllowLate' || includesLastCall;
  return {
    won,
    late,
    firstWinCall,
    firstWinBall: order[firstWinCall - 1] as number,
    callsAgo: late ? calledCount - firstWinCall : 0,
    winningCells: cellsOf(mask),
    includesLastCall,
    winningCall: won ? (lastCallRule === 'AllowLate' ? firstWinCall : calledCount) : null,
  };
}

/** Why an order that calls a ball twice cannot be judged. */
export const repeatedBall = (ball: number, call: number) =>
  `The order repeats ball ${ball} at call ${call}: each ball is called once`;

/**
 * The missed-bingo notice, e.g. "won at call 12 (B7), 3 calls ago"; null when the card has not won
 * or first won on the last call.
 *
 * @example lateClaimMessage({ firstWinCall: 12, firstWinBall: 7, callsAgo: 3 }) // 'won at call 12 (B7), 3 calls ago'
 */
export function lateClaimMessage(
  verdict: Pick<ClaimVerdict, 'firstWinCall' | 'firstWinBall' | 'callsAgo'>,
): string | null {
  const { firstWinCall, firstWinBall, callsAgo } = verdict;
  if (firstWinCall === null || firstWinBall === null || callsAgo <= 0) return null;
  return `won at call ${firstWinCall} (${ballLabel(firstWinBall)}), ${callsAgo} ${callsAgo === 1 ? 'call' : 'calls'} ago`;
}
