import { createDrawOrder } from '../draw.js';
import { seededRandomInt } from '../random.js';
import { type VerifiableGame, verifyGame } from '../verify-game.js';

/** Three sound game records on one seeded order, which the verifyGame tests tamper with. */
export const SALT = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
// Seed 42: 66,5,30,47,33,74,56,43,60,22,75,42,8,39,63,12,28,72,13,69,3,53,27,25,18,…
export const ORDER = createDrawOrder(seededRandomInt(42));
export const COMMITMENT = 'cef0de1c7c3d180547d3d2d86b75c5d764eb18ee4852230dc19244ba7a7f46aa';

// "Any one line" first wins on this order: card 13 at call 15, 137 at 22, 109 and 141 at 24, 150 at 39.
// AllowLate: card 13 is checked (lost) at call 12 and locked; card 109 claims late at call 25 and
// wins, credited to call 24, shared with 141 (137 had won before, at 22, and is not a co-winner).
// 5 cards at 25 Br with a 20% commission: 125 Br in all, a 100 Br prize, 50 Br to each winner.
export const ALLOW_LATE: VerifiableGame = {
  order: ORDER,
  salt: SALT,
  commitment: COMMITMENT,
  gameType: 4,
  cards: [13, 109, 137, 141, 150],
  lastCallRule: 'AllowLate',
  released: 25,
  claims: [
    { cardId: 150, calledCount: 10, won: false, late: false, firstWinCall: null },
    { cardId: 13, calledCount: 12, won: false, late: false, firstWinCall: null },
    { cardId: 109, calledCount: 25, won: true, late: true, firstWinCall: 24 },
  ],
  lockedCards: [13],
  status: 'won',
  winningCall: 24,
  winners: [109, 141],
  betSantim: 2_500,
  ratePercent: 20,
  prizeSantim: 10_000,
  commissionSantim: 2_500,
  prizeShareSantim: 5_000,
  bonusWithinCalls: 25,
  bonusOfferedSantim: 50_000,
  bonusAwardedSantim: 50_000,
};

// LastCallOnly: card 137's late claim at call 23 loses; card 109 claims on call 24 and wins, shared
// with 141 (first win at 24) and 137 (whose second line runs through ball 24). No bonus within 20.
// The same 125 Br at 28%: a 90 Br prize, 30 Br each.
export const LAST_CALL_ONLY: VerifiableGame = {
  ...ALLOW_LATE,
  lastCallRule: 'LastCallOnly',
  released: 24,
  claims: [
    { cardId: 137, calledCount: 23, won: false, late: true, firstWinCall: 22 },
    { cardId: 109, calledCount: 24, won: true, late: false, firstWinCall: 24 },
  ],
  lockedCards: [],
  winningCall: 24,
  winners: [109, 137, 141],
  ratePercent: 28,
  prizeSantim: 9_000,
  commissionSantim: 3_500,
  prizeShareSantim: 3_000,
  bonusWithinCalls: 20,
  bonusAwardedSantim: 0,
};

export const ABANDONED: VerifiableGame = {
  ...ALLOW_LATE,
  released: 14,
  claims: [{ cardId: 150, calledCount: 10, won: false, late: false, firstWinCall: null }],
  lockedCards: [150],
  status: 'abandoned',
  winningCall: null,
  winners: null,
  prizeShareSantim: null,
  bonusAwardedSantim: 0,
};

export const codes = (record: VerifiableGame) => verifyGame(record).map((f) => f.code);
