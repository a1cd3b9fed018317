// i18n-namespace: shifts
import type { Shift } from '@bingo/contracts';
import { i18n } from '@/i18n/i18n';
import { msg } from '@/i18n/msg';
import { buildCsv } from '@/lib/csv';
import { formatDateTime } from '@/lib/format';
import { carriedOver, openedOnDate, raisedFlags, STATUS_LABELS } from './shift-labels';

export const SHIFTS_CSV_HEADER = [
  msg('Cashier'),
  msg('Shop'),
  msg('Status'),
  msg('Opened'),
  msg('Closed'),
  msg('Games'),
  msg('Cards'),
  msg('Opening Float'),
  msg('Stakes'),
  msg('Prizes'),
  msg('Bonuses'),
  msg('Refunds'),
  msg('Commission'),
  msg('Expected Cash'),
  msg('Counted Cash'),
  msg('Over/Short'),
  msg('Corrections'),
  msg('Flags'),
  msg('In Day Totals'),
] as const;

/**
 * One line per shift, amounts as plain Birr numbers so spreadsheets can sum them. On a day's list a
 * shift opened on an earlier day says so in its last column: summing only the rows marked Yes gives
 * the day's totals, and no game is counted on two days.
 */
export function shiftsCsv(shifts: readonly Shift[], day?: string): string {
  const t = i18n.getFixedT(null, 'shifts');
  return buildCsv(
    // i18n-dynamic: the headers, statuses and flags are msg() keys (here and in shift-labels.ts)
    SHIFTS_CSV_HEADER.map((h) => t(h)),
    shifts.map((s) => [
      s.cashierName,
      s.shopName,
      // i18n-dynamic: the statuses are msg() keys in shift-labels.ts
      t(STATUS_LABELS[s.status]),
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
      raisedFlags(s)
        // i18n-dynamic: the flags are msg() keys in shift-labels.ts
        .map((flag) => t(flag))
        .join('; '),
      carriedOver(s, day) ? t('No: opened {{date}}', { date: openedOnDate(s) }) : t('Yes'),
    ]),
  );
}
