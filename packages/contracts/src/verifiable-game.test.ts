import { createDrawOrder, drawCommitment, seededRandomInt, verifyGame } from '@bingo/engine';
import { describe, expect, it } from 'vitest';
import type { PublicGame } from './game-records';
import { toVerifiableGame } from './verifiable-game';

const SALT = 'ab'.repeat(32);
const ORDER = createDrawOrder(seededRandomInt(7));
const at = '2024-05-01T10:00:00.000Z';

/**
 * An abandoned game: 6 calls, card 1 checked at call 6 (it loses) and locked. 3 cards at 8.50 Br with
 * a 12.5% commission: 25.50 Br in all, a 22 Br prize (22.31 rounded), 3.50 Br to the house.
 */
const ABANDONED: PublicGame = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  gameType: 7,
  gameTypeName: 'Full house',
  cards: [1, 2, 3],
  lastCallRule: 'AllowLate',
  released: 6,
  lockedCards: [1],
  betAmount: 8.5,
  ratePercent: 12.5,
  commission: 3.5,
  prize: 22,
  prizeShare: null,
  bonusWithinCalls: 10,
  bonusOffered: 100,
  bonusAwarded: 0,
  commitment: drawCommitment(ORDER, SALT),
  salt: SALT,
  order: ORDER,
  calls: ORDER.slice(0, 6).map((number, i) => ({ k: i + 1, number, label: String(number), calledAt: at })),
  claims: [
    { cardId: 1, calledCount: 6, won: false, firstWinCall: null, late: false, locked: true, createdAt: at },
  ],
  winners: [],
  winningCall: null,
  status: 'abandoned',
  outcome: 'Abandoned',
  shopName: 'Bole',
  createdAt: at,
  finishedAt: at,
};

describe('toVerifiableGame', () => {
  it('gives the engine the record in santim, with the calls as numbers', () => {
    const record = toVerifiableGame(ABANDONED);
    expect(record).toMatchObject({
      betSantim: 850,
      ratePercent: 12.5,
      prizeSantim: 2200,
      commissionSantim: 350,
      prizeShareSantim: null,
      bonusOfferedSantim: 10_000,
      bonusAwardedSantim: 0,
      calls: ORDER.slice(0, 6),
      claims: [{ cardId: 1, calledCount: 6, won: false, firstWinCall: null, late: false }],
    });
    expect(verifyGame(record)).toEqual([]);
  });

  it('carries the bet and rate, so a prize raised with its commission does not verify', () => {
    expect(
      verifyGame(toVerifiableGame({ ...ABANDONED, prize: 44, commission: 7 })).map((f) => f.code),
    ).toEqual(['money-mismatch', 'money-mismatch']);
    expect(verifyGame(toVerifiableGame({ ...ABANDONED, ratePercent: 10 }))).toContainEqual({
      code: 'money-mismatch',
      message:
        'The prize is recorded as 2200 santim, but 3 cards at 850 santim make 2550, and less the 10% commission, rounded to whole Birr, the prize is 2300.',
    });
  });

  it('leaves an amount that is not whole santim for verifyGame to report, rather than throwing', () => {
    expect(verifyGame(toVerifiableGame({ ...ABANDONED, bonusAwarded: 0.001 }))).toEqual([
      { code: 'malformed', message: 'bonusAwardedSantim must be a non-negative whole number of santim.' },
    ]);
  });
});
