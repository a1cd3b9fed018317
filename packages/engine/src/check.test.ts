import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CalledSet } from './called-set.js';
import { checkCard, describeMarks } from './check.js';
import { defaultDeck, getCard } from './deck.js';
import { createDrawOrder } from './draw.js';
import { CENTRE_MASK, FULL_CARD_MASK, LINES } from './lines.js';
import { seededRandomInt } from './random.js';
import { HAND_CARD, numbersAt, numbersOf } from './test-support/cards.js';

const ROW = (r: number) => [0, 1, 2, 3, 4].map((c) => r * 5 + c);
const COL = (c: number) => [0, 1, 2, 3, 4].map((r) => r * 5 + c);
const DIAGONAL = [0, 6, 12, 18, 24];
const ANTI_DIAGONAL = [4, 8, 12, 16, 20];
const CORNERS = [0, 4, 20, 24];
const INSIDE = [6, 8, 16, 18];
const sorted = (...sets: number[][]) => [...new Set(sets.flat())].sort((a, b) => a - b);

const check = (cells: number[], type: number) => checkCard(HAND_CARD, numbersAt(cells), type);

describe('checkCard on a hand-drawn card: a win and a near miss for each type', () => {
  it('0 Default any line: column 2 (through the free centre) wins, row 1 does not count', () => {
    expect(check(COL(2), 0)).toEqual({ won: true, lines: [COL(2)], winningCells: COL(2) });
    expect(check(ROW(1), 0)).toEqual({ won: false, lines: [], winningCells: [] });
    expect(check(COL(0).slice(1), 0).won).toBe(false);
  });

  it('1 Default two: four corners and a line win; a line with three corners, or corners alone, do not', () => {
    expect(check([...CORNERS, ...ROW(2)], 1)).toEqual({
      won: true,
      lines: [ROW(2)],
      winningCells: sorted(CORNERS, ROW(2)),
    });
    expect(check([...INSIDE, ...DIAGONAL], 1)).toEqual({
      won: true,
      lines: [DIAGONAL],
      winningCells: sorted(INSIDE, DIAGONAL),
    });
    expect(check([0, 4, 20, ...ROW(2)], 1)).toEqual({ won: false, lines: [ROW(2)], winningCells: [] });
    expect(check([...CORNERS, 1, 2, 5, 10], 1)).toEqual({ won: false, lines: [], winningCells: [] });
    expect(check([...INSIDE, 0], 1)).toEqual({ won: false, lines: [], winningCells: [] });
  });

  it('2 Any vertical: a column wins, a full row does not', () => {
    expect(check(COL(4), 2)).toEqual({ won: true, lines: [COL(4)], winningCells: COL(4) });
    expect(check(ROW(0), 2)).toEqual({ won: false, lines: [], winningCells: [] });
  });

  it('3 Any horizontal: a row wins, a full column does not', () => {
    expect(check(ROW(4), 3)).toEqual({ won: true, lines: [ROW(4)], winningCells: ROW(4) });
    expect(check(COL(0), 3)).toEqual({ won: false, lines: [], winningCells: [] });
  });

  it('4 Any one line: the anti-diagonal wins; 14 numbers that miss every line do not', () => {
    expect(check(ANTI_DIAGONAL, 4)).toEqual({
      won: true,
      lines: [ANTI_DIAGONAL],
      winningCells: ANTI_DIAGONAL,
    });
    const noLine = ROW(0)
      .concat(ROW(1), ROW(2), ROW(3), ROW(4))
      .filter((cell) => ![0, 4, 6, 8, 11, 16, 17, 18, 20, 24].includes(cell));
    expect(numbersAt(noLine)).toHaveLength(14);
    expect(check(noLine, 4)).toEqual({ won: false, lines: [], winningCells: [] });
  });

  it('5 Any two lines: row 0 and column 0 win; one line and four of another do not', () => {
    expect(check([...ROW(0), ...COL(0)], 5)).toEqual({
      won: true,
      lines: [ROW(0), COL(0)],
      winningCells: sorted(ROW(0), COL(0)),
    });
    expect(check([...ROW(0), 5, 10, 15], 5)).toEqual({ won: false, lines: [ROW(0)], winningCells: [] });
  });

  it('6 Any three lines: row 2, column 2 and the diagonal win; two lines do not', () => {
    expect(check([...ROW(2), ...COL(2), ...DIAGONAL], 6)).toEqual({
      won: true,
      lines: [ROW(2), COL(2), DIAGONAL],
      winningCells: sorted(ROW(2), COL(2), DIAGONAL),
    });
    expect(check([...ROW(2), ...COL(2)], 6)).toEqual({
      won: false,
      lines: [ROW(2), COL(2)],
      winningCells: [],
    });
  });

  it('7 Full house: all 24 numbers win; 23 do not', () => {
    const all = numbersOf(HAND_CARD);
    expect(checkCard(HAND_CARD, all, 7)).toEqual({
      won: true,
      lines: [],
      winningCells: Array.from({ length: 25 }, (_, i) => i),
    });
    expect(checkCard(HAND_CARD, all.slice(0, 23), 7)).toEqual({ won: false, lines: [], winningCells: [] });
  });

  it('ignores called numbers that are not on the card', () => {
    expect(checkCard(HAND_CARD, [6, 7, 8, 9, 10, 21, 35, 51, 66, 75], 4).won).toBe(false);
    expect(checkCard(HAND_CARD, [...numbersAt(COL(1)), 6, 75], 4).winningCells).toEqual(COL(1));
  });

  it('accepts a CalledSet and gives the same answer as an array', () => {
    const called = numbersAt([...CORNERS, ...ROW(2)]);
    for (let type = 0; type < 8; type++) {
      expect(checkCard(HAND_CARD, CalledSet.from(called), type)).toEqual(checkCard(HAND_CARD, called, type));
    }
  });

  it('rejects an unknown game type, a number that is not a ball and a malformed card', () => {
    expect(() => checkCard(HAND_CARD, [1], 8)).toThrow('Game type must be an integer from 0 to 7, got 8');
    expect(() => checkCard(HAND_CARD, [76], 0)).toThrow('Ball must be an integer from 1 to 75, got 76');
    expect(() => checkCard({ id: 5, rows: [] }, [1], 0)).toThrow('Invalid card 5: A card has 5 rows');
  });

  it('describeMarks refuses a mask that is not 25 cells with the free centre marked', () => {
    const message = (mask: number) =>
      `Marked cells must be a whole number from 0 to ${FULL_CARD_MASK} with the free centre (bit 12) set, got ${mask}`;
    for (const mask of [Number.NaN, -1, 2 ** 25, FULL_CARD_MASK + 0.5, 0, FULL_CARD_MASK & ~CENTRE_MASK]) {
      expect(() => describeMarks(mask, 0)).toThrow(new RangeError(message(mask)));
    }
    expect(describeMarks(CENTRE_MASK, 0)).toEqual({ won: false, lines: [], winningCells: [] });
  });
});

