import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Card, cardProblem } from './card.js';
import {
  buildDeck,
  DECK_SIZE,
  DEFAULT_DECK_SEED,
  defaultDeck,
  drawCard,
  generateDeck,
  getCard,
  isCardId,
} from './deck.js';
import { seededRandomInt } from './random.js';

/** The same 24 numbers, whatever their positions. */
const numberSet = (card: Card) =>
  card.rows
    .flat()
    .filter((n) => n !== null)
    .sort((a, b) => (a as number) - (b as number))
    .join(',');

function expectValidDeck(deck: readonly Card[], size: number): void {
  expect(deck).toHaveLength(size);
  deck.forEach((card, i) => {
    expect(card.id).toBe(i + 1);
    expect(card.rows[2]?.[2]).toBeNull();
    expect(cardProblem(card)).toBeNull();
  });
  expect(new Set(deck.map(numberSet)).size).toBe(size);
}

describe('the printed deck', () => {
  it('never changes: cards #1, #2, #75 and #150', () => {
    expect(DEFAULT_DECK_SEED).toBe(0x42494e47);
    expect(getCard(1).rows).toEqual([
      [3, 17, 37, 53, 71],
      [1, 19, 39, 50, 70],
      [5, 18, null, 55, 61],
      [10, 28, 45, 47, 63],
      [12, 23, 31, 52, 75],
    ]);
    expect(getCard(2).rows).toEqual([
      [14, 24, 43, 55, 68],
      [1, 25, 44, 58, 73],
      [11, 30, null, 48, 61],
      [6, 22, 42, 52, 71],
      [10, 21, 35, 53, 72],
    ]);
    expect(getCard(75).rows).toEqual([
      [3, 27, 39, 53, 66],
      [9, 19, 44, 52, 74],
      [11, 24, null, 50, 68],
      [12, 17, 31, 46, 61],
      [1, 25, 43, 48, 65],
    ]);
    expect(getCard(150).rows).toEqual([
      [3, 17, 40, 53, 67],
      [12, 29, 45, 50, 75],
      [14, 22, null, 46, 62],
      [4, 18, 32, 56, 66],
      [5, 19, 35, 59, 72],
    ]);
  });

  it('has 150 valid, distinct cards, numbered 1 to 150', () => {
    expectValidDeck(defaultDeck(), DECK_SIZE);
  });

  it('is built once and cannot be modified', () => {
    const deck = defaultDeck();
    expect(defaultDeck()).toBe(deck);
    expect(Object.isFrozen(deck)).toBe(true);
    expect(Object.isFrozen(getCard(3).rows[0])).toBe(true);
    expect(getCard(3)).toBe(deck[2]);
  });

  it('rejects card numbers outside 1..150', () => {
    expect(() => getCard(0)).toThrow(new RangeError('Card number must be an integer from 1 to 150, got 0'));
    expect(() => getCard(151)).toThrow(RangeError);
    expect(() => getCard(1.5)).toThrow(RangeError);
  });
});

describe('generateDeck', () => {
  it('is deterministic and matches the printed deck for the default seed', () => {
    expect(generateDeck(DEFAULT_DECK_SEED)).toEqual(defaultDeck());
    expect(generateDeck(7, 10)).toEqual(generateDeck(7, 10));
    expect(generateDeck(7, 10)).not.toEqual(generateDeck(8, 10));
    expect(generateDeck(7, 10)).toEqual(generateDeck(7, 20).slice(0, 10));
  });

  it('keeps the deck invariants for any seed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.integer({ min: 0, max: 150 }),
        (seed, size) => {
          expectValidDeck(generateDeck(seed, size), size);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('draws again when a card repeats an earlier one, from the same stream', () => {
    // 24 draws make a card: the first two cards come out identical, so the second is redrawn.
    let calls = 0;
    const source = (max: number) => {
      calls++;
      return calls <= 48 ? 0 : (calls * 7) % max;
    };
    const deck = buildDeck(source, 2);
    expect(calls).toBe(72);
    expect(deck.map((card) => card.id)).toEqual([1, 2]);
    expect(deck[0]?.rows[0]).toEqual([1, 16, 31, 46, 61]);
    expect(numberSet(deck[1] as Card)).not.toBe(numberSet(deck[0] as Card));
    expectValidDeck(deck, 2);
  });

  it('gives up on a source that only repeats itself', () => {
    expect(() => buildDeck(() => 0, 2)).toThrow('The random source keeps repeating the same card');
  });

  it('rejects a bad size', () => {
    expect(() => generateDeck(1, -1)).toThrow('Deck size must be a non-negative whole number, got -1');
    expect(() => generateDeck(1.5)).toThrow('Seed must be an integer from 0 to 2^32 - 1, got 1.5');
  });

  it('numbers a drawn card only with a whole number', () => {
    for (const id of [Number.NaN, 1.5]) {
      expect(() => drawCard(id, seededRandomInt(1))).toThrow(
        new RangeError(`Card id must be a whole number, got ${id}`),
      );
    }
    expect(drawCard(151, seededRandomInt(1)).id).toBe(151);
  });
});

describe('isCardId', () => {
  it('takes the whole numbers 1 to 150 and nothing else', () => {
    expect([1, 75, 150].map(isCardId)).toEqual([true, true, true]);
    expect(
      [0, 151, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 0.30000000000000004].map(isCardId),
    ).toEqual([false, false, false, false, false, false, false]);
    fc.assert(fc.property(fc.integer({ min: 1, max: DECK_SIZE }), (n) => isCardId(n)));
  });
});
