import type { Tx } from '@/db/client';
import { appendAuditEvent } from '../audit/audit.service';
import { shopChain } from '../audit/chain';
import type { NewShop } from './shops.repo';

/**
 * A shop as it was opened, on its own chain. actorId is null when the system made it (the demo
 * network), so a shop never appears on the record without its start.
 */
export function recordShopCreated(tx: Tx, actorId: string | null, shopId: string, fields: NewShop) {
  return appendAuditEvent(tx, {
    chain: shopChain(shopId),
    kind: 'ShopCreated',
    actorId,
    subject: { shopId, ...fields },
  });
}

/**
 * A shop's edit beside the fields it replaced (`from`), so a move to another agent reads whole
 * without the events before it. `movedCashierId` names the cashier that followed the shop to its
 * new agent (null when none did): that agent now manages the cashier and its money.
 */
export function recordShopUpdated(
  tx: Tx,
  actorId: string,
  shopId: string,
  change: { from: NewShop; fields: NewShop; movedCashierId: string | null },
) {
  const { from, fields, movedCashierId } = change;
  return appendAuditEvent(tx, {
    chain: shopChain(shopId),
    kind: 'ShopUpdated',
    actorId,
    subject: { shopId, ...fields, from, movedCashierId },
  });
}

/** A cashier seated in a shop, whether by creating the cashier or by assigning one. */
export function recordCashierAssigned(tx: Tx, actorId: string | null, shopId: string, cashierId: string) {
  return appendAuditEvent(tx, {
    chain: shopChain(shopId),
    kind: 'CashierAssigned',
    actorId,
    subject: { shopId, cashierId },
  });
}

/**
 * A cashier leaves the shop's seat: an inactive one moved out so that a new cashier can take it, or
 * one assigned to another shop (`toShopId`), so the shop's own chain says it no longer runs there.
 */
export function recordCashierReleased(
  tx: Tx,
  actorId: string,
  shopId: string,
  cashierId: string,
  toShopId?: string,
) {
  return appendAuditEvent(tx, {
    chain: shopChain(shopId),
    kind: 'CashierReleased',
    actorId,
    subject: { shopId, cashierId, toShopId },
  });
}
