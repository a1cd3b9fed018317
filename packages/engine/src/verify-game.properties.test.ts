import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgeClaim } from './claim-verdict.js';
import { drawCommitment } from './commitment.js';
import { getCard } from './deck.js';
import { createDrawOrder } from './draw.js';
import type { LastCallRule } from './last-call-rule.js';
import { computeGameMoney } from './money.js';
import { seededRandomInt } from './random.js';
import { type GameFindingCode, type VerifiableGame, verifyGame } from './verify-game.js';
import { winningCards } from './winners.js';

// Any well-formed salt serves: the record's commitment is worked out from it.
const SALT = 'ab'.repeat(32);

/** Plays a game by the rules: claims on random cards at growing counts until one wins. */
function playedGame(
  seed: number,
  gameType: number,
  lastCallRule: LastCallRule,
  picks: number[],
): VerifiableGame {
  const order = createDrawOrder(seededRandomInt(seed));
  const cards = [...new Set(picks)].sort((a, b) => a - b);
  const claims: VerifiableGame['claims'][number][] = [];
  let winningCall: number | null = null;
  let count = 5;
  for (const [i, cardId] of cards.entries()) {
    count = Math.min(75, count + ((cardId + i) % 9));
    const v = judgeClaim({ card: getCard(cardId), order, calledCount: count, gameType, lastCallRule });
    claims.push({ cardId, calledCount: count, won: v.won, late: v.late, firstWinCall: v.firstWinCall });
    if (v.won) {
      winningCall = v.winningCall;
      break;
    }
  }
  const base = { order, salt: SALT, commitment: drawCommitment(order, SALT), gameType, cards, lastCallRule };
  const money = computeGameMoney({ cards: cards.length, betSantim: 1_250, ratePercent: 12.5 });
  const record = {
    ...base,
    released: count,
    claims,
    lockedCards: [],
    betSantim: 1_250,
    ratePercent: 12.5,
    prizeSantim: money.prize,
    commissionSantim: money.commission,
    bonusWithinCalls: 30,
    bonusOfferedSantim: 7_000,
  };
  if (winningCall === null) {
    return {
      ...record,
      status: 'abandoned',
      winningCall: null,
      winners: null,
      prizeShareSantim: null,
      bonusAwardedSantim: 0,
    };
  }
  const winners = winningCards({ ...record, winningCall });
  return {
    ...record,
    status: 'won',
    winningCall,
    winners,
    prizeShareSantim: Math.floor(money.prize / winners.length),
    bonusAwardedSantim: winningCall <= 30 ? 7_000 : 0,
  };
}

describe('verifyGame properties', () => {
  const game = fc.tuple(
    fc.integer({ min: 0, max: 2 ** 32 - 1 }),
    fc.integer({ min: 0, max: 7 }),
    fc.constantFrom<LastCallRule>('AllowLate', 'LastCallOnly'),
    fc.uniqueArray(fc.integer({ min: 1, max: 150 }), { minLength: 2, maxLength: 20 }),
  );

  it('a game played by the rules is sound; flipping any recorded verdict is caught', () => {
    fc.assert(
      fc.property(game, fc.nat(), ([seed, type, rule, picks], which) => {
        const record = playedGame(seed, type, rule, picks);
        expect(verifyGame(record)).toEqual([]);
        const i = which % record.claims.length;
        const claims = record.claims.map((c, j) => (j === i ? { ...c, won: !c.won } : c));
        const found: GameFindingCode[] = verifyGame({ ...record, claims }).map((f) => f.code);
        expect(found).toContain('claim-verdict-mismatch');
      }),
      { numRuns: 150 },
    );
  });

  it('a prize scaled by any factor, with its split and commission scaled alike, is caught', () => {
    fc.assert(
      fc.property(game, fc.integer({ min: 2, max: 10 }), ([seed, type, rule, picks], factor) => {
        const record = playedGame(seed, type, rule, picks);
        const scaled = {
          ...record,
          prizeSantim: record.prizeSantim * factor,
          commissionSantim: record.commissionSantim * factor,
          prizeShareSantim: record.prizeShareSantim === null ? null : record.prizeShareSantim * factor,
        };
        expect(verifyGame(scaled).map((f) => f.code)).toContain('money-mismatch');
      }),
      { numRuns: 50 },
    );
  });
});
