import { formatBirr as formatSantim, toSantim } from '@bingo/engine';
import { currentCalendar, currentLanguage } from '@/i18n/locale';

/** The hall's clock: dates are shown and day filters are cut in this zone, whatever the browser's. */
export const HALL_TIME_ZONE: string = import.meta.env.HALL_TIME_ZONE;

/** The currency unit after an amount: 'Br' in English, 'ብር' in Amharic. */
const BIRR_UNIT = { en: 'Br', am: 'ብር' } as const;

/**
 * A Birr amount as '1,234.50 Br' ('1,234.50 ብር' in Amharic), always in Western digits. Wire amounts
 * (≤ 2 decimals) convert exactly; a figure the screen derives, such as an average per sale, is
 * rounded to the santim for display only.
 */
export function formatBirr(birr: number): string {
  const santim = !Number.isFinite(birr) ? 0 : santimOf(birr);
  const text = formatSantim(santim);
  const language = currentLanguage();
  return language === 'en' ? text : text.replace(/ Br$/, ` ${BIRR_UNIT[language]}`);
}

function santimOf(birr: number): number {
  try {
    return toSantim(birr);
  } catch {
    return Math.round(birr * 100);
  }
}

type DateStyle = 'dateTime' | 'date' | 'longDate' | 'time';

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  date: { month: 'short', day: 'numeric', year: 'numeric' },
  longDate: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The formatter for the viewer's language and calendar. The Ethiopian calendar always names its
 * months in Amharic; the digits stay Western in every language.
 */
function formatterFor(style: DateStyle, timeZone = HALL_TIME_ZONE): Intl.DateTimeFormat {
  const language = currentLanguage();
  const calendar = currentCalendar();
  const locale =
    calendar === 'ethiopic' ? 'am-ET-u-ca-ethiopic-nu-latn' : language === 'am' ? 'am-ET-u-nu-latn' : 'en-US';
  const key = `${locale}|${style}|${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, ...STYLES[style] });
    formatters.set(key, format);
  }
  return format;
}

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

/** 'Nov 21, 2025, 7:05 PM' — short month, day, year, hour, minute, in the hall's zone. */
export function formatDateTime(value: string | number | Date): string {
  return formatterFor('dateTime').format(toDate(value));
}

/** 'Nov 21, 2025'. */
export function formatDate(value: string | number | Date): string {
  return formatterFor('date').format(toDate(value));
}

/**
 * A hall day ('yyyy-MM-dd'), not an instant: 'Nov 21, 2025', or with 'longDate' 'Friday, November
 * 21, 2025'. Read as an instant, the string is UTC midnight, which in a hall west of UTC is still the
 * day before; the day is written as it is, in UTC.
 */
export function formatDay(day: string, style: 'date' | 'longDate' = 'date'): string {
  return formatterFor(style, 'UTC').format(new Date(`${day}T00:00:00Z`));
}

/** '7:05 PM'. */
export function formatTime(value: string | number | Date): string {
  return formatterFor('time').format(toDate(value));
}

const isoDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: HALL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day ('yyyy-MM-dd') an instant falls on in the hall. */
export function hallDay(value: string | number | Date = new Date()): string {
  return isoDayFormat.format(toDate(value));
}

/** Minutes the hall's zone is ahead of UTC at a given instant. */
function hallOffsetMinutes(instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: HALL_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant of a wall-clock time on a hall day, e.g. ('2025-11-21', '23:59:59.999'). */
function hallInstant(day: string, time: string): Date {
  const naive = new Date(`${day}T${time}Z`);
  const offset = hallOffsetMinutes(naive);
  return new Date(naive.getTime() - offset * 60_000);
}

/**
 * A day filter in the spec's form: from 00:00:00.000 to 23:59:59.999 of the chosen hall days,
 * sent as ISO timestamps.
 */
export function dayRange(
  startDay: string,
  endDay: string = startDay,
): { startDate: string; endDate: string } {
  return {
    startDate: hallInstant(startDay, '00:00:00.000').toISOString(),
    endDate: hallInstant(endDay, '23:59:59.999').toISOString(),
  };
}

/** A figure that failed to load: it is not a zero, and the page's banner says why it is missing. */
export const MISSING_FIGURE = '—';

/** The hall day `days` days after (negative: before) a given hall day. */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first day of the month of a hall day. */
export function monthStart(day: string): string {
  return `${day.slice(0, 8)}01`;
}

/** The signed amount as shown in transaction tables: '+1,000.00 Br' or '-250.00 Br'. */
export function formatSignedBirr(birr: number, sign: '+' | '-' | ''): string {
  return `${sign}${formatBirr(Math.abs(birr))}`;
}
