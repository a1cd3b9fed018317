import { describe, expect, it } from 'vitest';
import { SaveCommissionRateSchema, TypeIndexParamsSchema, UpdateCommissionRateSchema } from './commission';

const messages = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message);

describe('commission rate', () => {
  it('accepts tiers 1 to 9 and rates 0 to 100 with two decimals', () => {
    expect(SaveCommissionRateSchema.parse({ typeIndex: 1, rate: 0 })).toEqual({ typeIndex: 1, rate: 0 });
    expect(SaveCommissionRateSchema.parse({ typeIndex: 9, rate: 12.75 })).toEqual({
      typeIndex: 9,
      rate: 12.75,
    });
    expect(UpdateCommissionRateSchema.parse({ rate: 100 })).toEqual({ rate: 100 });
  });

  it.each([
    [{ rate: 10 }, 'Type Index is required'],
    [{ typeIndex: null, rate: 10 }, 'Type Index is required'],
    [{ typeIndex: 0, rate: 10 }, 'Type Index must be between 1 and 9'],
    [{ typeIndex: 10, rate: 10 }, 'Type Index must be between 1 and 9'],
    [{ typeIndex: 2.5, rate: 10 }, 'Type Index must be between 1 and 9'],
    [{ typeIndex: '3', rate: 10 }, 'Type Index must be between 1 and 9'],
    [{ typeIndex: 3 }, 'Rate is required'],
    [{ typeIndex: 3, rate: -0.01 }, 'Rate must be between 0 and 100'],
    [{ typeIndex: 3, rate: 100.01 }, 'Rate must be between 0 and 100'],
    [{ typeIndex: 3, rate: 10.005 }, 'Rate must be between 0 and 100'],
    [{ typeIndex: 3, rate: Number.NaN }, 'Rate must be between 0 and 100'],
  ])('rejects %j with "%s"', (body, message) => {
    expect(messages(SaveCommissionRateSchema.safeParse(body))).toEqual([message]);
  });

  it('reads the tier from the path', () => {
    expect(TypeIndexParamsSchema.parse({ typeIndex: '4' })).toEqual({ typeIndex: 4 });
    expect(messages(TypeIndexParamsSchema.safeParse({ typeIndex: '12' }))).toEqual([
      'Type Index must be between 1 and 9',
    ]);
  });
});
