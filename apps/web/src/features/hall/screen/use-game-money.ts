import { computeGameMoney, toBirr, toSantim } from '@bingo/engine';
import { useMemo } from 'react';
import type { HallSetup } from '../hall.store';
import type { GameInfo } from '../live-game';

/**
 * The prize and jackpot the screen shows: the server's once the game is bought; before that, the
 * prize worked out from the cards, the bet and the tier's commission rate, or null while the rate is
 * not known.
 */
export function useGameMoney(setup: HallSetup, ratePercent: number | null, started: GameInfo | null) {
  const previewPrize = useMemo(() => {
    if (ratePercent === null) return null;
    const money = computeGameMoney({
      cards: setup.selectedCards.length,
      betSantim: toSantim(setup.betAmount ?? 0),
      ratePercent,
    });
    return toBirr(money.prize);
  }, [ratePercent, setup.betAmount, setup.selectedCards.length]);

  return {
    prize: started?.prize ?? previewPrize,
    bonusAmount: started?.bonusAmount ?? setup.bonusAmount ?? 0,
  };
}
