import { describe, expect, it } from 'vitest';
import { TransactionsQuerySchema } from './balance';
import { DateRangeQuerySchema, listLimit } from './period';

const messages = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message);

describe('period queries', () => {
  it('accepts a period of one instant and bounds in any offset, and refuses a bound with no zone', () => {
    const instant = { startDate: '2025-03-01T00:00:00.000+03:00', endDate: '2025-02-28T21:00:00.000Z' };
    expect(DateRangeQuerySchema.parse(instant)).toEqual(instant);
    expect(messages(DateRangeQuerySchema.safeParse({ endDate: '2025-03-01T00:00:00' }))).toEqual([
      'endDate must be an ISO date-time',
    ]);
  });

  it('names the end when the start comes after it, one millisecond is enough', () => {
    const r = DateRangeQuerySchema.safeParse({
      startDate: '2025-03-01T00:00:00.001Z',
      endDate: '2025-03-01T00:00:00.000Z',
    });
    expect(r.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['endDate'], 'startDate must not be after endDate'],
    ]);
  });

  it('takes a row limit from 1 to its maximum, from the query string, and says the range otherwise', () => {
    const limit = listLimit(1000);
    expect(limit.parse('1')).toBe(1);
    expect(limit.parse('1000')).toBe(1000);
    expect(limit.parse(undefined)).toBeUndefined();
    for (const bad of ['0', '1001', '1.5', '-3', 'ten', '1e9']) {
      expect(messages(limit.safeParse(bad))).toEqual(['limit must be between 1 and 1000']);
    }
    expect(messages(TransactionsQuerySchema.safeParse({ limit: '1001' }))).toEqual([
      'limit must be between 1 and 1000',
    ]);
  });
});
