import { afterEach, describe, expect, it } from 'vitest';
import { useLocale } from '@/i18n/locale';
import { ethiopicToIsoDay, formatEthiopicDayInput, isoDayToEthiopic, parseEthiopicDay } from './ethiopic';
import { dayRange, formatBirr, formatDate, formatDay } from './format';

afterEach(async () => {
  useLocale.getState().setCalendar('gregorian');
  await useLocale.getState().setLanguage('en');
});

// Known conversions: Meskerem 1 follows Pagumen 6 in the year before a Gregorian leap year.
const KNOWN = [
  {
    iso: '2024-09-11',
    date: '1 መስከረም 2017',
    long: 'ረቡዕ፣ መስከረም 1 2017',
    ethiopic: { year: 2017, month: 1, day: 1 },
  },
  {
    iso: '2023-09-11',
    date: '6 ጳጉሜን 2015',
    long: 'ሰኞ፣ ጳጉሜን 6 2015',
    ethiopic: { year: 2015, month: 13, day: 6 },
  },
  {
    iso: '2023-09-12',
    date: '1 መስከረም 2016',
    long: 'ማክሰኞ፣ መስከረም 1 2016',
    ethiopic: { year: 2016, month: 1, day: 1 },
  },
  {
    iso: '2026-11-23',
    date: '14 ኅዳር 2019',
    long: 'ሰኞ፣ ኅዳር 14 2019',
    ethiopic: { year: 2019, month: 3, day: 14 },
  },
] as const;

describe('dates in the Ethiopian calendar, through the app formatter', () => {
  it.each(KNOWN)('$iso reads $date', ({ iso, date, long, ethiopic }) => {
    useLocale.getState().setCalendar('ethiopic');
    // Morning in the hall: the day is the hall's day, whatever the browser's zone.
    const morning = `${iso}T06:00:00Z`;
    expect(formatDate(morning)).toBe(date);
    expect(formatDay(iso)).toBe(date);
    expect(formatDay(iso, 'longDate')).toBe(long);
    expect(isoDayToEthiopic(iso)).toEqual(ethiopic);
    expect(ethiopicToIsoDay(ethiopic)).toBe(iso);
  });

  it('keeps Gregorian dates for a viewer who did not choose the Ethiopian calendar', () => {
    expect(formatDate('2026-11-23T06:00:00Z')).toBe('Nov 23, 2026');
  });

  it('cuts the day at the hall midnight: 21:30 UTC is already the next day in Addis Ababa', () => {
    useLocale.getState().setCalendar('ethiopic');
    expect(formatDate('2024-09-10T21:30:00Z')).toBe('1 መስከረም 2017');
    expect(formatDate('2024-09-10T20:59:00Z')).toBe('5 ጳጉሜን 2016');
  });

  it('reads a typed Ethiopian day as the Gregorian day the server filters on', () => {
    expect(parseEthiopicDay('14/3/2019')).toBe('2026-11-23');
    expect(parseEthiopicDay('6/13/2015')).toBe('2023-09-11');
    // Pagumen has only 5 days in 2016.
    expect(parseEthiopicDay('6/13/2016')).toBeNull();
    expect(parseEthiopicDay('31/1/2017')).toBeNull();
    expect(formatEthiopicDayInput('2026-11-23')).toBe('14/03/2019');
    // A typed Ethiopian day filters exactly the rows of its Gregorian equivalent.
    expect(dayRange(parseEthiopicDay('14/3/2019') ?? '')).toEqual(dayRange('2026-11-23'));
  });

  it('writes money with Western digits and the Amharic unit in Amharic', async () => {
    await useLocale.getState().setLanguage('am');
    expect(formatBirr(1234.5)).toBe('1,234.50 ብር');
    await useLocale.getState().setLanguage('en');
    expect(formatBirr(1234.5)).toBe('1,234.50 Br');
  });
});
