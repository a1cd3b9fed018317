// i18n-namespace: common

import type { Calendar } from '@bingo/contracts';
import dayjs from 'dayjs';
import { msg } from '@/i18n/msg';
import { ETHIOPIC_MONTHS, ethiopicMonthLength, ethiopicToIsoDay, isoDayToEthiopic } from '@/lib/ethiopic';

/** Calendar days 'yyyy-MM-dd' in the hall, inclusive. */
export interface DaySpan {
  start: string;
  end: string;
}

const FORMAT = 'YYYY-MM-DD';
const shift = (day: string, days: number) => dayjs(day).add(days, 'day').format(FORMAT);
/** Weeks start on Sunday (spec). */
const weekStart = (day: string) => dayjs(day).subtract(dayjs(day).day(), 'day').format(FORMAT);

/** The spec's 'days' inputs fall back to 1 when not a whole positive number. */
export function dayCount(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value), 10);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

export const PRESETS = [
  msg('Today'),
  msg('Yesterday'),
  msg('This Week'),
  msg('Last Week'),
  msg('This Month'),
  msg('Last Month'),
] as const;
export type PresetName = (typeof PRESETS)[number];

/**
 * The Ethiopian month `today` falls in, or with `before` the month before it: Meskerem's is Pagumen,
 * of 5 days or 6.
 */
function ethiopicMonthSpan(today: string, before = false): DaySpan {
  const { year: y, month: m } = isoDayToEthiopic(today);
  const [year, month] = !before ? [y, m] : m === 1 ? [y - 1, ETHIOPIC_MONTHS] : [y, m - 1];
  return {
    start: ethiopicToIsoDay({ year, month, day: 1 }),
    end: ethiopicToIsoDay({ year, month, day: ethiopicMonthLength(year, month) }),
  };
}

/**
 * The span a named preset stands for, seen from `today`. Months are those of the reader's calendar;
 * weeks are the same in both.
 */
export function presetSpan(name: PresetName, today: string, calendar: Calendar = 'gregorian'): DaySpan {
  switch (name) {
    case 'Today':
      return { start: today, end: today };
    case 'Yesterday': {
      const day = shift(today, -1);
      return { start: day, end: day };
    }
    case 'This Week': {
      const start = weekStart(today);
      return { start, end: shift(start, 6) };
    }
    case 'Last Week': {
      const start = shift(weekStart(today), -7);
      return { start, end: shift(start, 6) };
    }
    case 'This Month':
      if (calendar === 'ethiopic') return ethiopicMonthSpan(today);
      return {
        start: dayjs(today).startOf('month').format(FORMAT),
        end: dayjs(today).endOf('month').format(FORMAT),
      };
    case 'Last Month': {
      if (calendar === 'ethiopic') return ethiopicMonthSpan(today, true);
      const last = dayjs(today).subtract(1, 'month');
      return { start: last.startOf('month').format(FORMAT), end: last.endOf('month').format(FORMAT) };
    }
  }
}

/** 'N days up to today': the N days ending today. */
export function daysUpToToday(n: unknown, today: string): DaySpan {
  return { start: shift(today, -(dayCount(n) - 1)), end: today };
}

/** 'N days starting today': the N days beginning today. */
export function daysStartingToday(n: unknown, today: string): DaySpan {
  return { start: today, end: shift(today, dayCount(n) - 1) };
}

/** A range picked in either order: the earlier day becomes the start (spec: the two swap). */
export function ordered(a: string, b: string): DaySpan {
  return a <= b ? { start: a, end: b } : { start: b, end: a };
}
