import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateClaim } from './claim.js';
import { judgeClaim, lateClaimMessage } from './claim-verdict.js';
import { getCard } from './deck.js';
import { createDrawOrder } from './draw.js';
import { MIN_CALLS_TO_CHECK } from './game-messages.js';
import type { LastCallRule } from './last-call-rule.js';
import { seededRandomInt } from './random.js';
import { HAND_CARD } from './test-support/cards.js';
import { winningCards } from './winners.js';

/** A draw order that starts with `head` and continues with every other ball ascending. */
const orderStartingWith = (head: number[]) => [
  ...head,
  ...Array.from({ length: 75 }, (_, i) => i + 1).filter((n) => !head.includes(n)),
];

// HAND_CARD: calls 1–5 miss it; calls 6–9 complete column N (31–34) at call 9; call 10 (66) misses;
// calls 11–14 complete row 2 (3, 18, 48, 63) at call 14; call 15 (70) misses.
const ORDER = orderStartingWith([6, 7, 8, 9, 10, 31, 32, 33, 34, 66, 3, 18, 48, 63, 70]);
const COLUMN_N = [2, 7, 12, 17, 22];
const ROW_2 = [10, 11, 12, 13, 14];

const judge = (calledCount: number, gameType: number, lastCallRule: LastCallRule, order = ORDER) =>
  judgeClaim({ card: HAND_CARD, order, calledCount, gameType, lastCallRule });

