import {
  type CreateShopRequest,
  SHOP_MESSAGES,
  type Shop,
  type ShopMessage,
  type UpdateShopRequest,
} from '@bingo/contracts';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { ConflictError, NotFoundError, ValidationError } from '@/errors';
import type { AuthUser } from '@/modules/auth/caller';
import { appendAuditEvent } from '../audit/audit.service';
import { shopChain } from '../audit/chain';
import { inTransaction } from '../ledger/transaction';
import { assignableAgents, cashiersInReach, visibleShops } from '../users/scope';
import { holdUser, lockUser, updateUser } from '../users/users.repo';
import { CHANGING_SHOP, claimSeat, holdIdleCashier, MOVING_CASHIER, refuseBusyCashier } from './seats';
import {
  recordCashierAssigned,
  recordCashierReleased,
  recordShopCreated,
  recordShopUpdated,
} from './shop-events';
import {
  findShop,
  insertShop,
  listShops,
  lockShop,
  type NewShop,
  seatCashier,
  unseatCashier,
  updateShop,
} from './shops.repo';

/**
 * The agent a shop is given to, held in the caller's transaction so that it cannot be deactivated
 * before the shop is written. An inactive agent is not among the agents offered, hence 'not found'.
 */
async function resolveAgent(tx: Tx, actor: AuthUser, agentId: string | undefined): Promise<string> {
  const wanted = agentId ?? (actor.role === 'Agent' ? actor.id : undefined);
  if (!wanted) throw new ValidationError(SHOP_MESSAGES.fillAll);
  if (!(await holdUser(tx, wanted, assignableAgents(actor))))
    throw new NotFoundError(SHOP_MESSAGES.agentNotFound);
  return wanted;
}

/** What a shop's row and its audit event say of it: the texts (a request's or the row's) and its agent. */
function shopFields(input: CreateShopRequest | UpdateShopRequest, agentId: string): NewShop {
  return {
    name: input.name,
    country: input.country,
    city: input.city,
    woreda: input.woreda,
    location: input.location,
    agentId,
  };
}

async function mustFind(db: Db, id: string, scope: SQL): Promise<Shop> {
  const shop = await findShop(db, id, scope);
  if (!shop) throw new NotFoundError(SHOP_MESSAGES.shopNotFound);
  return shop;
}

export function listVisibleShops(db: Db, actor: AuthUser, onlyFree = false): Promise<Shop[]> {
  return listShops(db, visibleShops(actor), onlyFree);
}

export function getShop(db: Db, actor: AuthUser, id: string): Promise<Shop> {
  return mustFind(db, id, visibleShops(actor));
}

export async function createShop(db: Db, actor: AuthUser, input: CreateShopRequest): Promise<Shop> {
  const row = await inTransaction(db, async (tx) => {
    const fields = shopFields(input, await resolveAgent(tx, actor, input.agentId));
    const created = await insertShop(tx, fields);
    await recordShopCreated(tx, actor.id, created.id, fields);
    return created;
  });
  return mustFind(db, row.id, visibleShops(actor));
}

/**
 * Moving a shop to another agent takes its cashier along: a cashier belongs to its shop's agent.
 * Not while that cashier's game runs or its shift is open (the shift stays with the agent it opened
 * under).
 */
export async function editShop(db: Db, actor: AuthUser, id: string, input: UpdateShopRequest): Promise<Shop> {
  await inTransaction(db, async (tx) => {
    const shop = await lockShop(tx, id, visibleShops(actor));
    if (!shop) throw new NotFoundError(SHOP_MESSAGES.shopNotFound);
    // The form sends every field: from a form loaded before another save, it would put back the old
    // values (even the old agent, with the cashier). Compared to the millisecond, as the shop is sent.
    const { expectedUpdatedAt } = input;
    if (expectedUpdatedAt && Date.parse(expectedUpdatedAt) !== shop.updatedAt.getTime())
      throw new ConflictError(SHOP_MESSAGES.shopChanged);
    // Keeping the shop's agent is no new assignment: a shop of a deactivated agent can still be edited.
    const newAgent = input.agentId !== undefined && input.agentId !== shop.agentId;
    const agentId = newAgent ? await resolveAgent(tx, actor, input.agentId) : shop.agentId;
    const movedCashier = agentId !== shop.agentId ? shop.cashierId : null;
    if (movedCashier) await holdIdleCashier(tx, movedCashier, CHANGING_SHOP);
    const fields = shopFields(input, agentId);
    await updateShop(tx, shop.id, fields);
    if (movedCashier) await updateUser(tx, movedCashier, { parentId: agentId });
    await recordShopUpdated(tx, actor.id, shop.id, {
      from: shopFields(shop, shop.agentId),
      fields,
      movedCashierId: movedCashier,
    });
  });
  return mustFind(db, id, visibleShops(actor));
}

/**
 * Soft delete: the shop keeps its sales history but leaves every list. Its cashier is released
 * (kept, with its balance, under the same agent) so it can be seated in another shop; not while its
 * game runs (the shop's display shows it) or its shift is open.
 */
export async function deleteShop(db: Db, actor: AuthUser, id: string): Promise<{ message: string }> {
  await inTransaction(db, async (tx) => {
    const shop = await lockShop(tx, id, visibleShops(actor));
    if (!shop) throw new NotFoundError(SHOP_MESSAGES.shopNotFound);
    if (shop.cashierId) await holdIdleCashier(tx, shop.cashierId, CHANGING_SHOP);
    await updateShop(tx, shop.id, { deletedAt: new Date(), cashierId: null });
    await appendAuditEvent(tx, {
      chain: shopChain(shop.id),
      kind: 'ShopDeleted',
      actorId: actor.id,
      subject: { shopId: shop.id, releasedCashierId: shop.cashierId },
    });
  });
  return { message: SHOP_MESSAGES.shopDeleted };
}

/**
 * Seats a cashier in a shop with no active cashier (Admin: any; Agent: its own cashier in its own
 * shop). The cashier leaves its previous shop, and follows the new shop's agent; not while its game
 * runs or its shift is open.
 */
export async function assignCashier(
  db: Db,
  actor: AuthUser,
  input: { cashierId: string; shopId: string },
): Promise<ShopMessage> {
  const shopScope = visibleShops(actor);
  await inTransaction(db, async (tx) => {
    const shop = await lockShop(tx, input.shopId, shopScope);
    if (!shop) throw new NotFoundError(SHOP_MESSAGES.shopNotFound);
    const cashier = await lockUser(tx, input.cashierId, cashiersInReach(actor));
    if (!cashier) throw new NotFoundError(SHOP_MESSAGES.cashierNotFound);
    // A deactivated cashier cannot log in to work the shop; its row is locked, so it stays inactive.
    if (!cashier.isActive) throw new ConflictError(SHOP_MESSAGES.cashierInactive);
    if (shop.cashierId === cashier.id) return;
    await refuseBusyCashier(tx, cashier.id, MOVING_CASHIER);
    await claimSeat(tx, actor.id, shop, shopScope);
    const leftShopId = await unseatCashier(tx, cashier.id);
    await seatCashier(tx, shop.id, cashier.id);
    if (cashier.parentId !== shop.agentId) await updateUser(tx, cashier.id, { parentId: shop.agentId });
    // Every shop's chain tells who runs it: the shop it left says it no longer does.
    if (leftShopId) await recordCashierReleased(tx, actor.id, leftShopId, cashier.id, shop.id);
    await recordCashierAssigned(tx, actor.id, shop.id, cashier.id);
  });
  return { message: SHOP_MESSAGES.shopAssigned, shop: await mustFind(db, input.shopId, shopScope) };
}
