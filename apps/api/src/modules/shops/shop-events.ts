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

/** A cashier seated in a shop, whether by creating the cashier or by assigning one. */
export function recordCashierAssigned(tx: Tx, actorId: string | null, shopId: string, cashierId: string) {
  return appendAuditEvent(tx, {
    chain: shopChain(shopId),
    kind: 'CashierAssigned',
    actorId,
    subject: { shopId, cashierId },
  });
}

/** An inactive cashier moved out of its shop so that a new cashier can take the seat. */
export function recordCashierReleased(tx: Tx, actorId: string, shopId: string, cashierId: string) {
  return appendAuditEvent(tx, {
    chain: shopChain(shopId),
    kind: 'CashierReleased',
    actorId,
    subject: { shopId, cashierId },
  });
}
