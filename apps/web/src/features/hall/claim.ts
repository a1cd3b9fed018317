import type { LastCallRule } from '@bingo/contracts';
import { type ClaimVerdict, describeLateWin, getCard, judgeClaim, winningCards } from '@bingo/engine';

/** What the screen knows about a claim at once, before the server has recorded it. */
export interface LocalClaim {
  cardId: number;
  calledCount: number;
  engine: ClaimVerdict;
  /** Won under the shop's late-claim rule. */
  wins: boolean;
  /** "won at call k (B7), n calls ago" when the card had already won before the last call. */
  lateNotice: string | null;
  /** Other selected cards that win on the same call (they would share the prize). */
  othersWinning: number[];
}

/**
 * Judges a claim with the engine on the numbers the screen has been given, by the same rule the
 * server applies at its own count, so the hall sees the answer without waiting for the network.
 */
export function judgeLocally(input: {
  cardId: number;
  /** The numbers called so far, in order. */
  called: readonly number[];
  cards: readonly number[];
  gameType: number;
  lastCallRule: LastCallRule;
  lockedCards: readonly number[];
}): LocalClaim {
  const { cardId, called, cards, gameType, lastCallRule, lockedCards } = input;
  const calledCount = called.length;
  const engine = judgeClaim({ card: getCard(cardId), order: called, calledCount, gameType, lastCallRule });
  const othersWinning =
    engine.won && engine.winningCall !== null
      ? winningCards({
          cards,
          lockedCards,
          order: called,
          winningCall: engine.winningCall,
          gameType,
          lastCallRule,
        }).filter((id) => id !== cardId)
      : [];
  const lateNotice = describeLateWin({
    firstWinCall: engine.firstWinCall,
    winningBall: engine.firstWinBall,
    callsAgo: engine.callsAgo,
  });
  return { cardId, calledCount, engine, wins: engine.won, lateNotice, othersWinning };
}
