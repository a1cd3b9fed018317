import { CARD_SIZE, CELL_COUNT, CENTRE_CELL } from './card.js';

/** A set of cells as a 25-bit integer: bit `r*5+c` is cell `r*5+c`. */
export type CellMask = number;

/**
 * The 12 lines as cell index sets. Line index i is bit i of a line set:
 * rows 0–4 are lines 0–4, columns 0–4 are lines 5–9, the diagonal 0-6-12-18-24 is line 10 and the
 * anti-diagonal 4-8-12-16-20 is line 11.
 */
export const LINES: readonly (readonly number[])[] = Object.freeze([
  ...Array.from({ length: CARD_SIZE }, (_, r) =>
    Object.freeze([0, 1, 2, 3, 4].map((c) => r * CARD_SIZE + c)),
  ),
  ...Array.from({ length: CARD_SIZE }, (_, c) =>
    Object.freeze([0, 1, 2, 3, 4].map((r) => r * CARD_SIZE + c)),
  ),
  Object.freeze([0, 6, 12, 18, 24]),
  Object.freeze([4, 8, 12, 16, 20]),
]);

/** Number of lines on a card. */
export const LINE_COUNT = 12;

/** The four corners. */
export const CORNER_CELLS: readonly number[] = Object.freeze([0, 4, 20, 24]);

/** The four inside corners, diagonal neighbours of the centre. */
export const INSIDE_CORNER_CELLS: readonly number[] = Object.freeze([6, 8, 16, 18]);

/**
 * The mask of a set of cell indices.
 *
 * @example maskOf([0, 4]) // 0b10001
 */
export function maskOf(cells: Iterable<number>): CellMask {
  let mask = 0;
  for (const cell of cells) {
    if (!Number.isInteger(cell) || cell < 0 || cell >= CELL_COUNT) {
      throw new RangeError(`Cell index must be an integer from 0 to 24, got ${cell}`);
    }
    mask |= 1 << cell;
  }
  return mask;
}

/** Whether `mask` is a set of cells: a whole number with no bit above cell 24. */
export const isCellMask = (mask: number): boolean =>
  Number.isInteger(mask) && mask >= 0 && mask <= (1 << CELL_COUNT) - 1;

/**
 * The cell indices of a mask, ascending.
 *
 * @throws RangeError unless `mask` is a whole number from 0 to 2^25 − 1 (NaN or −1 would otherwise
 *   read as no cells or as every cell)
 * @example cellsOf(0b10001) // [0, 4]
 */
export function cellsOf(mask: CellMask): number[] {
  if (!isCellMask(mask)) {
    throw new RangeError(
      `A cell mask must be a whole number from 0 to ${(1 << CELL_COUNT) - 1}, got ${mask}`,
    );
  }
  const cells: number[] = [];
  for (let cell = 0; cell < CELL_COUNT; cell++) if (mask & (1 << cell)) cells.push(cell);
  return cells;
}

/** One mask per line, in line order. */
export const LINE_MASKS: readonly CellMask[] = Object.freeze(LINES.map(maskOf));

/** Mask of the four corners. */
export const CORNERS_MASK: CellMask = maskOf(CORNER_CELLS);

/** Mask of the four inside corners. */
export const INSIDE_CORNERS_MASK: CellMask = maskOf(INSIDE_CORNER_CELLS);

/** Mask of all 25 cells. */
export const FULL_CARD_MASK: CellMask = (1 << CELL_COUNT) - 1;

/** The free centre's bit: always marked. */
export const CENTRE_MASK: CellMask = 1 << CENTRE_CELL;

/** The line set (12-bit) of the five rows: lines 0–4. */
export const ROW_LINES = 0b000000011111;

/** The line set (12-bit) of the five columns: lines 5–9. */
export const COLUMN_LINES = 0b001111100000;

/** The line set (12-bit) of all 12 lines: rows, columns and both diagonals. */
export const ALL_LINES = 0b111111111111;

/** Rows 0, 2, 4 (lines 0, 2, 4), columns 0, 2, 4 (lines 5, 7, 9) and both diagonals (lines 10, 11). */
export const DEFAULT_LINES = 0b111010110101;

/** For each cell, the indices of the lines through it (2 to 4 of them). */
export const LINES_THROUGH_CELL: readonly (readonly number[])[] = Object.freeze(
  Array.from({ length: CELL_COUNT }, (_, cell) =>
    Object.freeze(LINES.flatMap((line, index) => (line.includes(cell) ? [index] : []))),
  ),
);

// Typed copies of the tables for the hot loops: frozen arrays are markedly slower to read in V8.
const LINE_MASK_TABLE = Int32Array.from(LINE_MASKS);
const CROSSING_START = Uint8Array.from({ length: CELL_COUNT + 1 }, (_, cell) =>
  LINES_THROUGH_CELL.slice(0, cell).reduce((sum, lines) => sum + lines.length, 0),
);
const CROSSING_MASK = Int32Array.from(LINES_THROUGH_CELL.flat(), (line) => LINE_MASKS[line] as CellMask);
const CROSSING_BIT = Uint16Array.from(LINES_THROUGH_CELL.flat(), (line) => 1 << line);

/**
 * The set of complete lines (a 12-bit line set) of a marked-cell mask. Not validated (hot path):
 * bits above cell 24 are ignored and NaN reads as no cells.
 *
 * @example completedLines(LINE_MASKS[2]) // 0b100 (row 2)
 */
export function completedLines(marked: CellMask): number {
  let lines = 0;
  for (let i = 0; i < LINE_COUNT; i++) {
    const line = LINE_MASK_TABLE[i] as CellMask;
    if ((marked & line) === line) lines |= 1 << i;
  }
  return lines;
}

/**
 * The complete lines after one more cell was marked: only the 2 to 4 lines through that cell are
 * looked at, so marking stays constant-time.
 *
 * Not validated, as it runs once per marked cell: a `cell` outside 0–24 gives `lines` unchanged.
 *
 * @param marked the marked cells, already including `cell`
 * @param lines the complete lines before `cell` was marked
 * @param cell the cell just marked, 0–24 (`r*5+c`)
 * @example linesAfterMarking(FULL_CARD_MASK, 0, 12) // 0b110010000100 (row 2, column 2, both diagonals)
 */
export function linesAfterMarking(marked: CellMask, lines: number, cell: number): number {
  let result = lines;
  const end = CROSSING_START[cell + 1] as number;
  for (let k = CROSSING_START[cell] as number; k < end; k++) {
    const mask = CROSSING_MASK[k] as CellMask;
    if ((marked & mask) === mask) result |= CROSSING_BIT[k] as number;
  }
  return result;
}

const POPCOUNT_12 = Uint8Array.from({ length: 1 << LINE_COUNT }, (_, bits) => {
  let count = 0;
  for (let b = bits; b !== 0; b &= b - 1) count++;
  return count;
});

/**
 * How many lines a 12-bit line set holds (a table lookup, for the hot path).
 *
 * @example lineCount(0b101) // 2
 */
export function lineCount(lineSet: number): number {
  return POPCOUNT_12[lineSet & ALL_LINES] as number;
}
