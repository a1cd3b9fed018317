import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCard } from './check.js';
import { describeLateWin, evaluateClaim, firstWinningCall } from './claim.js';
import { getCard } from './deck.js';
import { createDrawOrder } from './draw.js';
import { seededRandomInt } from './random.js';
import { HAND_CARD } from './test-support/cards.js';

/** A draw order that starts with `head` and continues with every other ball ascending. */
const orderStartingWith = (head: number[]) => [
  ...head,
  ...Array.from({ length: 75 }, (_, i) => i + 1).filter((n) => !head.includes(n)),
];

// Calls 1–5 miss HAND_CARD; calls 6–9 complete column N (31–34) at call 9, through the free centre.
const ORDER = orderStartingWith([6, 7, 8, 9, 10, 31, 32, 33, 34, 66, 67]);

describe('firstWinningCall', () => {
  it('gives the 1-based call of the first win', () => {
    expect(firstWinningCall(HAND_CARD, ORDER, 0)).toBe(9);
    expect(firstWinningCall(HAND_CARD, ORDER, 2)).toBe(9);
    expect(firstWinningCall(HAND_CARD, ORDER, 3)).not.toBe(9);
    expect(firstWinningCall(HAND_CARD, ORDER.slice(0, 8), 0)).toBeNull();
    expect(firstWinningCall(HAND_CARD, [], 4)).toBeNull();
  });

  it('rejects a number that is not a ball', () => {
    expect(() => firstWinningCall(HAND_CARD, [1, 0], 0)).toThrow(
      'Ball must be an integer from 1 to 75, got 0',
    );
  });

  it('rejects a ball called twice, also one that is not on the card', () => {
    expect(() => firstWinningCall(HAND_CARD, [6, 7, 6, 31, 32, 33, 34], 0)).toThrow(
      new RangeError('The order repeats ball 6 at call 3: each ball is called once'),
    );
    expect(() => evaluateClaim(HAND_CARD, [...ORDER.slice(0, 9), 31], 10, 0)).toThrow(
      new RangeError('The order repeats ball 31 at call 10: each ball is called once'),
    );
  });

  it('agrees with checkCard', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 150 }),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.integer({ min: 0, max: 7 }),
        fc.nat(75),
        (id, seed, type, count) => {
          const card = getCard(id);
          const order = createDrawOrder(seededRandomInt(seed)).slice(0, count);
          const first = firstWinningCall(card, order, type);
          if (first === null) {
            expect(checkCard(card, order, type).won).toBe(false);
          } else {
            expect(checkCard(card, order.slice(0, first), type).won).toBe(true);
            expect(checkCard(card, order.slice(0, first - 1), type).won).toBe(false);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('evaluateClaim', () => {
  it('accepts a claim on the winning call', () => {
    expect(evaluateClaim(HAND_CARD, ORDER, 9, 0)).toEqual({
      won: true,
      firstWinCall: 9,
      winningBall: 34,
      late: false,
      callsAgo: 0,
      winningCells: [2, 7, 12, 17, 22],
    });
  });

  it('flags a late claim with how long ago the card won', () => {
    const claim = evaluateClaim(HAND_CARD, ORDER, 11, 0);
    expect(claim).toMatchObject({ won: true, firstWinCall: 9, winningBall: 34, late: true, callsAgo: 2 });
    expect(describeLateWin(claim)).toBe('won at call 9 (N34), 2 calls ago');
  });

  it('says lost before the card wins', () => {
    expect(evaluateClaim(HAND_CARD, ORDER, 8, 0)).toEqual({
      won: false,
      firstWinCall: null,
      winningBall: null,
      late: false,
      callsAgo: 0,
      winningCells: [],
    });
  });

  it('rejects a call count outside the draw order', () => {
    expect(() => evaluateClaim(HAND_CARD, ORDER, 76, 0)).toThrow(
      'calledCount must be an integer from 0 to 75, got 76',
    );
    expect(() => evaluateClaim(HAND_CARD, ORDER, -1, 0)).toThrow(RangeError);
  });
});

describe('describeLateWin', () => {
  it('names the call and ball, singular or plural, and stays silent for a win on the last call', () => {
    expect(describeLateWin({ firstWinCall: 12, winningBall: 7, callsAgo: 3 })).toBe(
      'won at call 12 (B7), 3 calls ago',
    );
    expect(describeLateWin({ firstWinCall: 12, winningBall: 7, callsAgo: 1 })).toBe(
      'won at call 12 (B7), 1 call ago',
    );
    expect(describeLateWin({ firstWinCall: 12, winningBall: 7, callsAgo: 0 })).toBeNull();
    expect(describeLateWin({ firstWinCall: null, winningBall: null, callsAgo: 0 })).toBeNull();
  });
});
