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

/**
 * Leaves the cashier with no running game and no open shift, whatever earlier journeys left behind:
 * the journeys share one demo database.
 */
export async function closeOpenShift(cashier: ApiClient): Promise<void> {
  await cashier.endRunningGame();
  const { shift } = await cashier.call<CurrentShift>('GET', '/shifts/current');
  if (shift)
    await cashier.call('POST', `/shifts/${shift.id}/close`, {
      countedCash: Math.max(0, shift.figures.expectedCash),
    });
}
