// i18n-namespace: sales
import type { SalesRecord } from '@bingo/contracts';
import { i18n } from '@/i18n/i18n';
import { msg } from '@/i18n/msg';
import { buildCsv, type CsvCell } from '@/lib/csv';
import { formatDateTime } from '@/lib/format';
import { bonusTypeLabel, gameTypeLabel, outcomeLabel } from './sale-labels';

/**
 * The titles of saleFigures' columns after the game type. Every sales table and CSV shows them, and
 * they are translated from this (sales) catalog wherever they appear.
 */
export const SALE_FIGURE_TITLES = [
  msg('Cards'),
  msg('Total'),
  msg('Commission'),
  msg('Win'),
  msg('Outcome'),
  msg('Bonus'),
] as const;

export const SALES_HISTORY_HEADER = [
  msg('#'),
  msg('Price'),
  msg('Type'),
  ...SALE_FIGURE_TITLES,
  msg('Bonus Type'),
  msg('Date & Time'),
] as const;

/** A sale's figures from its card price to its bonus, as every sales CSV lists them. */
export function saleFigures(r: SalesRecord): CsvCell[] {
  return [
    r.cardPrice,
    gameTypeLabel(r.gameType),
    r.numberOfCards,
    r.totalAmount,
    r.commission,
    r.actualWin,
    outcomeLabel(r),
    r.bonusAmount,
  ];
}

/** The Sales History rows as a CSV, amounts as plain numbers so spreadsheets can sum them. */
export function salesHistoryCsv(rows: readonly SalesRecord[]): string {
  const t = i18n.getFixedT(null, 'sales');
  return buildCsv(
    // i18n-dynamic: the headers are msg() keys in SALES_HISTORY_HEADER
    SALES_HISTORY_HEADER.map((h) => t(h)),
    rows.map((r, i) => [i + 1, ...saleFigures(r), bonusTypeLabel(r.bonusType), formatDateTime(r.playedAt)]),
  );
}
