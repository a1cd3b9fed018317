import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_LINES,
  CENTRE_MASK,
  COLUMN_LINES,
  CORNERS_MASK,
  cellsOf,
  completedLines,
  DEFAULT_LINES,
  FULL_CARD_MASK,
  INSIDE_CORNERS_MASK,
  LINE_MASKS,
  LINES,
  LINES_THROUGH_CELL,
  lineCount,
  linesAfterMarking,
  maskOf,
  ROW_LINES,
} from './lines.js';

describe('lines', () => {
  it('are the 5 rows, the 5 columns and the 2 diagonals, in that order', () => {
    expect(LINES).toEqual([
      [0, 1, 2, 3, 4],
      [5, 6, 7, 8, 9],
      [10, 11, 12, 13, 14],
      [15, 16, 17, 18, 19],
      [20, 21, 22, 23, 24],
      [0, 5, 10, 15, 20],
      [1, 6, 11, 16, 21],
      [2, 7, 12, 17, 22],
      [3, 8, 13, 18, 23],
      [4, 9, 14, 19, 24],
      [0, 6, 12, 18, 24],
      [4, 8, 12, 16, 20],
    ]);
  });

  it('group the lines each game type counts', () => {
    const names = (set: number) => cellsOf(set);
    expect(names(ROW_LINES)).toEqual([0, 1, 2, 3, 4]);
    expect(names(COLUMN_LINES)).toEqual([5, 6, 7, 8, 9]);
    expect(names(DEFAULT_LINES)).toEqual([0, 2, 4, 5, 7, 9, 10, 11]);
    expect(names(ALL_LINES)).toHaveLength(12);
  });

  it('converts between cell sets and masks', () => {
    expect(maskOf([0, 4])).toBe(0b10001);
    expect(cellsOf(CORNERS_MASK)).toEqual([0, 4, 20, 24]);
    expect(cellsOf(INSIDE_CORNERS_MASK)).toEqual([6, 8, 16, 18]);
    expect(cellsOf(CENTRE_MASK)).toEqual([12]);
    expect(cellsOf(FULL_CARD_MASK)).toHaveLength(25);
    expect(LINE_MASKS[2]).toBe(maskOf([10, 11, 12, 13, 14]));
    expect(() => maskOf([25])).toThrow('Cell index must be an integer from 0 to 24, got 25');
    for (const mask of [Number.NaN, -1, 2 ** 25, 1.5]) {
      expect(() => cellsOf(mask)).toThrow(
        new RangeError(`A cell mask must be a whole number from 0 to ${FULL_CARD_MASK}, got ${mask}`),
      );
    }
    expect(cellsOf(0)).toEqual([]);
  });

  it('know which lines cross each cell', () => {
    expect(LINES_THROUGH_CELL[12]).toEqual([2, 7, 10, 11]);
    expect(LINES_THROUGH_CELL[0]).toEqual([0, 5, 10]);
    expect(LINES_THROUGH_CELL[1]).toEqual([0, 6]);
    expect(LINES_THROUGH_CELL[8]).toEqual([1, 8, 11]);
  });

  it('finds complete lines and counts them', () => {
    expect(completedLines(CENTRE_MASK)).toBe(0);
    expect(completedLines(maskOf([10, 11, 12, 13, 14]))).toBe(0b100);
    expect(completedLines(FULL_CARD_MASK)).toBe(ALL_LINES);
    expect(completedLines(maskOf([0, 1, 2, 3, 4, 5, 10, 15, 20]))).toBe(0b100001);
    expect(lineCount(0)).toBe(0);
    expect(lineCount(0b101)).toBe(2);
    expect(lineCount(ALL_LINES)).toBe(12);
  });

  it('updates the complete lines from the cell just marked, as a full recount would', () => {
    expect(linesAfterMarking(FULL_CARD_MASK, 0, 12)).toBe(0b110010000100);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: FULL_CARD_MASK }),
        fc.integer({ min: 0, max: 24 }),
        (mask, cell) => {
          const marked = mask | (1 << cell);
          const before = completedLines(marked & ~(1 << cell));
          expect(linesAfterMarking(marked, before, cell)).toBe(completedLines(marked));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
