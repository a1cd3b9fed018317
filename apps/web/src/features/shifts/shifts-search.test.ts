import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_app/shifts';

const CASHIER = '7c7e3c52-6f0e-4b8e-9d3f-1d2c3b4a5e6f';

/** The /shifts page's own search check, as the router runs it on the address. */
const searchOf = (search: Record<string, unknown>) => {
  const validate = Route.options.validateSearch;
  if (typeof validate !== 'function') throw new Error('the /shifts route has no search check');
  return validate(search);
};

describe('the day and cashier in the /shifts address', () => {
  it('keeps a real hall day and a cashier id', () => {
    expect(searchOf({ date: '2024-02-29', cashierId: CASHIER })).toEqual({
      date: '2024-02-29',
      cashierId: CASHIER,
    });
  });

  // A day that is no calendar day reached the page, whose heading formats it: '2026-13-01' threw a
  // RangeError into the router's error page. The page now shows today instead.
  it('drops a day that is no calendar day', () => {
    for (const date of ['2026-13-01', '2026-02-31', '2025-02-29', '0000-01-01', '2026-1-05']) {
      expect(searchOf({ date }), date).toEqual({});
    }
  });

  // The API would refuse it ("The id in the address is not valid."); the page shows every cashier.
  it('drops a cashier id that is no id, and keeps the day', () => {
    expect(searchOf({ date: '2026-11-23', cashierId: 'abc' })).toEqual({ date: '2026-11-23' });
  });
});
