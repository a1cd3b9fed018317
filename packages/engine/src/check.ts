import { type CalledSet, toCalledSet } from './called-set.js';
import type { Card } from './card.js';
import { indexCard, markedCells } from './card-index.js';
import { gameTypeAt } from './game-types.js';
import {
  CENTRE_MASK,
  type CellMask,
  cellsOf,
  completedLines,
  FULL_CARD_MASK,
  isCellMask,
  LINE_COUNT,
  LINES,
} from './lines.js';
import { COUNTING_LINES, winningMask, winningTypes } from './rules.js';

/** The answer of a check. */
export type CheckResult = {
  won: boolean;
  /**
   * Cell index sets of the complete lines that count for the game type (also when not yet won, so a
   * screen can show progress); empty for a full house, which is not about lines.
   */
  lines: number[][];
  /** Cells that make the win, ascending, for highlighting; empty when not won. */
  winningCells: number[];
};

/**
 * Checks a card against the called numbers for one game type. The free centre always counts.
 *
 * | # | Game type | Wins when |
 * |---|---|---|
 * | 0 | Default any line | one of rows 0, 2, 4; columns 0, 2, 4; or either diagonal |
 * | 1 | Default two | (corners 0, 4, 20, 24 or inside corners 6, 8, 16, 18) and one of the 12 lines |
 * | 2 | Any vertical | a column |
 * | 3 | Any horizontal | a row |
 * | 4 | Any one line | one of the 12 lines |
 * | 5 | Any two lines | 2 of the 12 lines |
 * | 6 | Any three lines | 3 of the 12 lines |
 * | 7 | Full house | all 24 numbers |
 *
 * @param called the called balls, as any iterable or a prepared CalledSet (faster for many cards)
 * @throws RangeError for a malformed card, a number that is not a ball, or a game type outside 0–7
 * @example checkCard(getCard(1), createDrawOrder(seededRandomInt(42)).slice(0, 43), 0) // { won: true, lines: [[2, 7, 12, 17, 22]], winningCells: [2, 7, 12, 17, 22] }
 */
export function checkCard(
  card: Card,
  called: Iterable<number> | CalledSet,
  gameTypeIndex: number,
): CheckResult {
  gameTypeAt(gameTypeIndex);
  const marked = markedCells(indexCard(card), toCalledSet(called));
  return describeMarks(marked, gameTypeIndex);
}

/**
 * The check result for a mask of marked cells, as checkCard gives it for a card's marks.
 *
 * @param marked the marked cells, bit `r*5+c` for cell `r*5+c`, the free centre (bit 12) included
 * @param gameTypeIndex the game type, 0–7
 * @throws RangeError for a game type outside 0–7, or a mask that is not a whole number from 0 to
 *   2^25 − 1 with the centre set (without it, every line through the centre would read as open)
 * @example describeMarks(FULL_CARD_MASK, 7).won // true
 */
export function describeMarks(marked: CellMask, gameTypeIndex: number): CheckResult {
  gameTypeAt(gameTypeIndex);
  if (!isCellMask(marked) || (marked & CENTRE_MASK) === 0) {
    throw new RangeError(
      `Marked cells must be a whole number from 0 to ${FULL_CARD_MASK} with the free centre (bit 12) set, got ${marked}`,
    );
  }
  const complete = completedLines(marked);
  const counting = complete & (COUNTING_LINES[gameTypeIndex] as number);
  const lines: number[][] = [];
  for (let i = 0; i < LINE_COUNT; i++) if (counting & (1 << i)) lines.push([...(LINES[i] as number[])]);
  const won = (winningTypes(marked, complete) & (1 << gameTypeIndex)) !== 0;
  return { won, lines, winningCells: won ? cellsOf(winningMask(marked, complete, gameTypeIndex)) : [] };
}
