import { BALL_COUNT } from './ball.js';
import { isBonusWithinCalls } from './bonus.js';
import { judgeClaim } from './claim-verdict.js';
import { verifyCommitment } from './commitment.js';
import { DECK_SIZE, getCard, isCardId } from './deck.js';
import { isDrawOrder } from './draw.js';
import { MIN_CALLS_TO_CHECK } from './game-messages.js';
import { isGameTypeIndex } from './game-types.js';
import { isLastCallRule, type LastCallRule } from './last-call-rule.js';
import { settleWin } from './settlement.js';

/** A claim as recorded: the card, the count it was judged at, and the recorded verdict. */
export type RecordedClaim = {
  cardId: number;
  calledCount: number;
  won: boolean;
  late?: boolean;
  firstWinCall: number | null;
};

/** Everything a finished game records that can be checked against the rules. Amounts in santim. */
export type VerifiableGame = {
  order: readonly number[];
  salt: string;
  commitment: string;
  gameType: number;
  /** The selected printed-card ids. */
  cards: readonly number[];
  lastCallRule: LastCallRule;
  /** How many balls were released. */
  released: number;
  /**
   * The numbers as they were called, when the record keeps them: each must be the order's number at
   * its place, and there must be `released` of them.
   */
  calls?: readonly number[];
  /** In the order they were recorded. */
  claims: readonly RecordedClaim[];
  lockedCards: readonly number[];
  status: 'running' | 'won' | 'finished' | 'abandoned';
  winningCall: number | null;
  winners: readonly number[] | null;
  /** The prize offered. */
  prizeSantim: number;
  /** Each winner's share; null or 0 when nobody won. */
  prizeShareSantim: number | null;
  bonusWithinCalls: number;
  bonusOfferedSantim: number;
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
  | 'winners-mismatch'
  | 'split-mismatch'
  | 'bonus-mismatch';

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).every((n, i) => n === [...b].sort((x, y) => x - y)[i]);

const list = (ids: readonly number[]) => (ids.length === 0 ? 'none' : ids.join(', '));

/**
 * Checks a whole game record against the rules (DESIGN §5.7): the commitment, that the order is a
 * permutation of 1..75, that the recorded calls (when given) follow it, every claim's verdict at its
 * own count (with judgeClaim), that claim counts never go backwards, that the winners are exactly the unlocked selected cards sharing the win (with
 * winningCards), the split (share = floor(prize / winners), the remainder to the house) and the bonus
 * (awarded iff the win came within N > 0 calls, the amount offered). Never throws: a record too
 * malformed to check gives a `malformed` finding.
 *
 * @returns the findings, empty when the record is sound
 * @example verifyGame(record) // [] or [{ code: 'commitment-mismatch', message: '…' }]
 */
