/** The Ethiopian calendar: 12 months of 30 days, then Pagumen of 5 days (6 before a leap year). */
export interface EthiopicDate {
  year: number;
  month: number;
  day: number;
}

export const ETHIOPIC_MONTHS = 13;

/** The example an Ethiopian-calendar day field shows: the day the Gregorian fields show, Nov 23, 2026. */
export const ETHIOPIC_EXAMPLE = '14/03/2019';

/** The Amharic month names, Meskerem to Pagumen, as `Intl` writes them. */
export const ETHIOPIC_MONTH_NAMES = [
  'መስከረም',
  'ጥቅምት',
  'ኅዳር',
  'ታኅሣሥ',
  'ጥር',
  'የካቲት',
  'መጋቢት',
  'ሚያዝያ',
  'ግንቦት',
  'ሰኔ',
  'ሐምሌ',
  'ነሐሴ',
  'ጳጉሜን',
] as const;

// Julian day number of the day before Meskerem 1, year 1 (Amete Mihret).
const EPOCH_JDN = 1724220;
const UNIX_EPOCH_JDN = 2440588;
const DAY_MS = 86_400_000;

/** Days in a month: Pagumen has 6 days in the year before a Gregorian leap year. */
export function ethiopicMonthLength(year: number, month: number): number {
  if (month < ETHIOPIC_MONTHS) return 30;
  return year % 4 === 3 ? 6 : 5;
}

export function isEthiopicDate({ year, month, day }: EthiopicDate): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= ETHIOPIC_MONTHS &&
    day >= 1 &&
    day <= ethiopicMonthLength(year, month)
  );
}

/** The Gregorian day ('yyyy-MM-dd') of an Ethiopian date. */
export function ethiopicToIsoDay({ year, month, day }: EthiopicDate): string {
  const jdn = EPOCH_JDN + 365 * (year - 1) + Math.floor(year / 4) + 30 * (month - 1) + day;
  return new Date((jdn - UNIX_EPOCH_JDN) * DAY_MS).toISOString().slice(0, 10);
}

const ethiopicParts = new Intl.DateTimeFormat('en-u-ca-ethiopic', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** The Ethiopian date of a Gregorian day ('yyyy-MM-dd'). */
export function isoDayToEthiopic(isoDay: string): EthiopicDate {
  const parts = ethiopicParts.formatToParts(new Date(`${isoDay}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/**
 * Reads a typed Ethiopian date, day first as it is written in Ethiopia: '14/3/2019', '14-03-2019',
 * '14.3.2019' or '14 ኅዳር 2019'. Null when it is not a real Ethiopian date.
 */
export function parseEthiopicDay(text: string): string | null {
  const numeric = /^\s*(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})\s*$/.exec(text);
  // Also as the app writes it: '14 ኅዳር 2019'.
  const named = /^\s*(\d{1,2})\s+(\S+)\s+(\d{4})\s*$/.exec(text);
  const month = numeric
    ? Number(numeric[2])
    : (ETHIOPIC_MONTH_NAMES as readonly string[]).indexOf(named?.[2] ?? '') + 1;
  const match = numeric ?? named;
  if (!match || month < 1) return null;
  const date = { day: Number(match[1]), month, year: Number(match[3]) };
  return isEthiopicDate(date) ? ethiopicToIsoDay(date) : null;
}

/** '14/03/2019': how an Ethiopian date is typed back into a field. */
export function formatEthiopicDayInput(isoDay: string): string {
  const { year, month, day } = isoDayToEthiopic(isoDay);
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}
