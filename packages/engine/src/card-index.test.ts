import { describe, expect, it } from 'vitest';
import { CalledSet } from './called-set.js';
import { indexCard, markedCells } from './card-index.js';
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

  it('is cached per card object', () => {
    expect(indexCard(HAND_CARD)).toBe(indexCard(HAND_CARD));
  });

  it('marks called cells and always the centre', () => {
    const index = indexCard(HAND_CARD);
    expect(cellsOf(markedCells(index, new CalledSet()))).toEqual([12]);
    expect(cellsOf(markedCells(index, CalledSet.from([1, 65, 70])))).toEqual([0, 12, 24]);
  });
});
