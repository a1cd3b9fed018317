import { describe, expect, it } from 'vitest';
import { dayRange, formatBirr, formatDate, formatDateTime, formatTime, hallDay } from './format';

describe('formatBirr', () => {
  it('shows wire amounts as Birr with grouping and two decimals', () => {
    expect(formatBirr(1234.5)).toBe('1,234.50 Br');
    expect(formatBirr(0)).toBe('0.00 Br');
    expect(formatBirr(1_000_000)).toBe('1,000,000.00 Br');
    expect(formatBirr(-75.05)).toBe('-75.05 Br');
  });

  it('rounds a derived figure (an average) to the santim', () => {
    expect(formatBirr(0.1 + 0.2)).toBe('0.30 Br');
    expect(formatBirr(100 / 3)).toBe('33.33 Br');
  });
});

describe('dates in the hall time zone (Africa/Addis_Ababa, UTC+3)', () => {
  const instant = '2025-03-04T21:30:00.000Z'; // 00:30 on 5 March in Addis Ababa

  it('formats with short month, day, year, hour and minute in en-US', () => {
    expect(formatDateTime(instant)).toBe('Mar 5, 2025, 12:30 AM');
    expect(formatDate(instant)).toBe('Mar 5, 2025');
    expect(formatTime(instant)).toBe('12:30 AM');
  });

  it('knows which hall day an instant belongs to', () => {
    expect(hallDay(instant)).toBe('2025-03-05');
    expect(hallDay('2025-03-04T20:59:59.999Z')).toBe('2025-03-04');
  });

  it('cuts day filters from 00:00:00.000 to 23:59:59.999 hall time, as ISO', () => {
    expect(dayRange('2025-03-05')).toEqual({
      startDate: '2025-03-04T21:00:00.000Z',
      endDate: '2025-03-05T20:59:59.999Z',
    });
    expect(dayRange('2025-01-01', '2025-01-31')).toEqual({
      startDate: '2024-12-31T21:00:00.000Z',
      endDate: '2025-01-31T20:59:59.999Z',
    });
  });
});
