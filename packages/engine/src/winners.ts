import { judgeClaim } from './claim-verdict.js';
import { getCard } from './deck.js';
import type { LastCallRule } from './last-call-rule.js';

/** A game's cards, locks, order and rules, and the call a win is credited to. */
export type WinningCardsInput = {
  cards: readonly number[];
  lockedCards: readonly number[];
  order: readonly number[];
  winningCall: number;
  gameType: number;
  lastCallRule: LastCallRule;
};

/**
 * The cards that share a win credited to `winningCall`: every selected card not locked whose claim
 * at that call would win and be credited to that same call. Under `AllowLate` these are the cards
 * whose first win is at `winningCall`; under `LastCallOnly`, the cards with a winning pattern
 * through the ball of `winningCall`. Ascending card ids; the prize is split between them.
 *
 * @param input.cards the game's selected printed-card ids (1..150)
 * @param input.order the draw order, or at least its first `winningCall` balls
 * @throws RangeError for a card id outside the deck or a malformed order, call, type or rule
 * @example
 * const order = createDrawOrder(seededRandomInt(42));
 * winningCards({ cards: [3, 54, 98], lockedCards: [98], order, winningCall: 20, gameType: 4, lastCallRule: 'AllowLate' }) // [54]
 */
export function winningCards(input: WinningCardsInput): number[] {
  const { cards, lockedCards, order, winningCall, gameType, lastCallRule } = input;
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
