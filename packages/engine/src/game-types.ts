import { CELL_COUNT } from './card.js';
import { CORNER_CELLS, INSIDE_CORNER_CELLS, LINES } from './lines.js';

/** One of the eight game types. */
export type GameType = {
  /** Position in the spec's list, 0–7; stored with games and sales. */
  readonly index: number;
  readonly name: string;
  /** Cell index sets the card-selection screen cycles through as a preview of the pattern. */
  readonly patterns: readonly (readonly number[])[];
};

const line = (index: number): readonly number[] => LINES[index] as readonly number[];
const union = (...sets: (readonly number[])[]): readonly number[] =>
  Object.freeze([...new Set(sets.flat())].sort((a, b) => a - b));
const row = (r: number) => line(r);
const column = (c: number) => line(5 + c);
const DIAGONAL = line(10);
const ANTI_DIAGONAL = line(11);

const gameType = (index: number, name: string, patterns: (readonly number[])[]): GameType =>
  Object.freeze({ index, name, patterns: Object.freeze(patterns.map((p) => union(p))) });

/** The eight game types, in the spec's order (index 0–7). Win rules: see `checkCard`. */
export const GAME_TYPES: readonly GameType[] = Object.freeze([
  gameType(0, 'Default any line', [
    row(0),
    row(2),
    row(4),
    column(0),
    column(2),
    column(4),
    DIAGONAL,
    ANTI_DIAGONAL,
  ]),
  gameType(1, 'Default two', [
    union(CORNER_CELLS, row(2)),
    union(CORNER_CELLS, column(2)),
    union(INSIDE_CORNER_CELLS, row(2)),
    union(INSIDE_CORNER_CELLS, column(2)),
  ]),
  gameType(2, 'Any vertical', [0, 1, 2, 3, 4].map(column)),
  gameType(3, 'Any horizontal', [0, 1, 2, 3, 4].map(row)),
  gameType(4, 'Any one line', [...LINES]),
  gameType(5, 'Any two lines', [
    union(row(0), row(4)),
    union(column(0), column(4)),
    union(row(2), column(2)),
    union(DIAGONAL, ANTI_DIAGONAL),
    union(row(1), column(3)),
  ]),
  gameType(6, 'Any three lines', [
    union(row(0), row(2), row(4)),
    union(column(0), column(2), column(4)),
    union(row(2), column(2), DIAGONAL),
    union(DIAGONAL, ANTI_DIAGONAL, row(2)),
  ]),
  gameType(7, 'Full house', [Array.from({ length: CELL_COUNT }, (_, cell) => cell)]),
]);

/** How many game types there are (indices 0 to GAME_TYPE_COUNT − 1). */
export const GAME_TYPE_COUNT = 8;

/** Index of the full-house type, the only one that needs every cell. */
export const FULL_HOUSE = 7;

/**
 * Whether `index` names a game type (an integer from 0 to 7).
 *
 * @example isGameTypeIndex(7) // true
 */
export function isGameTypeIndex(index: unknown): index is number {
  return typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < GAME_TYPE_COUNT;
}

/**
 * The game type at `index`.
 *
 * @throws RangeError when `index` is not 0–7
 * @example gameTypeAt(2).name // 'Any vertical'
 */
export function gameTypeAt(index: number): GameType {
  if (!isGameTypeIndex(index)) {
    throw new RangeError(`Game type must be an integer from 0 to ${GAME_TYPE_COUNT - 1}, got ${index}`);
  }
  return GAME_TYPES[index] as GameType;
}
