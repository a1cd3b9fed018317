import { describe, expect, it } from 'vitest';
import { CalledSet } from './called-set.js';
import type { Card, Cell } from './card.js';
import { indexCard, markedCells } from './card-index.js';
import { judgeClaim } from './claim-verdict.js';
import { getCard } from './deck.js';
import { cellsOf } from './lines.js';
import { HAND_CARD } from './test-support/cards.js';

describe('indexCard', () => {
  it('maps each ball to its cell, and −1 off the card', () => {
    const index = indexCard(HAND_CARD);
    expect(index.id).toBe(42);
    expect(index.cellOf[1]).toBe(0);
    expect(index.cellOf[48]).toBe(13);
    expect(index.cellOf[65]).toBe(24);
    expect(index.cellOf[6]).toBe(-1);
    expect(index.numbers).toHaveLength(24);
    expect([...index.cells]).not.toContain(12);
  });

  it('is cached per frozen card object, as the printed deck’s are', () => {
    expect(indexCard(getCard(1))).toBe(indexCard(getCard(1)));
    const frozen: Card = Object.freeze({
      ...HAND_CARD,
      rows: Object.freeze(HAND_CARD.rows.map((row) => Object.freeze([...row]))) as Cell[][],
    });
    expect(indexCard(frozen)).toBe(indexCard(frozen));
  });

  it('follows a card that can still change, so a changed card is never judged by its old numbers', () => {
    const card = { id: 42, rows: HAND_CARD.rows.map((row) => [...row]) };
    expect(indexCard(card).cellOf[1]).toBe(0);
    // Column N (31–34 and the free centre) wins; change 31 to 35 and it no longer does.
    const order = [31, 32, 33, 34, 1, 2, 3];
    const judge = () => judgeClaim({ card, order, calledCount: 5, gameType: 2, lastCallRule: 'AllowLate' });
    expect(judge().won).toBe(true);
    (card.rows[0] as (number | null)[])[2] = 35;
    expect(indexCard(card).cellOf[31]).toBe(-1);
    expect(indexCard(card).cellOf[35]).toBe(2);
    expect(judge().won).toBe(false);
    // A row whose numbers still change keeps a frozen card uncached too.
    const shallow = Object.freeze({ id: 42, rows: card.rows });
    expect(indexCard(shallow)).not.toBe(indexCard(shallow));
  });

  it('marks called cells and always the centre', () => {
    const index = indexCard(HAND_CARD);
    expect(cellsOf(markedCells(index, new CalledSet()))).toEqual([12]);
    expect(cellsOf(markedCells(index, CalledSet.from([1, 65, 70])))).toEqual([0, 12, 24]);
  });
});
