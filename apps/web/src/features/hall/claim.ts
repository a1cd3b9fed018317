import type { LastCallRule } from '@bingo/contracts';
import { type CardTracker, type ClaimResult, describeLateWin, evaluateClaim, getCard } from '@bingo/engine';

/** What the screen knows about a claim at once, before the server has recorded it. */
export interface LocalClaim {
  cardId: number;
  calledCount: number;
  engine: ClaimResult;
  /** Won under the shop's late-claim rule: a late bingo counts only with AllowLate. */
  wins: boolean;
  /** "won at call k (B7), n calls ago" when the card had already won before the last call. */
  lateNotice: string | null;
  /** Other selected cards that first won on the same call (they would share the prize). */
  othersWinning: number[];
}

/**
 * Judges a claim with the engine on the numbers the screen has been given, as the server will at its
 * own count, so the hall sees the answer without waiting for the network.
 */
export function judgeClaim(input: {
  cardId: number;
  /** The numbers called so far, in order. */
  called: readonly number[];
  gameType: number;
  lastCallRule: LastCallRule;
  tracker: CardTracker;
  lockedCards: readonly number[];
}): LocalClaim {
  const { cardId, called, gameType, lastCallRule, tracker, lockedCards } = input;
  const calledCount = called.length;
  const engine = evaluateClaim(getCard(cardId), called, calledCount, gameType);
  const wins = engine.won && (!engine.late || lastCallRule === 'AllowLate');
  const othersWinning =
    wins && engine.firstWinCall !== null
      ? tracker
          .winners(gameType, engine.firstWinCall)
          .filter((id) => id !== cardId && !lockedCards.includes(id))
      : [];
  return { cardId, calledCount, engine, wins, lateNotice: describeLateWin(engine), othersWinning };
}
