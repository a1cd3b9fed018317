import { describe, expect, it } from 'vitest';
import { assertCard, type Card, cardCells, cardProblem } from './card.js';

const card: Card = {
  id: 1,
  rows: [
    [1, 16, 31, 46, 61],
    [2, 17, 32, 47, 62],
    [3, 18, null, 48, 63],
    [4, 19, 33, 49, 64],
    [5, 20, 34, 50, 65],
  ],
};

const withCell = (r: number, c: number, value: number | null): Card => ({
  id: 9,
  rows: card.rows.map((row, i) => (i === r ? row.map((cell, j) => (j === c ? value : cell)) : [...row])),
});

describe('cards', () => {
  it('flattens cells as r*5+c', () => {
    const cells = cardCells(card);
    expect(cells).toHaveLength(25);
    expect(cells[0]).toBe(1);
    expect(cells[7]).toBe(32);
    expect(cells[12]).toBeNull();
    expect(cells[24]).toBe(65);
  });

  it('accepts a valid card and names the problem of a malformed one', () => {
    expect(cardProblem(card)).toBeNull();
    expect(cardProblem(withCell(2, 2, 40))).toBe('The centre cell must be free (null)');
    expect(cardProblem(withCell(0, 0, 16))).toBe('Cell 0 must be an integer from 1 to 15');
    expect(cardProblem(withCell(1, 0, 1))).toBe('Number 1 appears twice');
    expect(cardProblem(withCell(0, 1, null))).toBe('Cell 1 must be an integer from 16 to 30');
    expect(cardProblem({ id: 2, rows: card.rows.slice(0, 4) })).toBe('A card has 5 rows');
    expect(cardProblem({ id: 2, rows: [...card.rows.slice(0, 4), [5, 20, 34, 50]] })).toBe(
      'Row 4 must have 5 cells',
    );
    expect(() => assertCard(withCell(0, 0, 0))).toThrow(
      new RangeError('Invalid card 9: Cell 0 must be an integer from 1 to 15'),
    );
  });

  it('names the problem of a card read from untyped JSON rather than failing on it', () => {
    const untyped = (rows: unknown) => ({ id: 3, rows }) as Card;
    expect(cardProblem(untyped(null))).toBe('A card has 5 rows');
    expect(cardProblem(untyped('12345'))).toBe('A card has 5 rows');
    expect(cardProblem(untyped([...card.rows.slice(0, 4), null]))).toBe('Row 4 must have 5 cells');
    expect(cardProblem(untyped([...card.rows.slice(0, 4), 'abcde']))).toBe('Row 4 must have 5 cells');
    expect(() => assertCard(untyped(undefined))).toThrow(new RangeError('Invalid card 3: A card has 5 rows'));
  });
});
