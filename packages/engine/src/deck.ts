import { NUMBERS_PER_COLUMN } from './ball.js';
import { CARD_SIZE, type Card, type Cell } from './card.js';
import { DECK_SIZE } from './card-id.js';
import { drawIndex, type RandomInt, seededRandomInt } from './random.js';

export { DECK_SIZE, isCardId } from './card-id.js';

/** The seed of the printed deck: the ASCII bytes of 'BING' read as a big-endian 32-bit integer. */
export const DEFAULT_DECK_SEED = 0x42494e47;

/** Deck generation gives up after this many duplicate cards in a row (only a broken source gets here). */
const MAX_DUPLICATES_IN_A_ROW = 1000;

/**
 * Builds one card from the random source. Column by column (B, I, N, G, O) it runs a partial
 * Fisher–Yates over the column's 15 numbers in ascending order: for slot i it swaps position i with
 * i + randomInt(15 − i) and takes position i. B, I, G and O take 5 numbers (rows 0–4 top to bottom);
 * N takes 4 (rows 0, 1, 3, 4) around the free centre.
 *
 * @param id the number the card is given (buildDeck numbers its cards 1, 2, 3, …)
 * @param randomInt the source, called 24 times (see RandomInt)
 * @throws RangeError for an id that is not a whole number, or when randomInt answers outside its range
 * @example drawCard(1, seededRandomInt(1)).rows[2][2] // null
 */
export function drawCard(id: number, randomInt: RandomInt): Card {
  if (!Number.isInteger(id)) throw new RangeError(`Card id must be a whole number, got ${id}`);
  const rows: Cell[][] = Array.from({ length: CARD_SIZE }, () => new Array<Cell>(CARD_SIZE).fill(null));
  for (let c = 0; c < CARD_SIZE; c++) {
    const pool = Array.from({ length: NUMBERS_PER_COLUMN }, (_, i) => c * NUMBERS_PER_COLUMN + i + 1);
    const targetRows = c === 2 ? [0, 1, 3, 4] : [0, 1, 2, 3, 4];
    targetRows.forEach((r, i) => {
      const j = i + drawIndex(randomInt, NUMBERS_PER_COLUMN - i);
      const picked = pool[j] as number;
      pool[j] = pool[i] as number;
      pool[i] = picked;
      (rows[r] as Cell[])[c] = picked;
    });
  }
  return { id, rows };
}

/** Two cards with the same 24 numbers count as the same card, wherever the numbers sit. */
function numberSetKey(card: Card): string {
  const numbers: number[] = [];
  for (const row of card.rows) for (const cell of row) if (cell !== null) numbers.push(cell);
  return numbers.sort((a, b) => a - b).join(',');
}

/**
 * Builds `size` distinct cards, ids 1..size, from a random source. A card whose number set equals an
 * earlier card's is discarded and the next card is drawn from the same stream, so the result stays
 * deterministic for a deterministic source.
 *
 * @param size how many cards, a whole number ≥ 0
 * @throws RangeError for a size that is not a whole number ≥ 0, or when randomInt answers outside its
 *   range; Error when the source gives 1,000 duplicate cards in a row (a broken source)
 * @example buildDeck(seededRandomInt(1), 3).map((c) => c.id) // [1, 2, 3]
 */
export function buildDeck(randomInt: RandomInt, size: number): Card[] {
  if (!Number.isInteger(size) || size < 0)
    throw new RangeError(`Deck size must be a non-negative whole number, got ${size}`);
  const cards: Card[] = [];
  const keys = new Set<string>();
  let duplicatesInARow = 0;
  while (cards.length < size) {
    const card = drawCard(cards.length + 1, randomInt);
    const key = numberSetKey(card);
    if (keys.has(key)) {
      duplicatesInARow++;
      if (duplicatesInARow >= MAX_DUPLICATES_IN_A_ROW) {
        throw new Error('The random source keeps repeating the same card');
      }
      continue;
    }
    duplicatesInARow = 0;
    keys.add(key);
    cards.push(card);
  }
  return cards;
}

/**
 * A deterministic deck of distinct cards, ids 1..size, from mulberry32 seeded with `seed`
 * (see the README for the exact algorithm: printed cards depend on it).
 *
 * @param seed an integer from 0 to 2^32 − 1
 * @param size how many cards, a whole number ≥ 0 (default 150, the printed deck)
 * @throws RangeError for a seed or size outside those ranges
 * @example
 * const deck = generateDeck(DEFAULT_DECK_SEED);
 * deck.length // 150
 * deck[0].rows[2] // [5, 18, null, 55, 61] — the middle row of printed card 1, null the free centre
 */
export function generateDeck(seed: number, size = DECK_SIZE): Card[] {
  return buildDeck(seededRandomInt(seed), size);
}

let printedDeck: readonly Card[] | undefined;

/**
 * The 150 printed cards (seed DEFAULT_DECK_SEED), built once and frozen.
 *
 * @example defaultDeck().length // 150
 */
export function defaultDeck(): readonly Card[] {
  if (printedDeck === undefined) {
    printedDeck = Object.freeze(
      generateDeck(DEFAULT_DECK_SEED, DECK_SIZE).map((card) =>
        Object.freeze({
          id: card.id,
          rows: Object.freeze(card.rows.map((row) => Object.freeze(row))) as Cell[][],
        }),
      ),
    );
  }
  return printedDeck;
}

/**
 * A printed card by its number (1 to 150).
 *
 * @throws RangeError when `id` is not an integer from 1 to 150
 * @example getCard(7).rows[2][2] // null
 */
export function getCard(id: number): Card {
  const deck = defaultDeck();
  if (!Number.isInteger(id) || id < 1 || id > deck.length) {
    throw new RangeError(`Card number must be an integer from 1 to ${deck.length}, got ${id}`);
  }
  return deck[id - 1] as Card;
}
