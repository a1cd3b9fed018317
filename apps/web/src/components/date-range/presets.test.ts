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