describe('judgeClaim', () => {
  it('wins on the call that makes the first win, under either rule', () => {
    for (const rule of ['AllowLate', 'LastCallOnly'] as const) {
      expect(judge(9, 4, rule)).toEqual({
        won: true,
        late: false,
        firstWinCall: 9,
        firstWinBall: 34,
        callsAgo: 0,
        winningCells: COLUMN_N,
        includesLastCall: true,
        winningCall: 9,
      });
    }
  });

  it('loses before the card has won', () => {
    expect(judge(8, 4, 'AllowLate')).toEqual({
      won: false,
      late: false,
      firstWinCall: null,
      firstWinBall: null,
      callsAgo: 0,
      winningCells: [],
      includesLastCall: false,
      winningCall: null,
    });
    expect(judge(0, 4, 'LastCallOnly').won).toBe(false);
  });

  it('lets a late claim win under AllowLate, credited to its first win', () => {
    expect(judge(10, 4, 'AllowLate')).toEqual({
      won: true,
      late: true,
      firstWinCall: 9,
      firstWinBall: 34,
      callsAgo: 1,
      winningCells: COLUMN_N,
      includesLastCall: false,
      winningCall: 9,
    });
  });

  it('refuses a late claim under LastCallOnly when the last ball is not in the win', () => {
    const verdict = judge(10, 4, 'LastCallOnly');
    expect(verdict).toMatchObject({
      won: false,
      late: true,
      firstWinCall: 9,
      callsAgo: 1,
      winningCall: null,
    });
    expect(verdict.includesLastCall).toBe(false);
    expect(lateClaimMessage(verdict)).toBe('won at call 9 (N34), 1 call ago');
    // Balls on the card but outside any line do not help either.
    expect(judge(13, 4, 'LastCallOnly')).toMatchObject({ won: false, late: true, callsAgo: 4 });
  });

  it('accepts, under LastCallOnly, a card that had won earlier when the last ball completes another win', () => {
    expect(judge(14, 4, 'LastCallOnly')).toEqual({
      won: true,
      late: true,
      firstWinCall: 9,
      firstWinBall: 34,
      callsAgo: 5,
      winningCells: [...new Set([...COLUMN_N, ...ROW_2])].sort((a, b) => a - b),
      includesLastCall: true,
      winningCall: 14,
    });
    // One call later the new line no longer includes the last ball.
    expect(judge(15, 4, 'LastCallOnly')).toMatchObject({ won: false, late: true, includesLastCall: false });
    expect(judge(15, 4, 'AllowLate')).toMatchObject({ won: true, winningCall: 9 });
  });

  it('calls a win completed before Check opens (call 4) late at call 5, as DESIGN §5.4 writes the rule', () => {
    // Card 1: 3, 19, 47 and 75 complete the B–O diagonal through the free centre at call 4; ball 1
    // at call 5 completes nothing.
    const order = orderStartingWith([3, 19, 47, 75, 1, 2]);
    const at = (calledCount: number, rule: LastCallRule) =>
      judgeClaim({ card: getCard(1), order, calledCount, gameType: 0, lastCallRule: rule });
    const diagonal = [0, 6, 12, 18, 24];
    const atCheck = { late: true, firstWinCall: 4, firstWinBall: 75, callsAgo: 1, winningCells: diagonal };
    expect(at(MIN_CALLS_TO_CHECK, 'LastCallOnly')).toEqual({
      ...atCheck,
      won: false,
      includesLastCall: false,
      winningCall: null,
    });
    expect(at(MIN_CALLS_TO_CHECK, 'AllowLate')).toEqual({
      ...atCheck,
      won: true,
      includesLastCall: false,
      winningCall: 4,
    });
    expect(lateClaimMessage(at(MIN_CALLS_TO_CHECK, 'AllowLate'))).toBe('won at call 4 (O75), 1 call ago');
    // evaluateClaim and the co-winners of an AllowLate win credited to call 4 agree.
    expect(evaluateClaim(getCard(1), order, 5, 0)).toMatchObject({ won: true, late: true, callsAgo: 1 });
    const shared = { cards: [1, 2], lockedCards: [], order, winningCall: 4, gameType: 0 };
    expect(winningCards({ ...shared, lastCallRule: 'AllowLate' })).toEqual([1]);
  });

  it('counts only the lines of the game type: row 1 does not count for Default any line', () => {
    // Column N at call 9, then row 1 (2, 17, 47, 62; 32 already called) completes at call 13.
    const order = orderStartingWith([6, 7, 8, 9, 10, 31, 32, 33, 34, 2, 17, 47, 62]);
    expect(judge(13, 4, 'LastCallOnly', order)).toMatchObject({ won: true, includesLastCall: true });
    expect(judge(13, 0, 'LastCallOnly', order)).toMatchObject({
      won: false,
      late: true,
      includesLastCall: false,
      winningCells: COLUMN_N,
    });
  });

  it('a claim judged on a partial order (the balls released so far) gives the same verdict', () => {
    expect(judge(14, 4, 'LastCallOnly', ORDER.slice(0, 14))).toEqual(judge(14, 4, 'LastCallOnly'));
  });

  it('rejects a count outside the order, an unknown type or rule, and a number that is not a ball', () => {
    expect(() => judge(76, 4, 'AllowLate')).toThrow('calledCount must be an integer from 0 to 75, got 76');
    expect(() => judge(3, 4, 'AllowLate', [1, 2])).toThrow(
      'calledCount must be an integer from 0 to 2, got 3',
    );
    expect(() => judge(-1, 4, 'AllowLate')).toThrow(RangeError);
    expect(() => judge(9, 8, 'AllowLate')).toThrow(RangeError);
    expect(() => judge(9, 4, 'Sometimes' as LastCallRule)).toThrow('Unknown lastCallRule: Sometimes');
    expect(() => judge(2, 4, 'AllowLate', [1, 0])).toThrow('Ball must be an integer from 1 to 75, got 0');
  });

  it('rejects an order that calls a ball twice, rather than crediting a win to a call with no new number', () => {
    // Seed 42: card 1 first wins Default any line at call 43 with ball 37. Calling 37 again as call 47
    // would put "the last number" back inside that win.
    const order = createDrawOrder(seededRandomInt(42));
    const repeated = [...order.slice(0, 46), 37];
    const claim = { card: getCard(1), order: repeated, calledCount: 47, gameType: 0 } as const;
    for (const lastCallRule of ['AllowLate', 'LastCallOnly'] as const) {
      expect(() => judgeClaim({ ...claim, lastCallRule })).toThrow(
        new RangeError('The order repeats ball 37 at call 47: each ball is called once'),
      );
    }
    // Only the balls called so far are judged: the same order at 46 calls is sound.
    expect(judgeClaim({ ...claim, calledCount: 46, lastCallRule: 'LastCallOnly' })).toMatchObject({
      won: false,
      firstWinCall: 43,
    });
  });
});

