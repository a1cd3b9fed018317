import { describe, expect, it } from 'vitest';
import {
  ClosePreviewQuerySchema,
  CloseShiftSchema,
  OpenShiftSchema,
  ShiftCorrectionInputSchema,
  ShiftListQuerySchema,
  ShiftSettingsSchema,
} from './shifts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('shift contracts', () => {
  it('takes a float of 0 or more Birr with at most 2 decimals', () => {
    expect(OpenShiftSchema.parse({ openingFloat: 0 })).toEqual({ openingFloat: 0 });
    expect(OpenShiftSchema.parse({ openingFloat: 1500.25 })).toEqual({ openingFloat: 1500.25 });
    for (const bad of [-1, 1.005, '10', Number.NaN]) {
      expect(firstMessage(OpenShiftSchema.safeParse({ openingFloat: bad }))).toBe(
        'Enter the cash counted in the drawer (0 or more, at most 2 decimals)',
      );
    }
    expect(OpenShiftSchema.safeParse({ openingFloat: 1, cashierId: 'x' }).success).toBe(false);
  });

  it('reads the counted cash of a preview from the query string, as plain digits only', () => {
    expect(ClosePreviewQuerySchema.parse({ countedCash: '510.5' })).toEqual({ countedCash: 510.5 });
    expect(ClosePreviewQuerySchema.parse({ countedCash: '0' })).toEqual({ countedCash: 0 });
    expect(ClosePreviewQuerySchema.parse({ countedCash: '10000000000.00' })).toEqual({
      countedCash: 10_000_000_000,
    });
    for (const bad of ['abc', '', ' ', ' 5', '0x10', '1e3', '-1', '1.005', '5.', '.5', '1,000', 'Infinity']) {
      expect(firstMessage(ClosePreviewQuerySchema.safeParse({ countedCash: bad })), bad).toBe(
        'Enter the cash counted in the drawer (0 or more, at most 2 decimals)',
      );
    }
  });

  it('names the largest count a drawer may hold', () => {
    const tooLarge = 'The cash counted must be at most 10,000,000,000.00 Br';
    expect(firstMessage(ClosePreviewQuerySchema.safeParse({ countedCash: '10000000000.01' }))).toBe(tooLarge);
    expect(firstMessage(CloseShiftSchema.safeParse({ countedCash: 1e12 }))).toBe(tooLarge);
    expect(firstMessage(OpenShiftSchema.safeParse({ openingFloat: 10_000_000_000.01 }))).toBe(tooLarge);
  });

  it('takes a signed, non-zero correction with a reason', () => {
    expect(ShiftCorrectionInputSchema.parse({ amount: -7.5, reason: '  Found a note  ' })).toEqual({
      amount: -7.5,
      reason: 'Found a note',
    });
    expect(ShiftCorrectionInputSchema.parse({ amount: 0.1 + 0.2, reason: 'abc' }).amount).toBe(0.1 + 0.2);
    // A few billionths off a santim, or float noise around zero, is no correction.
    for (const amount of [0, -1e-12, 1.000000005, -2.499999995, 1.005]) {
      expect(firstMessage(ShiftCorrectionInputSchema.safeParse({ amount, reason: 'abc' }))).toBe(
        'The correction must be a non-zero amount in Birr with at most 2 decimals',
      );
    }
    expect(firstMessage(ShiftCorrectionInputSchema.safeParse({ amount: 1, reason: ' a ' }))).toBe(
      'Give a reason for the correction (3 to 500 characters)',
    );
    // The reason goes into the audit chain and onto the printed report: no escape codes, no NUL.
    for (const reason of ['Found\u0000 a note', '\u001b[31mshort', 'till\u0085count']) {
      expect(firstMessage(ShiftCorrectionInputSchema.safeParse({ amount: 1, reason }))).toBe(
        'Reason must not contain control characters',
      );
    }
    expect(ShiftCorrectionInputSchema.parse({ amount: 1, reason: 'Two lines:\nnote\tfound' }).reason).toBe(
      'Two lines:\nnote\tfound',
    );
  });

  it('lists by a hall day and checks the flag settings', () => {
    expect(ShiftListQuerySchema.parse({ date: '2026-11-23' })).toEqual({ date: '2026-11-23' });
    // Year 0000 passes the ISO pattern but is no day PostgreSQL knows (1 BC comes before 1 AD).
    for (const bad of ['2026-13-01', '0000-01-01', '0000-12-31']) {
      expect(firstMessage(ShiftListQuerySchema.safeParse({ date: bad })), bad).toBe(
        'date must be a day as YYYY-MM-DD',
      );
    }
    expect(ShiftListQuerySchema.parse({ date: '0001-01-01' })).toEqual({ date: '0001-01-01' });
    expect(
      firstMessage(ShiftSettingsSchema.safeParse({ overShortThreshold: 5, maxAbandonedGames: 1.5 })),
    ).toBe('The number of abandoned games must be a whole number from 0 to 1000');
  });
});
