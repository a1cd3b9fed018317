import { BALL_COUNT } from './ball.js';
import type { CalledSet } from './called-set.js';
import { assertCard, type Card } from './card.js';
import { CENTRE_MASK, type CellMask } from './lines.js';

/** A card prepared for fast checks: for each ball, the cell it sits in (−1 when not on the card). */
export type CardIndex = {
  readonly id: number;
  /** `cellOf[n]` is the cell index of ball n, or −1. Length 76 so balls index it directly. */
  readonly cellOf: Int8Array;
  /** The 24 numbers, in cell order (the centre skipped). Shared by the cache: never modify. */
  readonly numbers: Uint8Array;
  /** `cells[i]` is the cell index of `numbers[i]`. Shared by the cache: never modify. */
  readonly cells: Uint8Array;
};

/** Indexes of frozen cards only: a card that can still change would keep its old numbers' index. */
const cache = new WeakMap<Card, CardIndex>();

/** The card, its rows and each row are frozen (as getCard's are), so its numbers can never change. */
const isFrozenCard = (card: Card) =>
  Object.isFrozen(card) && Object.isFrozen(card.rows) && card.rows.every((row) => Object.isFrozen(row));

/**
 * The ball→cell lookup of a card, validated once and cached per card object when the card is frozen
 * (the printed deck's are); a card that can still be changed is validated and indexed at each call.
 *
 * @throws RangeError for a malformed card
 * @example indexCard(getCard(1)).cellOf[getCard(1).rows[0][0]] // 0
 */
export function indexCard(card: Card): CardIndex {
  const cached = cache.get(card);
  if (cached !== undefined) return cached;
  assertCard(card);
  const cellOf = new Int8Array(BALL_COUNT + 1).fill(-1);
  const numbers: number[] = [];
  const cells: number[] = [];
  card.rows.forEach((row, r) => {
    row.forEach((n, c) => {
      if (n === null) return;
      cellOf[n] = r * 5 + c;
      numbers.push(n);
      cells.push(r * 5 + c);
    });
  });
  const index: CardIndex = Object.freeze({
    id: card.id,
    cellOf,
    numbers: Uint8Array.from(numbers),
    cells: Uint8Array.from(cells),
  });
  // Freezing cannot be undone, so a cached index stays true to its card.
  if (isFrozenCard(card)) cache.set(card, index);
  return index;
}

/**
 * The marked cells of a card for a set of called balls; the free centre is always marked.
 *
 * @example markedCells(indexCard(card), CalledSet.from([])) // 1 << 12
 */
export function markedCells(index: CardIndex, called: CalledSet): CellMask {
  let mask = CENTRE_MASK;
  const { numbers, cells } = index;
  for (let i = 0; i < numbers.length; i++) {
    if (called.has(numbers[i] as number)) mask |= 1 << (cells[i] as number);
  }
  return mask;
}
