import { judgeClaim } from './claim-verdict.js';
import { getCard } from './deck.js';
import { gameTypeAt } from './game-types.js';
import { assertLastCallRule, type LastCallRule } from './last-call-rule.js';

/** A game's cards, locks, order and rules, and the call a win is credited to. */
export type WinningCardsInput = {
  /** The game's selected printed-card ids (1..150); duplicates count once. */
  cards: readonly number[];
  /** Card ids that can no longer win (ids not among `cards` are ignored). */
  lockedCards: readonly number[];
  /** The draw order, or at least its first `winningCall` balls. */
  order: readonly number[];
  /** The 1-based call the win is credited to (a winning ClaimVerdict's `winningCall`). */
  winningCall: number;
  /** The game type, 0–7. */
  gameType: number;
  /** The shop's late-claim rule. */
  lastCallRule: LastCallRule;
};

/**
 * The cards that share a win credited to `winningCall`: every selected card not locked whose claim
 * at that call would win and be credited to that same call. Under `AllowLate` these are the cards
 * whose first win is at `winningCall`; under `LastCallOnly`, the cards with a winning pattern
 * through the ball of `winningCall`. Ascending card ids; the prize is split between them.
 *
 * @param input.cards the game's selected printed-card ids (1..150); duplicates count once
 * @param input.lockedCards card ids that can no longer win (ids not among `cards` are ignored)
 * @param input.order the draw order, or at least its first `winningCall` balls
 * @param input.winningCall the 1-based call the win is credited to (a ClaimVerdict's `winningCall`)
 * @param input.gameType the game type, 0–7
 * @throws RangeError for a card id outside the deck (locked or not), a winningCall that is not a
 *   whole number from 1 to order.length, a game type outside 0–7, an unknown lastCallRule, or a
 *   number in the order that is not a ball or repeats one
 * @example
 * const order = createDrawOrder(seededRandomInt(42));
 * winningCards({ cards: [3, 54, 98], lockedCards: [98], order, winningCall: 20, gameType: 4, lastCallRule: 'AllowLate' }) // [54]
 */
export function winningCards(input: WinningCardsInput): number[] {
  const { cards, lockedCards, order, winningCall, gameType, lastCallRule } = input;
  // Checked before any card is judged, so an empty or fully locked selection cannot hide a bad input.
  if (!Number.isInteger(winningCall) || winningCall < 1 || winningCall > order.length) {
    throw new RangeError(`winningCall must be a whole number from 1 to ${order.length}, got ${winningCall}`);
  }
  gameTypeAt(gameType);
  assertLastCallRule(lastCallRule);
  for (const id of cards) getCard(id);
  const locked = new Set(lockedCards);
  return [...new Set(cards)]
    .filter((id) => !locked.has(id))
    .filter((id) => {
      const verdict = judgeClaim({
        card: getCard(id),
        order,
        calledCount: winningCall,
        gameType,
        lastCallRule,
      });
      return verdict.won && verdict.winningCall === winningCall;
    })
    .sort((a, b) => a - b);
}
