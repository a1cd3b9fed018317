// i18n-namespace: sales
import type { SaleOutcome } from '@bingo/contracts';
import { GAME_TYPES } from '@bingo/engine';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import { msg } from '@/i18n/msg';

/** The sales words, read at call time so they follow the viewer's language. */
const salesT = () => i18n.getFixedT(null, 'sales');

/** The game type by its name ('Any vertical'); the spec's 'Game Type {n}' told a hall nothing. */
export function gameTypeLabel(gameType: number): string {
  const t = salesT();
  const name = GAME_TYPES[gameType]?.name;
  if (!name) return t('Game Type {{number}}', { number: gameType });
  const hallT = i18n.getFixedT(null, 'hall');
  // i18n-dynamic: the names are msg() keys of GAME_TYPE_NAMES in features/hall/game-type-names.ts
  return hallT(name);
}

/** The server's bonus type ('Within 10 calls'); its 'None', or none at all, reads as 'None'. */
export function bonusTypeLabel(bonusType: string | null | undefined): string {
  const t = salesT();
  if (!bonusType?.trim() || bonusType === 'None') return t('None');
  const within = /^Within (\d+) calls$/.exec(bonusType);
  return within ? t('Within {{count}} calls', { count: Number(within[1]) }) : bonusType;
}

/** How a hall reads each outcome the API records on a sale (DESIGN 5.5). */
const OUTCOME_LABELS: Record<SaleOutcome, string> = {
  Won: msg('Won'),
  NoWinner: msg('No winner'),
  Abandoned: msg('Abandoned'),
  Running: msg('Running'),
};

/** The game's outcome as the sales tables and CSVs show it; an abandoned game says if its stakes went back. */
export function outcomeLabel(row: { outcome: SaleOutcome; refunded: boolean }): string {
  const t = salesT();
  if (row.outcome === 'Abandoned' && row.refunded) return t('Abandoned (refunded)');
  // i18n-dynamic: the outcomes are msg() keys in OUTCOME_LABELS
  return t(OUTCOME_LABELS[row.outcome]);
}

/**
 * Loads the words the labels above read, the sales words and the hall's game type names (suspending
 * until they are there), and re-renders the screen when the language changes. Every screen that
 * shows a sale's labels, or writes them into a CSV or a report, calls it.
 */
export function useSaleLabels(): void {
  useTranslation(['sales', 'hall']);
}
