import type { Shift, ShiftFigures, ShiftFlags } from '@bingo/contracts';

/** The cash lines of a shift, in the order they add up to the expected cash. */
export const CASH_LINES: readonly { key: keyof ShiftFigures; label: string; sign: '' | '+' | '−' }[] = [
  { key: 'openingFloat', label: 'Opening float', sign: '' },
  { key: 'stakes', label: 'Stakes collected', sign: '+' },
  { key: 'prizes', label: 'Prizes paid', sign: '−' },
  { key: 'bonuses', label: 'Bonuses paid', sign: '−' },
  { key: 'refunds', label: 'Refunds', sign: '−' },
];

export const FLAG_LABELS: Record<keyof ShiftFlags, string> = {
  overShort: 'Over/short beyond threshold',
  abandonedAfterTenCalls: 'Game abandoned after 10 calls',
  lateClaim: 'Late claim accepted',
  manyAbandoned: 'Too many abandoned games',
  openPastDayEnd: 'Open past the day’s end',
};

/** The labels of the flags raised on a shift. */
export function raisedFlags(shift: Shift): string[] {
  return (Object.keys(FLAG_LABELS) as (keyof ShiftFlags)[])
    .filter((k) => shift.flags[k])
    .map((k) => FLAG_LABELS[k]);
}

/** 'Over', 'Short' or 'Balanced' for an over/short amount. */
export function overShortWord(amount: number): string {
  if (amount > 0) return 'Over';
  if (amount < 0) return 'Short';
  return 'Balanced';
}
