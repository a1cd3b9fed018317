import { SHOP_MESSAGES } from '@bingo/contracts';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { ConflictError } from '@/errors';
import { cashierActivity } from '../shifts/shifts.repo';
import { ANY_USER } from '../users/scope';
import { holdUser, lockUser } from '../users/users.repo';
import { recordCashierReleased } from './shop-events';
import { hasFreeShop, updateShop } from './shops.repo';

type BusyMessages = { game: string; shift: string };

/** Refusals for moving a cashier to another shop. */
export const MOVING_CASHIER: BusyMessages = {
  game: SHOP_MESSAGES.cashierGameRunning,
  shift: SHOP_MESSAGES.cashierShiftOpen,
};

/** Refusals for a change of the shop itself: a new agent, a delete, a new cashier in the seat. */
export const CHANGING_SHOP: BusyMessages = {
  game: SHOP_MESSAGES.shopGameRunning,
  shift: SHOP_MESSAGES.shopShiftOpen,
};

/**
 * Refuses while the cashier has a running game or an open shift. A shift counts its cashier's sales
 * in every shop and is seen by the agent it opened under, so neither the cashier's shop nor its agent
 * may change under it, and a shop may not go while its display shows a game.
 *
 * Call it with the cashier's row locked (`lockUser`): opening a shift holds that row first, so a
 * shift that opened meanwhile is seen here, and one opening later waits for this transaction.
 * A game needs an open shift, so no game can start either.
 */
export async function refuseBusyCashier(tx: Tx, cashierId: string, messages: BusyMessages): Promise<void> {
  const { runningGame, openShift } = await cashierActivity(tx, cashierId);
  if (runningGame) throw new ConflictError(messages.game);
  if (openShift) throw new ConflictError(messages.shift);
}

/** Locks the cashier's row, then refuses as `refuseBusyCashier` does. */
export async function holdIdleCashier(tx: Tx, cashierId: string, messages: BusyMessages): Promise<void> {
  await lockUser(tx, cashierId, ANY_USER);
  await refuseBusyCashier(tx, cashierId, messages);
}

/**
 * Frees the shop's seat for a new cashier, in the caller's transaction (the shop locked). The new
 * cashier follows the shop's agent, so an inactive agent (who cannot log in to manage it) takes
 * none; the agent is held until the transaction ends, so it is not deactivated meanwhile. An active
 * cashier holds its seat: the shop is refused, saying whether any shop is still free. An inactive
 * one (a cashier who left) is moved out, on the shop's chain, unless its game or shift is still open.
 */
export async function claimSeat(
  tx: Tx,
  actorId: string,
  shop: { id: string; agentId: string; cashierId: string | null },
  scope: SQL,
): Promise<void> {
  const agent = await holdUser(tx, shop.agentId, ANY_USER);
  if (!agent?.isActive) throw new ConflictError(SHOP_MESSAGES.agentInactive);
  if (!shop.cashierId) return;
  const seated = await lockUser(tx, shop.cashierId, ANY_USER);
  if (seated?.isActive) {
    const anyFree = await hasFreeShop(tx, scope);
    throw new ConflictError(anyFree ? SHOP_MESSAGES.invalidShop : SHOP_MESSAGES.noAvailableShops);
  }
  await refuseBusyCashier(tx, shop.cashierId, CHANGING_SHOP);
  await updateShop(tx, shop.id, { cashierId: null });
  await recordCashierReleased(tx, actorId, shop.id, shop.cashierId);
}
