import { FULL_HOUSE, gameTypeAt } from './game-types.js';
import {
  ALL_LINES,
  type CellMask,
  COLUMN_LINES,
  CORNERS_MASK,
  DEFAULT_LINES,
  FULL_CARD_MASK,
  INSIDE_CORNERS_MASK,
  LINE_COUNT,
  LINE_MASKS,
  lineCount,
  ROW_LINES,
} from './lines.js';

/** For each game type, the lines that count towards it (none for full house). */
export const COUNTING_LINES: readonly number[] = Object.freeze([
  DEFAULT_LINES,
  ALL_LINES,
  COLUMN_LINES,
  ROW_LINES,
  ALL_LINES,
  ALL_LINES,
  ALL_LINES,
  0,
]);

/**
 * The game types a card wins, as an 8-bit set (bit i = type i), from its marked cells and the set
 * of its complete lines. A handful of bit operations, so it can run for every card on every call,
 * and so not validated: `lines` must be `completedLines(marked)`, or the answer is meaningless.
 *
 * @param marked marked cells, centre included
 * @param lines complete lines of `marked` (see `completedLines`)
 * @example winningTypes(FULL_CARD_MASK, ALL_LINES) // 0b11111111
 */
export function winningTypes(marked: CellMask, lines: number): number {
  if (lines === 0) return 0;
  const count = lineCount(lines);
  const corners =
    (marked & CORNERS_MASK) === CORNERS_MASK || (marked & INSIDE_CORNERS_MASK) === INSIDE_CORNERS_MASK;
  return (
    ((lines & DEFAULT_LINES) !== 0 ? 1 : 0) |
    (corners ? 2 : 0) |
    ((lines & COLUMN_LINES) !== 0 ? 4 : 0) |
    ((lines & ROW_LINES) !== 0 ? 8 : 0) |
    16 |
    (count >= 2 ? 32 : 0) |
    (count >= 3 ? 64 : 0) |
    (marked === FULL_CARD_MASK ? 1 << FULL_HOUSE : 0)
  );
}

/**
 * The cells that make a win of one game type, as a mask: the counting lines, plus the complete
 * corner sets for "Default two", or every cell for a full house. 0 when the type is not won.
 *
 * @example winningMask(FULL_CARD_MASK, ALL_LINES, 7) // 0x1ffffff (FULL_CARD_MASK: all 25 cells)
 */
export function winningMask(marked: CellMask, lines: number, gameTypeIndex: number): CellMask {
  gameTypeAt(gameTypeIndex);
  if ((winningTypes(marked, lines) & (1 << gameTypeIndex)) === 0) return 0;
  if (gameTypeIndex === FULL_HOUSE) return FULL_CARD_MASK;
  let mask = 0;
  const counting = lines & (COUNTING_LINES[gameTypeIndex] as number);
  for (let i = 0; i < LINE_COUNT; i++) if (counting & (1 << i)) mask |= LINE_MASKS[i] as CellMask;
  if (gameTypeIndex === 1) {
    if ((marked & CORNERS_MASK) === CORNERS_MASK) mask |= CORNERS_MASK;
    if ((marked & INSIDE_CORNERS_MASK) === INSIDE_CORNERS_MASK) mask |= INSIDE_CORNERS_MASK;
  }
  return mask;
}
