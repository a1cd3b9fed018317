import type { SalesSummary } from '@bingo/contracts';
import { toSantim } from '@bingo/engine';

/**
 * What the range's sales left in the drawers (DESIGN 5.5 and 9): the stakes taken, less the prizes
 * and bonuses paid and the stakes handed back on abandoned games — the shifts' expected cash without
 * their opening floats. Summed in santim so no float error reaches the screen.
 */
export function salesNet(
  s: Pick<SalesSummary, 'totalRevenue' | 'totalWinnings' | 'totalBonus' | 'totalRefunds'>,
): number {
  const santim =
    toSantim(s.totalRevenue) - toSantim(s.totalWinnings) - toSantim(s.totalBonus) - toSantim(s.totalRefunds);
  return santim / 100;
}
