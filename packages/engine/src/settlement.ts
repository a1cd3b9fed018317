import { bonusAward, bonusTypeLabel } from './bonus.js';
import { splitPrize } from './money.js';
import { type WinningCardsInput, winningCards } from './winners.js';

/** How a won game pays out. Amounts in santim. */
export type Settlement = {
  /** The cards sharing the prize, ascending. */
  winners: number[];
  /** Each winner's share, rounded down to the santim. */
  shareSantim: number;
  /** What the rounding leaves to the house. */
  remainderSantim: number;
  /** The bonus earned: the amount offered when the win came within N > 0 calls, else 0. */
  bonusSantim: number;
  /** As recorded on the game and its sales row: 'Within N calls' when the bonus is paid, else 'None'. */
  bonusType: string;
};

/**
 * Settles a win credited to `winningCall` (a winning ClaimVerdict's `winningCall`): the co-winners
 * (winningCards), the equal split with the remainder to the house (splitPrize) and the bonus
 * (bonusAward). The API records exactly this, and verifyGame checks a record against it.
 *
 * @param input.prizeSantim the prize offered (computeGameMoney's `prize`), in santim
 * @param input.bonusWithinCalls the bonus type N: 0 for none, or 5, 10, …, 75
 * @param input.bonusOfferedSantim the bonus amount offered, in santim, paid when the win came within N calls
 * @throws RangeError for malformed cards, order, call, type, rule or amounts, and when no card wins
 *   at `winningCall` (a winning claimant is never locked, so a settlement always has a winner)
 * @example
 * const order = createDrawOrder(seededRandomInt(42));
 * settleWin({ cards: [3, 109, 141], lockedCards: [], order, winningCall: 24, gameType: 4, lastCallRule: 'AllowLate', prizeSantim: 10_001, bonusWithinCalls: 25, bonusOfferedSantim: 50_000 })
 * // { winners: [109, 141], shareSantim: 5000, remainderSantim: 1, bonusSantim: 50000, bonusType: 'Within 25 calls' }
 */
export function settleWin(
  input: WinningCardsInput & {
    prizeSantim: number;
    bonusWithinCalls: number;
    bonusOfferedSantim: number;
  },
): Settlement {
  const winners = winningCards(input);
  if (winners.length === 0) {
    throw new RangeError(`No selected, unlocked card wins at call ${input.winningCall}: nothing to settle`);
  }
  const { share, remainder } = splitPrize(input.prizeSantim, winners.length);
  const bonusSantim = bonusAward({
    winningCall: input.winningCall,
    withinCalls: input.bonusWithinCalls,
    amount: input.bonusOfferedSantim,
  });
  return {
    winners,
    shareSantim: share,
    remainderSantim: remainder,
    bonusSantim,
    bonusType: bonusSantim > 0 ? bonusTypeLabel(input.bonusWithinCalls) : 'None',
  };
}
