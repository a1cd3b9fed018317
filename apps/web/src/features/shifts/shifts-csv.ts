import type { Shift } from '@bingo/contracts';
import { buildCsv } from '@/lib/csv';
import { formatDateTime } from '@/lib/format';
import { raisedFlags } from './shift-labels';

export const SHIFTS_CSV_HEADER = [
  'Cashier',
  'Shop',
  'Status',
  'Opened',
  'Closed',
  'Games',
  'Cards',
  'Opening Float',
  'Stakes',
  'Prizes',
  'Bonuses',
  'Refunds',
  'Commission',
  'Expected Cash',
  'Counted Cash',
  'Over/Short',
  'Corrections',
  'Flags',
] as const;

/** One line per shift, amounts as plain Birr numbers so spreadsheets can sum them. */
export function shiftsCsv(shifts: readonly Shift[]): string {
  return buildCsv(
    SHIFTS_CSV_HEADER,
    shifts.map((s) => [
      s.cashierName,
      s.shopName,
      s.status,
      formatDateTime(s.openedAt),
      s.closedAt ? formatDateTime(s.closedAt) : '',
      s.figures.games,
      s.figures.cards,
      s.figures.openingFloat,
      s.figures.stakes,
      s.figures.prizes,
      s.figures.bonuses,
      s.figures.refunds,
      s.figures.commission,
      s.figures.expectedCash,
      s.countedCash,
      s.overShort,
      s.correctionsTotal,
      raisedFlags(s).join('; '),
    ]),
  );
}
