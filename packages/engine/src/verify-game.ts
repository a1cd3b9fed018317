import { BALL_COUNT } from './ball.js';
import { isBonusWithinCalls } from './bonus.js';
import { judgeClaim } from './claim-verdict.js';
import { verifyCommitment } from './commitment.js';
import { DECK_SIZE, getCard, isCardId } from './deck.js';
import { isDrawOrder } from './draw.js';
import { MIN_CALLS_TO_CHECK } from './game-messages.js';
import { isGameTypeIndex } from './game-types.js';
import { isLastCallRule } from './last-call-rule.js';
import { settleWin } from './settlement.js';
import { findingMessage as say } from './verify-game-messages.js';
import type { GameFinding, GameFindingCode, RecordedClaim, VerifiableGame } from './verify-game-record.js';
import { checkMoney } from './verify-money.js';

export type { GameFinding, GameFindingCode, RecordedClaim, VerifiableGame } from './verify-game-record.js';

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).every((n, i) => n === [...b].sort((x, y) => x - y)[i]);

const NONE = say('none');
const list = (ids: readonly number[]) => (ids.length === 0 ? NONE : ids.join(', '));

/**
 * Checks a whole game record against the rules (DESIGN §5.7): the commitment, that the order is a
 * permutation of 1..75, that the recorded calls (when given) follow it, every claim's verdict at its
 * own count (with judgeClaim), that claim counts never go backwards, that the winners are exactly the unlocked selected cards sharing the win (with
 * winningCards), the split (share = floor(prize / winners), the remainder to the house), the bonus
 * (awarded iff the win came within N > 0 calls, the amount offered), the money (the prize and
 * commission are computeGameMoney's for the cards, bet and rate: checkMoney), and that a game
 * `finished` with no winner released all 75 balls. Never throws: a record too malformed to check
 * gives a `malformed` finding.
 *
 * @returns the findings, empty when the record is sound
 * @example
 * verifyGame(record) // [] — a sound record
 * verifyGame({ ...record, salt: '00'.repeat(32) }) // [{ code: 'commitment-mismatch', … }]
 */
export function verifyGame(record: VerifiableGame): GameFinding[] {
  const findings: GameFinding[] = [];
  const find = (code: GameFindingCode, message: string) => findings.push({ code, message });
  try {
    checkShape(record, find);
    if (findings.length > 0) return findings;
    if (!isDrawOrder(record.order)) {
      find('order-not-permutation', say('orderNotPermutation'));
      return findings;
    }
    if (!verifyCommitment(record.order, record.salt, record.commitment)) {
      find('commitment-mismatch', say('commitmentMismatch'));
    }
    checkCalls(record, find);
    const winningClaim = checkClaims(record, find);
    checkOutcome(record, winningClaim, find);
    checkMoney(record, find);
  } catch (error) {
    find('malformed', say('uncheckable', { reason: error instanceof Error ? error.message : String(error) }));
  }
  return findings;
}

type Find = (code: GameFindingCode, message: string) => void;

const isCount = (n: unknown, max: number) =>
  Number.isInteger(n) && (n as number) >= 0 && (n as number) <= max;
const isSantim = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 0;

function checkShape(record: VerifiableGame, find: Find): void {
  if (!isGameTypeIndex(record.gameType))
    find('malformed', say('unknownGameType', { value: record.gameType }));
  if (!isLastCallRule(record.lastCallRule))
    find('malformed', say('unknownLastCallRule', { value: String(record.lastCallRule) }));
  for (const key of ['prizeSantim', 'bonusOfferedSantim', 'bonusAwardedSantim'] as const) {
    if (!isSantim(record[key])) find('malformed', say('notSantim', { field: key }));
  }
  if (!isBonusWithinCalls(record.bonusWithinCalls)) find('malformed', say('badBonusWithinCalls'));
  const { cards } = record;
  const validCards = cards.every(isCardId);
  if (!validCards || new Set(cards).size !== cards.length) {
    find('cards-invalid', say('cardsInvalid', { max: DECK_SIZE }));
  }
  if (!isCount(record.released, BALL_COUNT)) {
    find('released-out-of-range', say('releasedOutOfRange', { released: record.released }));
  }
}

/** The calls as recorded follow the order, one for each released ball. */
function checkCalls({ calls, order, released }: VerifiableGame, find: Find): void {
  if (calls === undefined) return;
  if (calls.length !== released) {
    find('calls-off-order', say('callCount', { count: calls.length, released }));
  }
  const k = calls.findIndex((n, i) => n !== order[i]);
  if (k >= 0) {
    const values = { call: k + 1, number: String(calls[k]), place: k + 1, expected: String(order[k]) };
    find('calls-off-order', say('callOffOrder', values));
  }
}

