import { type CurrentGame, CurrentGameSchema } from '@bingo/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api';
import type { ActiveGame } from './active-game';

/**
 * The notice for a game taken back from the server's record: the hall may have heard numbers after
 * the last call the server has proof of, and those are called again.
 */
export const serverRestoredNotice = (calledCount: number) =>
  `Game restored from the server at call ${calledCount}. The numbers after call ${calledCount} will be called again in the same order. Press Continue to resume calling.`;

/** The cashier's own running game on the server, or null when there is none. */
export async function getCurrentGame(): Promise<CurrentGame | null> {
  try {
    return await api.get('/games/current', CurrentGameSchema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const currentGameQuery = (fetchCurrent: () => Promise<CurrentGame | null>) =>
  queryOptions({ queryKey: ['games', 'current'], queryFn: fetchCurrent, staleTime: 0, retry: false });

/**
 * The server's record as a saved game, paused at the furthest call the server has proof of.
 * Calling again the numbers the hall may already have heard after that call is harmless: the draw
 * order was fixed and committed at purchase, so they come out the same, in the same order, and no
 * claim can be judged on a different draw.
 */
export function activeGameFromServer(current: CurrentGame, speed: number, voice: string): ActiveGame {
  return {
    game: {
      gameId: current.id,
      drawOrder: current.drawOrder,
      commitment: current.commitment,
      prize: current.prize,
      commission: current.commission,
      // The balance after the purchase is not part of the record; the restored screen never shows it.
      newBalance: 0,
      totalAmount: current.totalAmount,
      betAmount: current.betAmount,
      ratePercent: current.ratePercent,
      cards: current.cards,
      numberOfCards: current.cards.length,
      gameType: current.gameType,
      gameTypeName: current.gameTypeName,
      typeIndex: current.typeIndex,
      bonusWithinCalls: current.bonusWithinCalls,
      bonusAmount: current.bonusOffered,
      lastCallRule: current.lastCallRule,
      createdAt: current.createdAt,
    },
    speed,
    voice,
    calledCount: current.knownCalledCount,
    checkedCards: [...new Set(current.claims.map((c) => c.cardId))],
    lockedCards: current.lockedCards,
    claims: current.claims.map(({ cardId, calledCount, won }) => ({ cardId, calledCount, won })),
    resumedAtCall: current.knownCalledCount,
  };
}