describe('lateClaimMessage', () => {
  it('names the call and ball, singular or plural, and stays silent for a win on the last call', () => {
    expect(lateClaimMessage({ firstWinCall: 12, firstWinBall: 7, callsAgo: 3 })).toBe(
      'won at call 12 (B7), 3 calls ago',
    );
    expect(lateClaimMessage({ firstWinCall: 12, firstWinBall: 7, callsAgo: 1 })).toBe(
      'won at call 12 (B7), 1 call ago',
    );
    expect(lateClaimMessage({ firstWinCall: 12, firstWinBall: 7, callsAgo: 0 })).toBeNull();
    expect(lateClaimMessage({ firstWinCall: null, firstWinBall: null, callsAgo: 0 })).toBeNull();
  });
});

const cardId = fc.integer({ min: 1, max: 150 });
const seed = fc.integer({ min: 0, max: 2 ** 32 - 1 });
const gameType = fc.integer({ min: 0, max: 7 });
const rule = fc.constantFrom<LastCallRule>('AllowLate', 'LastCallOnly');

describe('judgeClaim properties', () => {
  it('more calls never un-win a card, nor move its first win', () => {
    fc.assert(
      fc.property(cardId, seed, gameType, fc.nat(75), fc.nat(75), (id, drawSeed, type, a, b) => {
        const order = createDrawOrder(seededRandomInt(drawSeed));
        const [fewer, more] = a <= b ? [a, b] : [b, a];
        const before = judgeClaim({
          card: getCard(id),
          order,
          calledCount: fewer,
          gameType: type,
          lastCallRule: 'AllowLate',
        });
        const after = judgeClaim({
          card: getCard(id),
          order,
          calledCount: more,
          gameType: type,
          lastCallRule: 'AllowLate',
        });
        if (before.won) {
          expect(after.won).toBe(true);
          expect(after.firstWinCall).toBe(before.firstWinCall);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('a full house wins every other type at the same count', () => {
    fc.assert(
      fc.property(
        cardId,
        seed,
        fc.integer({ min: 24, max: 75 }),
        rule,
        (id, drawSeed, count, lastCallRule) => {
          const order = createDrawOrder(seededRandomInt(drawSeed));
          const card = getCard(id);
          if (!judgeClaim({ card, order, calledCount: count, gameType: 7, lastCallRule: 'AllowLate' }).won)
            return;
          for (let type = 0; type < 7; type++) {
            expect(
              judgeClaim({ card, order, calledCount: count, gameType: type, lastCallRule: 'AllowLate' }).won,
            ).toBe(true);
          }
          // And a full house completed on the last call wins every type under either rule.
          const first = judgeClaim({ card, order, calledCount: count, gameType: 7, lastCallRule });
          if (first.callsAgo === 0) {
            for (let type = 0; type < 7; type++) {
              expect(judgeClaim({ card, order, calledCount: count, gameType: type, lastCallRule }).won).toBe(
                true,
              );
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('agrees with evaluateClaim; LastCallOnly wins only where AllowLate does, and always on the first win', () => {
    fc.assert(
      fc.property(cardId, seed, gameType, fc.nat(75), (id, drawSeed, type, count) => {
        const card = getCard(id);
        const order = createDrawOrder(seededRandomInt(drawSeed));
        const plain = evaluateClaim(card, order, count, type);
        const allow = judgeClaim({
          card,
          order,
          calledCount: count,
          gameType: type,
          lastCallRule: 'AllowLate',
        });
        const strict = judgeClaim({
          card,
          order,
          calledCount: count,
          gameType: type,
          lastCallRule: 'LastCallOnly',
        });
        expect(allow).toMatchObject({
          won: plain.won,
          late: plain.late,
          firstWinCall: plain.firstWinCall,
          firstWinBall: plain.winningBall,
          callsAgo: plain.callsAgo,
          winningCells: plain.winningCells,
        });
        if (strict.won) expect(allow.won).toBe(true);
        if (allow.won && !allow.late) expect(strict).toMatchObject({ won: true, includesLastCall: true });
        expect(strict.won).toBe(strict.includesLastCall);
      }),
      { numRuns: 500 },
    );
  });
});
