import { MIN_SELECTED_CARDS, SELECT_TWO_CARDS_MESSAGE } from './game-messages.js';

/**
 * Why a game cannot start with `count` cards in a shop allowing `minCards` to `maxCards`, or null
 * when the count is allowed. Every game needs at least MIN_SELECTED_CARDS (2), whatever the shop's
 * minimum says. A count that is not a whole number (NaN, 2.5) gets the "at least" message.
 *
 * @example cardCountProblem(1, 1, 20) // 'Please select at least 2 cards before playing.'
 * @example cardCountProblem(3, 5, 20) // 'Please select at least 5 cards before playing.'
 * @example cardCountProblem(25, 2, 20) // 'Please select at most 20 cards for this shop.'
 * @throws RangeError when the shop's limits are not whole numbers: a NaN limit would otherwise let
 *   any count pass, or name "NaN cards" to the cashier
 */
export function cardCountProblem(count: number, minCards: number, maxCards: number): string | null {
  if (!Number.isInteger(minCards) || !Number.isInteger(maxCards)) {
    throw new RangeError(`Card limits must be whole numbers, got ${minCards} to ${maxCards}`);
  }
  const min = Math.max(MIN_SELECTED_CARDS, minCards);
  // NaN fails every comparison below and a fraction of a card is no selection, so neither may pass
  // as allowed; an infinite count is still caught as too many.
  const notWhole = Number.isFinite(count) ? !Number.isInteger(count) : Number.isNaN(count);
  if (notWhole || count < min) {
    return min === MIN_SELECTED_CARDS
      ? SELECT_TWO_CARDS_MESSAGE
      : `Please select at least ${min} cards before playing.`;
  }
  if (count > maxCards) return `Please select at most ${maxCards} cards for this shop.`;
  return null;
}