/** The win rules read straight from the spec table, cell by cell, to check the bitmask version. */
function referenceWins(marked: boolean[], type: number): boolean {
  const complete = LINES.map((line) => line.every((cell) => marked[cell]));
  const count = complete.filter(Boolean).length;
  const all = (cells: number[]) => cells.every((cell) => marked[cell]);
  switch (type) {
    case 0:
      return [0, 2, 4, 5, 7, 9, 10, 11].some((i) => complete[i]);
    case 1:
      return (all(CORNERS) || all(INSIDE)) && count >= 1;
    case 2:
      return complete.slice(5, 10).some(Boolean);
    case 3:
      return complete.slice(0, 5).some(Boolean);
    case 4:
      return count >= 1;
    case 5:
      return count >= 2;
    case 6:
      return count >= 3;
    default:
      return marked.every(Boolean);
  }
}

const cardId = fc.integer({ min: 1, max: 150 });
const seed = fc.integer({ min: 0, max: 2 ** 32 - 1 });
const gameType = fc.integer({ min: 0, max: 7 });

describe('win rule properties', () => {
  it('agree with the spec table read cell by cell', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: FULL_CARD_MASK }), gameType, (mask, type) => {
        const marked = mask | CENTRE_MASK;
        const cells = Array.from({ length: 25 }, (_, cell) => (marked & (1 << cell)) !== 0);
        expect(describeMarks(marked, type).won).toBe(referenceWins(cells, type));
      }),
      { numRuns: 3000 },
    );
  });

  it('more calls never un-win a card', () => {
    fc.assert(
      fc.property(cardId, seed, gameType, fc.nat(75), fc.nat(75), (id, drawSeed, type, a, b) => {
        const order = createDrawOrder(seededRandomInt(drawSeed));
        const [fewer, more] = a <= b ? [a, b] : [b, a];
        if (checkCard(getCard(id), order.slice(0, fewer), type).won) {
          expect(checkCard(getCard(id), order.slice(0, more), type).won).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a full house wins every type', () => {
    fc.assert(
      fc.property(cardId, fc.uniqueArray(fc.integer({ min: 1, max: 75 })), (id, extra) => {
        const card = getCard(id);
        const called = [...extra, ...numbersOf(card)];
        for (let type = 0; type < 8; type++) expect(checkCard(card, called, type).won).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('winning cells are marked and make up the counting lines', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: FULL_CARD_MASK }), gameType, (mask, type) => {
        const marked = mask | CENTRE_MASK;
        const result = describeMarks(marked, type);
        for (const cell of result.winningCells) expect(marked & (1 << cell)).not.toBe(0);
        if (result.won && type !== 7) {
          for (const line of result.lines)
            for (const cell of line) expect(result.winningCells).toContain(cell);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('every printed card wins every type once all 75 numbers are called', () => {
    const all = Array.from({ length: 75 }, (_, i) => i + 1);
    for (const card of defaultDeck()) expect(checkCard(card, all, 7).won).toBe(true);
  });
});