/** Checks each claim; returns the winning claim's index and credited call, if any. */
function checkClaims(record: VerifiableGame, find: Find): { index: number; winningCall: number } | null {
  const { order, gameType, lastCallRule, cards, claims, released } = record;
  let previousCount = 0;
  let winning: { index: number; winningCall: number } | null = null;
  claims.forEach((claim, i) => {
    const name = { claim: i + 1, card: claim.cardId, count: claim.calledCount };
    if (winning !== null)
      find('claim-after-win', say('claimAfterWin', { ...name, winning: winning.index + 1 }));
    if (claim.calledCount < previousCount) {
      find('claims-out-of-order', say('claimsOutOfOrder', { ...name, previous: previousCount }));
    }
    previousCount = Math.max(previousCount, claim.calledCount);
    if (!cards.includes(claim.cardId)) {
      find('claim-card-not-selected', say('claimCardNotSelected', name));
      return;
    }
    if (!isCount(claim.calledCount, released) || claim.calledCount < MIN_CALLS_TO_CHECK) {
      const range = { min: MIN_CALLS_TO_CHECK, released };
      find('claim-count-out-of-range', say('claimCountOutOfRange', { ...name, ...range }));
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
      find('claim-verdict-mismatch', say(claim.won ? 'claimWonButLoses' : 'claimLostButWins', name));
    }
    if (claim.firstWinCall !== verdict.firstWinCall) {
      const calls = { recorded: claim.firstWinCall ?? NONE, actual: verdict.firstWinCall ?? NONE };
      find('claim-first-win-mismatch', say('claimFirstWin', { ...name, ...calls }));
    }
    if (claim.late !== undefined && claim.late !== verdict.late) {
      find('claim-late-mismatch', say(claim.late ? 'claimLateButNot' : 'claimNotLateButLate', name));
    }
    if (claim.won && verdict.won && verdict.winningCall !== null && winning === null) {
      winning = { index: i, winningCall: verdict.winningCall };
    }
  });
  for (const cardId of record.lockedCards) {
    if (!claims.some((claim) => claim.cardId === cardId)) {
      find('lock-without-claim', say('lockWithoutClaim', { card: cardId }));
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
  // The API finishes a game with no winner only once every ball is out; an abandoned game may stop
  // at any count, 75 included (the cashier may leave instead of finishing).
  if (status === 'finished' && record.released !== BALL_COUNT) {
    find('status-mismatch', say('finishedEarly', { released: record.released, count: BALL_COUNT }));
  }
  if ((status === 'won') !== (winning !== null)) {
    find(
      'status-mismatch',
      winning === null
        ? say('statusButNoWin', { status: String(status) })
        : say('winButStatus', { claim: winning.index + 1, status: String(status) }),
    );
  }
  if (status !== 'won' || winning === null) {
    if (winningCall !== null || winners.length > 0 || (record.prizeShareSantim ?? 0) !== 0) {
      find('winners-mismatch', say('noWinnerPaid'));
    }
    if (record.bonusAwardedSantim !== 0) {
      find('bonus-mismatch', say('noWinnerBonus', { bonus: record.bonusAwardedSantim }));
    }
    return;
  }
  if (winningCall !== winning.winningCall) {
    const calls = { recorded: winningCall ?? NONE, call: winning.winningCall };
    find('winning-call-mismatch', say('winningCall', calls));
  }
  const endedAt = record.claims[winning.index]?.calledCount ?? 0;
  if (record.released > endedAt) {
    find('calls-after-end', say('callsAfterEnd', { released: record.released, call: endedAt }));
  }
  const claim = record.claims[winning.index] as RecordedClaim;
  const name = { claim: winning.index + 1, card: claim.cardId, count: claim.calledCount };
  // The API refuses to check a locked card, so its winning claim is a record that contradicts itself;
  // the rest is settled as if the lock were not there, so the winner is named and paid.
  const lockedCards = record.lockedCards.filter((id) => id !== claim.cardId);
  if (lockedCards.length < record.lockedCards.length) {
    find('winning-card-locked', say('winningCardLocked', name));
  }
  if (!winners.includes(claim.cardId)) find('winners-mismatch', say('winningCardNotWinner', name));
  const call = winning.winningCall;
  const expected = settleWin({ ...record, lockedCards, winningCall: call });
  if (!sameSet(winners, expected.winners)) {
    const lists = { recorded: list(winners), expected: list(expected.winners) };
    find('winners-mismatch', say('winners', { ...lists, call }));
  }
  if (record.prizeShareSantim !== expected.shareSantim) {
    const split = { prize: prizeSantim, ways: expected.winners.length, share: expected.shareSantim };
    find('split-mismatch', say('split', { recorded: record.prizeShareSantim ?? NONE, ...split }));
  }
  if (record.bonusAwardedSantim !== expected.bonusSantim) {
    const bonus = { recorded: record.bonusAwardedSantim, expected: expected.bonusSantim };
    find('bonus-mismatch', say('bonus', { ...bonus, call }));
  }
}
