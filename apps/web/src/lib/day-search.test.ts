import { describe, expect, it } from 'vitest';
import { searchDay, searchDayRange } from './day-search';

describe('searchDay', () => {
  it('keeps a real calendar day written yyyy-MM-dd', () => {
    for (const day of ['2026-01-01', '2024-02-29', '2026-12-31', '1000-01-01', '9999-12-31']) {
      expect(searchDay(day)).toBe(day);
    }
  });

  it('drops a day that does not read back as itself, and anything not written yyyy-MM-dd', () => {
    for (const bad of [
      '2026-13-01',
      '2026-00-10',
      '2026-02-31',
      '2025-02-29',
      '2026-04-31',
      '2026-01-00',
      '0999-01-01',
      '2026-1-05',
      ' 2026-01-05',
      '2026-01-05T00:00',
      20260105,
      null,
      undefined,
    ]) {
      expect(searchDay(bad), String(bad)).toBeUndefined();
    }
  });
});

describe('searchDayRange', () => {
  it('keeps the real days, puts a reversed pair in order, and leaves out what is no day', () => {
    expect(searchDayRange({ start: '2026-03-01', end: '2026-03-31' })).toEqual({
      start: '2026-03-01',
      end: '2026-03-31',
    });
    expect(searchDayRange({ start: '2026-03-31', end: '2026-03-01' })).toEqual({
      start: '2026-03-01',
      end: '2026-03-31',
    });
    expect(searchDayRange({ start: '2026-02-31', end: '2026-03-01' })).toEqual({ end: '2026-03-01' });
    expect(searchDayRange({ start: '2026-03-01' })).toEqual({ start: '2026-03-01' });
    expect(searchDayRange({})).toEqual({});
  });
});
