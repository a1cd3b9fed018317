import type { SaleOutcome } from '@bingo/contracts';
import { GAME_TYPES } from '@bingo/engine';

/** The game type by its name ('Any vertical'); the spec's 'Game Type {n}' told a hall nothing. */
export function gameTypeLabel(gameType: number): string {
  return GAME_TYPES[gameType]?.name ?? `Game Type ${gameType}`;
}

export function bonusTypeLabel(bonusType: string | null | undefined): string {
  return bonusType?.trim() ? bonusType : 'None';
}

/** How a hall reads each outcome the API records on a sale (DESIGN 5.5). */
const OUTCOME_LABELS: Record<SaleOutcome, string> = {
  Won: 'Won',
  NoWinner: 'No winner',
  Abandoned: 'Abandoned',
  Running: 'Running',
};

/** The game's outcome as the sales tables and CSVs show it. */
export function outcomeLabel(row: { outcome: SaleOutcome }): string {
  return OUTCOME_LABELS[row.outcome];
}
