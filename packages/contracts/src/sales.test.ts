import { describe, expect, it } from 'vitest';
import { SalesQuerySchema, SalesSummaryQuerySchema } from './sales';

const messages = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message);

describe('sales queries', () => {
  it('accepts the start and end of a local day as ISO timestamps', () => {
    const range = { startDate: '2025-03-01T00:00:00.000+03:00', endDate: '2025-03-31T23:59:59.999+03:00' };
    expect(SalesSummaryQuerySchema.parse(range)).toEqual(range);
    expect(SalesQuerySchema.parse({ ...range, limit: '100' })).toEqual({ ...range, limit: 100 });
  });

  it('rejects dates that are not ISO, a reversed range and unknown parameters', () => {
    expect(messages(SalesSummaryQuerySchema.safeParse({ startDate: '03/01/2025' }))).toEqual([
      'startDate must be an ISO date-time',
    ]);
    expect(
      messages(
        SalesQuerySchema.safeParse({
          startDate: '2025-03-02T00:00:00.000Z',
          endDate: '2025-03-01T00:00:00.000Z',
        }),
      ),
    ).toEqual(['startDate must not be after endDate']);
    expect(SalesSummaryQuerySchema.safeParse({ userId: 'x' }).success).toBe(false);
    expect(messages(SalesQuerySchema.safeParse({ limit: '0' }))).toEqual([
      'limit must be between 1 and 5000',
    ]);
  });
});
