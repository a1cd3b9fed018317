import type { LastCallRule } from './last-call-rule.js';

/** A claim as recorded: the card, the count it was judged at, and the recorded verdict. */
export type RecordedClaim = {
  /** The printed card claimed, 1..150; it must be one of the game's cards. */
  cardId: number;
  /** How many balls had been called when it was judged: from 5 (Check) to the released count. */
  calledCount: number;
  /** The recorded verdict: did the claim win? */
  won: boolean;
  /** Whether it was recorded as a missed bingo (judgeClaim's `late`); not checked when absent. */
  late?: boolean;
  /** The 1-based call the card first won at, or null: judgeClaim's `firstWinCall`. */
  firstWinCall: number | null;
};

/**
 * Everything a finished game records that can be checked against the rules. Amounts are integer
 * santim (1 Birr = 100 santim); calls and counts are 1-based, from 1 to 75.
 */
export type VerifiableGame = {
  /** The draw order revealed after the game: each ball 1..75 once. */
  order: readonly number[];
  /** The salt revealed after the game: 64 hex digits, read in either case (see verifyCommitment). */
  salt: string;
  /** The commitment published at Start: hex SHA-256 of `salt:order` (see drawCommitment). */
  commitment: string;
  /** The game type, 0–7 (GAME_TYPES). */
  gameType: number;
  /** The selected printed-card ids, 1..150, each once. */
  cards: readonly number[];
  /** The shop's late-claim rule the game was played under. */
  lastCallRule: LastCallRule;
  /** How many balls were released, 0–75. */
  released: number;
  /**
   * The numbers as they were called, when the record keeps them: each must be the order's number at
   * its place, and there must be `released` of them.
   */
  calls?: readonly number[];
  /** In the order they were recorded. */
  claims: readonly RecordedClaim[];
  /** Card ids locked after a losing check; a locked card cannot be checked again. */
  lockedCards: readonly number[];
  /** `won` when a claim won; `finished` only once all 75 were released without a win. */
  status: 'running' | 'won' | 'finished' | 'abandoned';
  /** The 1-based call the win is credited to (the winning verdict's `winningCall`), or null. */
  winningCall: number | null;
  /** The card ids sharing the prize, or null (or empty) when nobody won. */
  winners: readonly number[] | null;
  /** The bet per card, as the game was started. */
  betSantim: number;
  /** The commission rate in percent the game was started with (0–100, at most 2 decimals). */
  ratePercent: number;
  /** The prize offered: must be computeGameMoney's for the cards, bet and rate. */
  prizeSantim: number;
  /** What the house kept: the total (cards × bet) less the prize. */
  commissionSantim: number;
  /** Each winner's share; null or 0 when nobody won. */
  prizeShareSantim: number | null;
  /** The bonus type N: 0 for none, or 5, 10, …, 75 for a win within N calls (isBonusWithinCalls). */
  bonusWithinCalls: number;
  /** The bonus amount offered. */
  bonusOfferedSantim: number;
  /** The bonus paid: the amount offered when the win came within N > 0 calls, else 0. */
  bonusAwardedSantim: number;
};

/** What verifyGame found wrong, with a stable code for programs and a sentence for people. */
export type GameFinding = { code: GameFindingCode; message: string };

/** The kinds of finding verifyGame can report. */
export type GameFindingCode =
  | 'malformed'
  | 'order-not-permutation'
  | 'commitment-mismatch'
  | 'cards-invalid'
  | 'released-out-of-range'
  | 'calls-off-order'
  | 'claim-card-not-selected'
  | 'claim-count-out-of-range'
  | 'claims-out-of-order'
  | 'claim-after-win'
  | 'calls-after-end'
  | 'claim-verdict-mismatch'
  | 'claim-first-win-mismatch'
  | 'claim-late-mismatch'
  | 'lock-without-claim'
  | 'status-mismatch'
  | 'winning-call-mismatch'
  | 'winning-card-locked'
  | 'winners-mismatch'
  | 'money-mismatch'
  | 'split-mismatch'
  | 'bonus-mismatch';
