import type { CurrentShift } from '@bingo/contracts';
import type { ApiClient } from './api';

/**
 * Opens a shift for the signed-in cashier unless one is open: once games start only inside a shift,
 * journeys that sell games through the API call this first.
 */
export async function ensureOpenShift(cashier: ApiClient, openingFloat = 0): Promise<string> {
  const { shift } = await cashier.call<CurrentShift>('GET', '/shifts/current');
  if (shift) return shift.id;
  return (await cashier.call<{ id: string }>('POST', '/shifts/open', { openingFloat })).id;
}
