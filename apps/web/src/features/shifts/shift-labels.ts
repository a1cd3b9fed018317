// i18n-namespace: shifts
import type { Shift, ShiftFigures, ShiftFlags } from '@bingo/contracts';
import { msg } from '@/i18n/msg';
import { formatDay } from '@/lib/format';

// The labels are msg() keys in English, as the PDF report prints them; the screens and the CSV pass
// them through `t`.

/** The cash lines of a shift, in the order they add up to the expected cash. */
export const CASH_LINES: readonly { key: keyof ShiftFigures; label: string; sign: '' | '+' | '−' }[] = [
  { key: 'openingFloat', label: msg('Opening float'), sign: '' },
  { key: 'stakes', label: msg('Stakes collected'), sign: '+' },
  { key: 'prizes', label: msg('Prizes paid'), sign: '−' },
  { key: 'bonuses', label: msg('Bonuses paid'), sign: '−' },
  { key: 'refunds', label: msg('Refunds'), sign: '−' },
];

export const FLAG_LABELS: Record<keyof ShiftFlags, string> = {
  overShort: msg('Over/short beyond threshold'),
  abandonedAfterTenCalls: msg('Game abandoned after 10 calls'),
  lateClaim: msg('Late claim accepted'),
  manyAbandoned: msg('Too many abandoned games'),
  openPastDayEnd: msg('Open past the day’s end'),
};

/** A shift's status as the screens and the CSV show it. */
export const STATUS_LABELS: Record<Shift['status'], string> = {
  Open: msg('Open'),
  Closed: msg('Closed'),
};

/** The labels of the flags raised on a shift. */
export function raisedFlags(shift: Shift): string[] {
  return (Object.keys(FLAG_LABELS) as (keyof ShiftFlags)[])
    .filter((k) => shift.flags[k])
    .map((k) => FLAG_LABELS[k]);
}

/** 'Over', 'Short' or 'Balanced' for an over/short amount. */
export function overShortWord(amount: number): string {
  if (amount > 0) return msg('Over');
  if (amount < 0) return msg('Short');
  return msg('Balanced');
}

/**
 * A shift still open from an earlier day is listed on each later day it ran, but the server counts
 * it in the totals of the day it was opened on only, so the days add up to each game once.
 */
export const CARRIED_OVER = msg('Opened {{date}}: counted in that day’s totals');
export const CARRIED_OVER_NOTE = msg(
  'Shifts opened on an earlier day ({{shifts}}) are listed but not added to these totals: each counts on the day it was opened.',
);

/** Whether a shift listed on `day` was opened on an earlier day, and so is not in its totals. */
export const carriedOver = (shift: Shift, day: string | undefined): boolean =>
  day !== undefined && shift.openedOn < day;

/** The hall day a shift was opened on, as 'Nov 22, 2026'. */
export const openedOnDate = (shift: Shift): string => formatDay(shift.openedOn);

/** A person's name as part of a file name: 'Abebe Kebede' → 'abebe-kebede'. */
export const nameInFile = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s/\\:*?"<>|]+/g, '-');
