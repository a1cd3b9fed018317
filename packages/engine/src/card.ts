import { columnRange } from './ball.js';

/** A cell holds a ball number, or null for the free centre. */
export type Cell = number | null;

/** A printed card: `rows[r][c]`, 5×5, with `rows[2][2] === null`. */
export type Card = { id: number; rows: Cell[][] };

/** Cards are 5 cells wide and 5 high. */
export const CARD_SIZE = 5;

/** Number of cells on a card. */
export const CELL_COUNT = CARD_SIZE * CARD_SIZE;

/** Index `r*5+c` of the free centre cell. */
export const CENTRE_CELL = 12;

/**
 * The 25 cells of a card, flattened so that cell `r*5+c` is `rows[r][c]`.
 *
 * @example cardCells(getCard(1))[12] // null (the free centre)
 */
export function cardCells(card: Card): Cell[] {
  const cells: Cell[] = [];
  for (const row of card.rows) for (const cell of row) cells.push(cell);
  return cells;
}

/**
 * Why a card is malformed, or null when it is a valid 75-ball card: 5×5, free centre, every other cell
 * an integer within its column's range (B 1–15 … O 61–75), and no number twice. Rows that are not
 * arrays (a card read from JSON) are a problem named like any other, not an exception.
 *
 * @example cardProblem(getCard(1)) // null
 */
export function cardProblem(card: Card): string | null {
  if (!Number.isInteger(card.id)) return 'Card id must be an integer';
  // Cards also arrive as untyped JSON (a deck file, a published record): name its problem, never fail on it.
  if (!Array.isArray(card.rows) || card.rows.length !== CARD_SIZE) return 'A card has 5 rows';
  const seen = new Set<number>();
  for (let r = 0; r < CARD_SIZE; r++) {
    const row = card.rows[r] as Cell[];
    if (!Array.isArray(row) || row.length !== CARD_SIZE) return `Row ${r} must have 5 cells`;
    for (let c = 0; c < CARD_SIZE; c++) {
      const cell = row[c];
      if (r * CARD_SIZE + c === CENTRE_CELL) {
        if (cell !== null) return 'The centre cell must be free (null)';
        continue;
      }
      const { min, max } = columnRange(c);
      if (typeof cell !== 'number' || !Number.isInteger(cell) || cell < min || cell > max) {
        return `Cell ${r * CARD_SIZE + c} must be an integer from ${min} to ${max}`;
      }
      if (seen.has(cell)) return `Number ${cell} appears twice`;
      seen.add(cell);
    }
  }
  return null;
}

/**
 * Throws a RangeError describing the first problem of a malformed card.
 *
 * @example assertCard({ id: 1, rows }) // throws RangeError when rows[2][2] is not null
 */
export function assertCard(card: Card): void {
  const problem = cardProblem(card);
  if (problem !== null) throw new RangeError(`Invalid card ${card.id}: ${problem}`);
}
