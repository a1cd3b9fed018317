import amharic from 'dayjs/locale/am';

/**
 * Days typed by hand. A date field accepts what a person is likely to type — '2026-11-23',
 * '11/23/2026' (en-US, month first) or 'Nov 23, 2026' as the field shows it ('ኖቬም 23, 2026' in
 * Amharic) — and nothing else, so a half-typed or impossible date is refused rather than guessed.
 */

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** Days before 2000 or after 2099 are typing slips in a hall's records, not real filters. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2099;

/**
 * The day a Gregorian field shows as its example, written as the field writes days for the reader:
 * 'Nov 23, 2026', or 'ኖቬም 23, 2026' with the Amharic month the field itself shows (and reads back).
 */
export function gregorianExample(language: string): string {
  const month = language === 'am' ? amharic.monthsShort?.[10] : undefined;
  return `${month ?? 'Nov'} 23, 2026`;
}

/** The refusal of a text that is no date, quoting the example the field shows. */
export const invalidDayMessage = (example: string) => `Enter a valid date, e.g. ${example}`;

export const INVALID_DAY_MESSAGE = invalidDayMessage(gregorianExample('en'));

const pad = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-MM-dd' for a calendar date, or null when the day does not exist in that month. */
function calendarDay(year: number, month: number, day: number): string | null {
  if (year < FIRST_YEAR || year > LAST_YEAR || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The Amharic names the field shows: the date picker writes its text with dayjs's Amharic locale. */
const AMHARIC_MONTHS = [amharic.months ?? [], amharic.monthsShort ?? []];

/**
 * 1–12 for a month's English name or its first three letters ('Nov', 'November'), or its Amharic
 * name, full or short ('ኖቬምበር', 'ኖቬም'); 0 otherwise.
 */
function monthOf(name: string): number {
  const lower = name.toLowerCase();
  const index = MONTH_NAMES.findIndex((full) => lower === full || lower === full.slice(0, 3));
  if (index >= 0) return index + 1;
  for (const names of AMHARIC_MONTHS) {
    const amharicIndex = names.indexOf(name);
    if (amharicIndex >= 0) return amharicIndex + 1;
  }
  return 0;
}

/** The hall day ('yyyy-MM-dd') a typed text names, or null when it names none. */
export function parseDay(text: string): string | null {
  const t = text.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (m) return calendarDay(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (m) return calendarDay(Number(m[3]), Number(m[1]), Number(m[2]));
  m = /^([A-Za-z\u1200-\u137F]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(t);
  if (m) return calendarDay(Number(m[3]), monthOf(m[1] ?? ''), Number(m[2]));
  return null;
}
