import { CalledSet } from './called-set.js';
import type { Card } from './card.js';
import { indexCard } from './card-index.js';
import { judgeClaim, lateClaimMessage, repeatedBall } from './claim-verdict.js';
import { gameTypeAt } from './game-types.js';
import { CENTRE_MASK, type CellMask, linesAfterMarking } from './lines.js';
import { winningTypes } from './rules.js';

/**
 * The 1-based call count at which a card first wins a game type, walking the draw order; null when
 * it never wins within the order given.
 *
 * @throws RangeError for a game type outside 0–7, or, among the balls walked up to the first win, a
 *   number that is not a ball or a ball called twice
 * @example firstWinningCall(getCard(1), createDrawOrder(seededRandomInt(42)), 7) // 74
 */
export function firstWinningCall(
  card: Card,
  drawOrder: readonly number[],
  gameTypeIndex: number,
): number | null {
  gameTypeAt(gameTypeIndex);
  const { cellOf } = indexCard(card);
  const typeBit = 1 << gameTypeIndex;
  let marked: CellMask = CENTRE_MASK;
  let lines = 0;
  const seen = new CalledSet();
  for (let i = 0; i < drawOrder.length; i++) {
    const n = drawOrder[i] as number;
    if (!seen.add(n)) throw new RangeError(repeatedBall(n, i + 1));
    const cell = cellOf[n] as number;
    if (cell < 0 || (marked & (1 << cell)) !== 0) continue;
    marked |= 1 << cell;
    lines = linesAfterMarking(marked, lines, cell);
    if ((winningTypes(marked, lines) & typeBit) !== 0) return i + 1;
  }
  return null;
}

/** The engine's verdict on a claim made after `calledCount` calls. */
export type ClaimResult = {
  won: boolean;
  /** The 1-based call at which the card first won, or null. */
  firstWinCall: number | null;
  /** The ball of that call, or null. */
  winningBall: number | null;
  /** A missed bingo (see ClaimVerdict.late). */
  late: boolean;
  /** calledCount − firstWinCall for a late claim, else 0. */
  callsAgo: number;
  /** Cells that make the win after `calledCount` calls, for highlighting. */
  winningCells: number[];
};

/**
 * Evaluates a card after the first `calledCount` numbers of the draw order, without a shop's
 * lastCallRule. To decide whether a claim wins, use judgeClaim.
 *
 * @throws RangeError as judgeClaim: a calledCount outside the draw order, a number that is not a
 *   ball or a ball called twice among the first calledCount, or a game type outside 0–7
 * @example
 * const order = createDrawOrder(seededRandomInt(42));
 * evaluateClaim(getCard(1), order, 46, 0) // { won: true, firstWinCall: 43, winningBall: 37, late: true, callsAgo: 3, … }
 */
export function evaluateClaim(
  card: Card,
  drawOrder: readonly number[],
  calledCount: number,
  gameTypeIndex: number,
): ClaimResult {
  // Lateness is judgeClaim's alone; a claim without a shop's rule is judged as AllowLate.
  const verdict = judgeClaim({
    card,
    order: drawOrder,
    calledCount,
    gameType: gameTypeIndex,
    lastCallRule: 'AllowLate',
  });
  return {
    won: verdict.won,
    firstWinCall: verdict.firstWinCall,
    winningBall: verdict.firstWinBall,
    late: verdict.late,
    callsAgo: verdict.callsAgo,
    winningCells: verdict.winningCells,
  };
}

/**
 * The missed-bingo notice of an evaluateClaim result (see lateClaimMessage), e.g.
 * "won at call 12 (B7), 3 calls ago"; null when the claim did not win or won on the last call.
 *
 * @example describeLateWin({ firstWinCall: 12, winningBall: 7, callsAgo: 3 }) // 'won at call 12 (B7), 3 calls ago'
 */
export function describeLateWin(
  claim: Pick<ClaimResult, 'firstWinCall' | 'winningBall' | 'callsAgo'>,
): string | null {
  return lateClaimMessage({
    firstWinCall: claim.firstWinCall,
    firstWinBall: claim.winningBall,
    callsAgo: claim.callsAgo,
  });
}