export function verifyGame(record: VerifiableGame): GameFinding[] {
  const findings: GameFinding[] = [];
  const find = (code: GameFindingCode, message: string) => findings.push({ code, message });
  try {
    checkShape(record, find);
    if (findings.length > 0) return findings;
    if (!isDrawOrder(record.order)) {
      find('order-not-permutation', 'The draw order is not a permutation of 1..75.');
      return findings;
    }
    if (!verifyCommitment(record.order, record.salt, record.commitment)) {
      find('commitment-mismatch', 'The order and salt do not hash to the published commitment.');
    }
    checkCalls(record, find);
    const winningClaim = checkClaims(record, find);
    checkOutcome(record, winningClaim, find);
  } catch (error) {
    find(
      'malformed',
      `The record cannot be checked: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return findings;
}

type Find = (code: GameFindingCode, message: string) => void;

const isCount = (n: unknown, max: number) =>
  Number.isInteger(n) && (n as number) >= 0 && (n as number) <= max;
const isSantim = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 0;

function checkShape(record: VerifiableGame, find: Find): void {
  if (!isGameTypeIndex(record.gameType)) find('malformed', `Unknown game type ${String(record.gameType)}.`);
  if (!isLastCallRule(record.lastCallRule))
    find('malformed', `Unknown lastCallRule ${String(record.lastCallRule)}.`);
  for (const key of ['prizeSantim', 'bonusOfferedSantim', 'bonusAwardedSantim'] as const) {
    if (!isSantim(record[key])) find('malformed', `${key} must be a non-negative whole number of santim.`);
  }
  if (!isBonusWithinCalls(record.bonusWithinCalls)) {
    find('malformed', 'bonusWithinCalls must be 0 or a multiple of 5 up to 75.');
  }
  const { cards } = record;
  const validCards = cards.every(isCardId);
  if (!validCards || new Set(cards).size !== cards.length) {
    find('cards-invalid', `The selected cards must be distinct ids from 1 to ${DECK_SIZE}.`);
  }
  if (!isCount(record.released, BALL_COUNT)) {
    find(
      'released-out-of-range',
      `The released count ${record.released} is not a whole number from 0 to 75.`,
    );
  }
}

/** The calls as recorded follow the order, one for each released ball. */
function checkCalls({ calls, order, released }: VerifiableGame, find: Find): void {
  if (calls === undefined) return;
  if (calls.length !== released) {
    find('calls-off-order', `${calls.length} calls are recorded, but the released count is ${released}.`);
  }
  const k = calls.findIndex((n, i) => n !== order[i]);
  if (k >= 0) {
    find('calls-off-order', `Call ${k + 1} was ${calls[k]}, but the order's number ${k + 1} is ${order[k]}.`);
  }
}

/** Checks each claim; returns the winning claim's index and credited call, if any. */
function checkClaims(record: VerifiableGame, find: Find): { index: number; winningCall: number } | null {
  const { order, gameType, lastCallRule, cards, claims, released } = record;
  let previousCount = 0;
  let winning: { index: number; winningCall: number } | null = null;
  claims.forEach((claim, i) => {
    const name = `Claim ${i + 1} (card ${claim.cardId} at call ${claim.calledCount})`;
    if (winning !== null)
      find('claim-after-win', `${name} was recorded after the winning claim ${winning.index + 1}.`);
    if (claim.calledCount < previousCount) {
      find(
        'claims-out-of-order',
        `${name} is judged at an earlier count than the claim before it (${previousCount}).`,
      );
    }
    previousCount = Math.max(previousCount, claim.calledCount);
    if (!cards.includes(claim.cardId)) {
      find('claim-card-not-selected', `${name} is for a card that is not in the game.`);
      return;
    }
    if (!isCount(claim.calledCount, released) || claim.calledCount < MIN_CALLS_TO_CHECK) {
      find(
        'claim-count-out-of-range',
        `${name} is judged at a count outside ${MIN_CALLS_TO_CHECK}..${released} (the released count).`,
      );
      return;
    }
    const verdict = judgeClaim({
      card: getCard(claim.cardId),
      order,
      calledCount: claim.calledCount,
      gameType,
      lastCallRule,
    });
    if (claim.won !== verdict.won) {
      find(
        'claim-verdict-mismatch',
        `${name} is recorded as ${claim.won ? 'won' : 'lost'}, but it ${verdict.won ? 'wins' : 'loses'}.`,
      );
    }
    if (claim.firstWinCall !== verdict.firstWinCall) {
      find(
        'claim-first-win-mismatch',
        `${name} records a first win at call ${claim.firstWinCall ?? 'none'}, but it is ${verdict.firstWinCall ?? 'none'}.`,
      );
    }
    if (claim.late !== undefined && claim.late !== verdict.late) {
      find(
        'claim-late-mismatch',
        `${name} is recorded as ${claim.late ? '' : 'not '}late, but it is ${verdict.late ? '' : 'not '}late.`,
      );
    }
    if (claim.won && verdict.won && verdict.winningCall !== null && winning === null) {
      winning = { index: i, winningCall: verdict.winningCall };
    }
  });
  for (const cardId of record.lockedCards) {
    if (!claims.some((claim) => claim.cardId === cardId)) {
      find('lock-without-claim', `Card ${cardId} is locked but was never checked.`);
    }
  }
  return winning;
}

function checkOutcome(
  record: VerifiableGame,
  winning: { index: number; winningCall: number } | null,
  find: Find,
): void {
  const { status, winningCall, prizeSantim } = record;
  const winners = record.winners ?? [];
  if ((status === 'won') !== (winning !== null)) {
    find(
      'status-mismatch',
      winning === null
        ? `The game is recorded as ${status}, but no claim won.`
        : `Claim ${winning.index + 1} won, but the game is recorded as ${status}.`,
    );
  }
  if (status !== 'won' || winning === null) {
    if (winningCall !== null || winners.length > 0 || (record.prizeShareSantim ?? 0) !== 0) {
      find('winners-mismatch', 'A game nobody won records a winning call, winners or a prize share.');
    }
    if (record.bonusAwardedSantim !== 0) {
      find('bonus-mismatch', `A game nobody won records a bonus of ${record.bonusAwardedSantim} santim.`);
    }
    return;
  }
  if (winningCall !== winning.winningCall) {
    find(
      'winning-call-mismatch',
      `The winning call is recorded as ${winningCall ?? 'none'}, but the winning claim counts at call ${winning.winningCall}.`,
    );
  }
  const endedAt = record.claims[winning.index]?.calledCount ?? 0;
  if (record.released > endedAt) {
    find(
      'calls-after-end',
      `${record.released} balls were released, but the game ended with the winning claim at call ${endedAt}.`,
    );
  }
  const call = winning.winningCall;
  const expected = settleWin({ ...record, winningCall: call });
  if (!sameSet(winners, expected.winners)) {
    find(
      'winners-mismatch',
      `The winners are recorded as ${list(winners)}, but the cards winning at call ${call} are ${list(expected.winners)}.`,
    );
  }
  if (record.prizeShareSantim !== expected.shareSantim) {
    find(
      'split-mismatch',
      `Each winner's share is recorded as ${record.prizeShareSantim ?? 'none'} santim, but ${prizeSantim} split ${expected.winners.length} ways is ${expected.shareSantim}.`,
    );
  }
  if (record.bonusAwardedSantim !== expected.bonusSantim) {
    find(
      'bonus-mismatch',
      `The bonus is recorded as ${record.bonusAwardedSantim} santim, but a win at call ${call} earns ${expected.bonusSantim}.`,
    );
  }
}
