import { describe, expect, it } from 'vitest';
import type { LastCallRule } from './last-call-rule.js';
import {
  ABANDONED,
  ALLOW_LATE,
  COMMITMENT,
  codes,
  LAST_CALL_ONLY,
  ORDER,
  SALT,
} from './test-support/verifiable-games.js';
import { type VerifiableGame, verifyGame } from './verify-game.js';

describe('verifyGame on sound records', () => {
  it('finds nothing wrong with a late win under AllowLate, a LastCallOnly game, or an abandoned game', () => {
    expect(verifyGame(ALLOW_LATE)).toEqual([]);
    expect(verifyGame(LAST_CALL_ONLY)).toEqual([]);
    expect(verifyGame(ABANDONED)).toEqual([]);
    expect(verifyGame({ ...ABANDONED, commitment: COMMITMENT.toUpperCase() })).toEqual([]);
    expect(verifyGame({ ...ABANDONED, salt: SALT.toUpperCase() })).toEqual([]);
  });
});

describe('verifyGame on tampered records', () => {
  it('catches a changed commitment, salt or order', () => {
    expect(verifyGame({ ...ALLOW_LATE, commitment: `${COMMITMENT.slice(0, 63)}b` })).toEqual([
      { code: 'commitment-mismatch', message: 'The order and salt do not hash to the published commitment.' },
    ]);
    expect(codes({ ...ALLOW_LATE, salt: `${SALT.slice(0, 63)}0` })).toEqual(['commitment-mismatch']);
    // Swapping two balls that were never called leaves the play intact but breaks the commitment.
    const swapped = [...ORDER.slice(0, 73), ORDER[74] as number, ORDER[73] as number];
    expect(codes({ ...ALLOW_LATE, order: swapped })).toEqual(['commitment-mismatch']);
    expect(verifyGame({ ...ALLOW_LATE, order: [...ORDER.slice(0, 74), ORDER[0] as number] })).toEqual([
      { code: 'order-not-permutation', message: 'The draw order is not a permutation of 1..75.' },
    ]);
  });

  it('catches a recorded verdict the rules do not give', () => {
    const claims = [...LAST_CALL_ONLY.claims];
    claims[0] = { cardId: 137, calledCount: 23, won: true, late: true, firstWinCall: 22 };
    expect(verifyGame({ ...LAST_CALL_ONLY, claims })).toContainEqual({
      code: 'claim-verdict-mismatch',
      message: 'Claim 1 (card 137 at call 23) is recorded as won, but it loses.',
    });
    const wrongFirst = [
      { ...ALLOW_LATE.claims[0], firstWinCall: 9 },
      ...ALLOW_LATE.claims.slice(1),
    ] as VerifiableGame['claims'];
    expect(verifyGame({ ...ALLOW_LATE, claims: wrongFirst })).toEqual([
      {
        code: 'claim-first-win-mismatch',
        message: 'Claim 1 (card 150 at call 10) records a first win at call 9, but it is none.',
      },
    ]);
    const notLate = [
      ...ALLOW_LATE.claims.slice(0, 2),
      { ...ALLOW_LATE.claims[2], late: false },
    ] as VerifiableGame['claims'];
    expect(codes({ ...ALLOW_LATE, claims: notLate })).toEqual(['claim-late-mismatch']);
  });

  it('catches a late LastCallOnly claim moved back in time', () => {
    // Card 137 won at 22, lost at 23, then "re-claimed" at 22: the count went backwards.
    const claims = [
      { cardId: 137, calledCount: 23, won: false, late: true, firstWinCall: 22 },
      { cardId: 137, calledCount: 22, won: true, late: false, firstWinCall: 22 },
    ];
    const record = { ...LAST_CALL_ONLY, claims, winningCall: 22, winners: [137], prizeShareSantim: 9_000 };
    expect(verifyGame(record)).toEqual([
      {
        code: 'claims-out-of-order',
        message: 'Claim 2 (card 137 at call 22) is judged at an earlier count than the claim before it (23).',
      },
      {
        code: 'calls-after-end',
        message: '24 balls were released, but the game ended with the winning claim at call 22.',
      },
    ]);
  });

  it('catches claims outside the released calls, before call 5, after the win, or for another card', () => {
    expect(
      codes({ ...ABANDONED, claims: [{ cardId: 150, calledCount: 15, won: false, firstWinCall: null }] }),
    ).toEqual(['claim-count-out-of-range']);
    expect(
      verifyGame({ ...ABANDONED, claims: [{ cardId: 150, calledCount: 4, won: false, firstWinCall: null }] }),
    ).toEqual([
      {
        code: 'claim-count-out-of-range',
        message: 'Claim 1 (card 150 at call 4) is judged at a count outside 5..14 (the released count).',
      },
    ]);
    expect(
      codes({ ...ABANDONED, claims: [{ cardId: 7, calledCount: 10, won: false, firstWinCall: null }] }),
    ).toEqual(['claim-card-not-selected', 'lock-without-claim']);
    expect(verifyGame({ ...LAST_CALL_ONLY, released: 26 })).toEqual([
      {
        code: 'calls-after-end',
        message: '26 balls were released, but the game ended with the winning claim at call 24.',
      },
    ]);
    const afterWin = [
      ...LAST_CALL_ONLY.claims,
      { cardId: 150, calledCount: 24, won: false, late: false, firstWinCall: null },
    ];
    expect(codes({ ...LAST_CALL_ONLY, claims: afterWin })).toEqual(['claim-after-win']);
  });

  it('catches a lock on a card that was never checked', () => {
    expect(verifyGame({ ...ALLOW_LATE, lockedCards: [13, 150, 137] })).toContainEqual({
      code: 'lock-without-claim',
      message: 'Card 137 is locked but was never checked.',
    });
  });

  it('catches a game finished with no winner before every ball was released', () => {
    const unwon = { ...ABANDONED, lockedCards: [] };
    expect(verifyGame({ ...unwon, status: 'finished', released: 75 })).toEqual([]);
    expect(verifyGame({ ...unwon, status: 'finished', released: 22 })).toEqual([
      {
        code: 'status-mismatch',
        message:
          'The game is recorded as finished after 22 calls, but a game with no winner finishes only when all 75 numbers are called.',
      },
    ]);
    // A cashier may leave a game instead of finishing it, even once all 75 are out.
    expect(verifyGame({ ...unwon, status: 'abandoned', released: 75 })).toEqual([]);
  });

  it('catches a status that does not follow from the claims', () => {
    expect(codes({ ...ABANDONED, status: 'won' })).toEqual(['status-mismatch']);
    expect(verifyGame({ ...ALLOW_LATE, status: 'abandoned' })).toContainEqual({
      code: 'status-mismatch',
      message: 'Claim 3 won, but the game is recorded as abandoned.',
    });
  });

  it('catches a changed winning call, winners list or split', () => {
    expect(verifyGame({ ...ALLOW_LATE, winningCall: 25 })).toEqual([
      {
        code: 'winning-call-mismatch',
        message: 'The winning call is recorded as 25, but the winning claim counts at call 24.',
      },
    ]);
    expect(verifyGame({ ...ALLOW_LATE, winners: [109], prizeShareSantim: 10_000 })).toEqual([
      {
        code: 'winners-mismatch',
        message: 'The winners are recorded as 109, but the cards winning at call 24 are 109, 141.',
      },
      {
        code: 'split-mismatch',
        message: "Each winner's share is recorded as 10000 santim, but 10000 split 2 ways is 5000.",
      },
    ]);
    // A locked card never shares the prize.
    const locked = {
      ...LAST_CALL_ONLY,
      lockedCards: [141],
      claims: [
        { cardId: 141, calledCount: 10, won: false, late: false, firstWinCall: null },
        ...LAST_CALL_ONLY.claims,
      ],
    };
    expect(codes(locked)).toEqual(['winners-mismatch', 'split-mismatch']);
    expect(codes({ ...locked, winners: [109, 137], prizeShareSantim: 4_500 })).toEqual([]);
    expect(codes({ ...ALLOW_LATE, prizeShareSantim: 5_001 })).toEqual(['split-mismatch']);
    expect(codes({ ...ABANDONED, winners: [150] })).toEqual(['winners-mismatch']);
  });

  it('catches a prize scaled with its split, or a rate or commission that does not give the prize', () => {
    // Each share still follows from the prize, so only the money names it.
    expect(verifyGame({ ...ALLOW_LATE, prizeSantim: 20_000, prizeShareSantim: 10_000 })).toEqual([
      {
        code: 'money-mismatch',
        message:
          'The prize is recorded as 20000 santim, but 5 cards at 2500 santim make 12500, and less the 20% commission, rounded to whole Birr, the prize is 10000.',
      },
    ]);
    const doubled = { prizeSantim: 20_000, commissionSantim: 5_000, prizeShareSantim: 10_000 };
    expect(codes({ ...ALLOW_LATE, ...doubled })).toEqual(['money-mismatch', 'money-mismatch']);
    expect(codes({ ...ALLOW_LATE, ratePercent: 10 })).toEqual(['money-mismatch', 'money-mismatch']);
    expect(codes({ ...ABANDONED, commissionSantim: 0 })).toEqual(['money-mismatch']);
    expect(codes({ ...ABANDONED, ratePercent: 101 })).toEqual(['malformed']);
  });

  it('catches a winning claim whose card is locked or left out of the winners, however the money adds up', () => {
    // Card 54 first wins "Any one line" at call 20; claimed late at 22 it wins under AllowLate.
    const won: VerifiableGame = {
      ...ALLOW_LATE,
      cards: [3, 54],
      released: 22,
      claims: [{ cardId: 54, calledCount: 22, won: true, late: true, firstWinCall: 20 }],
      lockedCards: [],
      winningCall: 20,
      winners: [54],
      // Two cards at 62.50 Br and 20 %: the same 100 Br prize.
      betSantim: 6_250,
      prizeSantim: 10_000,
      commissionSantim: 2_500,
      prizeShareSantim: 10_000,
      bonusOfferedSantim: 5_000,
      bonusAwardedSantim: 5_000,
    };
    expect(verifyGame(won)).toEqual([]);
    const nobodyPaid = { ...won, winners: [], prizeShareSantim: 0 };
    expect(verifyGame({ ...nobodyPaid, lockedCards: [54] })).toEqual([
      {
        code: 'winning-card-locked',
        message: 'Claim 1 (card 54 at call 22) won, but its card is locked.',
      },
      {
        code: 'winners-mismatch',
        message: 'Claim 1 (card 54 at call 22) won, but its card is not among the recorded winners.',
      },
      {
        code: 'winners-mismatch',
        message: 'The winners are recorded as none, but the cards winning at call 20 are 54.',
      },
      {
        code: 'split-mismatch',
        message: "Each winner's share is recorded as 0 santim, but 10000 split 1 ways is 10000.",
      },
    ]);
    expect(codes({ ...won, lockedCards: [54] })).toEqual(['winning-card-locked']);
    expect(codes(nobodyPaid)).toEqual(['winners-mismatch', 'winners-mismatch', 'split-mismatch']);
  });

  it('catches a bonus that was not earned, raised, or withheld', () => {
    expect(verifyGame({ ...LAST_CALL_ONLY, bonusAwardedSantim: 50_000 })).toEqual([
      {
        code: 'bonus-mismatch',
        message: 'The bonus is recorded as 50000 santim, but a win at call 24 earns 0.',
      },
    ]);
    expect(codes({ ...ALLOW_LATE, bonusAwardedSantim: 60_000 })).toEqual(['bonus-mismatch']);
    expect(codes({ ...ALLOW_LATE, bonusAwardedSantim: 0 })).toEqual(['bonus-mismatch']);
    expect(codes({ ...ALLOW_LATE, bonusWithinCalls: 0 })).toEqual(['bonus-mismatch']);
    expect(codes({ ...ABANDONED, bonusAwardedSantim: 50_000 })).toEqual(['bonus-mismatch']);
  });

  it('reports malformed records instead of throwing', () => {
    expect(codes({ ...ALLOW_LATE, gameType: 9 })).toEqual(['malformed']);
    expect(codes({ ...ALLOW_LATE, lastCallRule: 'Sometimes' as LastCallRule })).toEqual(['malformed']);
    expect(verifyGame({ ...ALLOW_LATE, prizeSantim: -1 })).toEqual([
      { code: 'malformed', message: 'prizeSantim must be a non-negative whole number of santim.' },
    ]);
    expect(verifyGame({ ...ALLOW_LATE, bonusWithinCalls: 47 })).toEqual([
      { code: 'malformed', message: 'bonusWithinCalls must be 0 or a multiple of 5 up to 75.' },
    ]);
    expect(codes({ ...ALLOW_LATE, cards: [13, 13, 109] })).toEqual(['cards-invalid']);
    expect(codes({ ...ALLOW_LATE, cards: [0, 109] })).toEqual(['cards-invalid']);
    expect(codes({ ...ALLOW_LATE, released: 76 })).toEqual(['released-out-of-range']);
    expect(
      codes({ ...ALLOW_LATE, claims: [{ cardId: 13, calledCount: 12.5, won: false, firstWinCall: null }] }),
    ).toContain('claim-count-out-of-range');
  });
});
