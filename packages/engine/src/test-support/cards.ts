import type { Card } from '../card.js';

/**
 * A hand-drawn card whose numbers are easy to place: column c, row r holds 15c + r + 1 (rows 3 and 4
 * of N shift up around the free centre).
 *
 *   B  I  N  G  O
 *   1 16 31 46 61
 *   2 17 32 47 62
 *   3 18 -- 48 63
 *   4 19 33 49 64
 *   5 20 34 50 65
 */
export const HAND_CARD: Card = {
  id: 42,
  rows: [
    [1, 16, 31, 46, 61],
    [2, 17, 32, 47, 62],
    [3, 18, null, 48, 63],
    [4, 19, 33, 49, 64],
    [5, 20, 34, 50, 65],
  ],
};

/** The numbers of HAND_CARD at the given cell indices (the centre skipped). */
export function numbersAt(cells: readonly number[]): number[] {
  return cells
    .map((cell) => HAND_CARD.rows[Math.floor(cell / 5)]?.[cell % 5])
    .filter((n) => typeof n === 'number');
}

/** All 24 numbers of a card. */
export function numbersOf(card: Card): number[] {
  return card.rows.flat().filter((n): n is number => n !== null);
}
