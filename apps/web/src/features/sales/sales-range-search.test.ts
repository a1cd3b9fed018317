import { describe, expect, it } from 'vitest';
import { resolveSalesRange, salesQueryRange } from './sales-range';
import { parseSalesRangeSearch } from './sales-range-search';

describe('parseSalesRangeSearch', () => {
  it('keeps real days and drops what is no day of the calendar, so the page falls back to this month', () => {
    expect(parseSalesRangeSearch({ start: '2024-02-29', end: '2025-12-31' })).toEqual({
      start: '2024-02-29',
      end: '2025-12-31',
    });
    for (const day of ['2025-13-01', '2025-02-30', '2025-02-29', '2025-04-31', '2025-00-10', '2025-1-01']) {
      expect(parseSalesRangeSearch({ start: day, end: day }), day).toEqual({
        start: undefined,
        end: undefined,
      });
    }
  });

  it('gives the API a range for any address typed by hand, never a RangeError', () => {
    const search = parseSalesRangeSearch({ start: '2025-13-01', end: '2025-02-30' });
    const range = resolveSalesRange(search, '2025-03-10');
    expect(range).toEqual({ start: '2025-03-01', end: '2025-03-10' });
    expect(() => salesQueryRange(range)).not.toThrow();
  });
});

describe('a reversed range in the address', () => {
  it('is put in order, as on All Transactions', () => {
    expect(parseSalesRangeSearch({ start: '2025-03-10', end: '2025-03-01' })).toEqual({
      start: '2025-03-01',
      end: '2025-03-10',
    });
  });
});
