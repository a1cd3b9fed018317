import type { SalesRecord } from '@bingo/contracts';
import { buildCsv } from '@/lib/csv';
import { formatDateTime } from '@/lib/format';
import { bonusTypeLabel, gameTypeLabel, outcomeLabel } from './sale-labels';

export const SALES_HISTORY_HEADER = [
  '#',
  'Price',
  'Type',
  'Cards',
  'Total',
  'Commission',
  'Win',
  'Outcome',
  'Bonus',
  'Bonus Type',
  'Date & Time',
] as const;

/** The Sales History rows as a CSV, amounts as plain numbers so spreadsheets can sum them. */
export function salesHistoryCsv(rows: readonly SalesRecord[]): string {
  return buildCsv(
    SALES_HISTORY_HEADER,
    rows.map((r, i) => [
      i + 1,
      r.cardPrice,
      gameTypeLabel(r.gameType),
      r.numberOfCards,
      r.totalAmount,
      r.commission,
      r.actualWin,
      outcomeLabel(r),
      r.bonusAmount,
      bonusTypeLabel(r.bonusType),
      formatDateTime(r.playedAt),
    ]),
  );
}
