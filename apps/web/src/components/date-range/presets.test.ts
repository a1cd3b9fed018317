import { describe, expect, it } from 'vitest';
import { dayCount, daysStartingToday, daysUpToToday, ordered, PRESETS, presetSpan } from './presets';

// Wednesday, 2025-03-05.
const today = '2025-03-05';

describe('date presets', () => {
  it('gives each named preset its span, weeks starting Sunday', () => {
    const spans = Object.fromEntries(PRESETS.map((p) => [p, presetSpan(p, today)]));
    expect(spans).toEqual({
      Today: { start: '2025-03-05', end: '2025-03-05' },
      Yesterday: { start: '2025-03-04', end: '2025-03-04' },
      'This Week': { start: '2025-03-02', end: '2025-03-08' },
      'Last Week': { start: '2025-02-23', end: '2025-03-01' },
      'This Month': { start: '2025-03-01', end: '2025-03-31' },
      'Last Month': { start: '2025-02-01', end: '2025-02-28' },
    });
  });

  it('counts a Sunday as the first day of its week', () => {
    expect(presetSpan('This Week', '2025-03-09')).toEqual({ start: '2025-03-09', end: '2025-03-15' });
    expect(presetSpan('Yesterday', '2025-01-01')).toEqual({ start: '2024-12-31', end: '2024-12-31' });
  });

  it('takes the months of the Ethiopian calendar for a reader who chose it', () => {
    // 14 Hidar 2019: Hidar runs 10 Nov to 9 Dec 2026, Tikimt before it from 11 Oct.
    expect(presetSpan('This Month', '2026-11-23', 'ethiopic')).toEqual({
      start: '2026-11-10',
      end: '2026-12-09',
    });
    expect(presetSpan('Last Month', '2026-11-23', 'ethiopic')).toEqual({
      start: '2026-10-11',
      end: '2026-11-09',
    });
    // Weeks and days are the same in both calendars.
    expect(presetSpan('This Week', today, 'ethiopic')).toEqual(presetSpan('This Week', today));
  });

  it('counts Pagumen as a month of 6 days in the year before a leap year, and of 5 otherwise', () => {
    // Meskerem 1 of 2016 and of 2017: the month before each is Pagumen of 2015 (6 days) and 2016 (5).
    expect(presetSpan('Last Month', '2023-09-12', 'ethiopic')).toEqual({
      start: '2023-09-06',
      end: '2023-09-11',
    });
    expect(presetSpan('Last Month', '2024-09-11', 'ethiopic')).toEqual({
      start: '2024-09-06',
      end: '2024-09-10',
    });
    // 3 Pagumen 2016: this month is Pagumen itself, the last one Nehase.
    expect(presetSpan('This Month', '2024-09-08', 'ethiopic')).toEqual({
      start: '2024-09-06',
      end: '2024-09-10',
    });
    expect(presetSpan('Last Month', '2024-09-08', 'ethiopic')).toEqual({
      start: '2024-08-07',
      end: '2024-09-05',
    });
  });

  it('N days up to today and N days starting today', () => {
    expect(daysUpToToday(7, today)).toEqual({ start: '2025-02-27', end: '2025-03-05' });
    expect(daysStartingToday(3, today)).toEqual({ start: '2025-03-05', end: '2025-03-07' });
    expect(daysUpToToday(1, today)).toEqual({ start: today, end: today });
  });

  it('falls back to 1 day when the count is not a number', () => {
    expect(dayCount('abc')).toBe(1);
    expect(dayCount('')).toBe(1);
    expect(dayCount(0)).toBe(1);
    expect(dayCount('12')).toBe(12);
    expect(daysStartingToday('x', today)).toEqual({ start: today, end: today });
  });

  it('swaps a range picked backwards', () => {
    expect(ordered('2025-03-09', '2025-03-02')).toEqual({ start: '2025-03-02', end: '2025-03-09' });
  });
});
