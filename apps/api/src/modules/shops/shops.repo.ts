import type { Shop } from '@bingo/contracts';
import { and, asc, eq, isNull, not, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { shops, users } from '@/db/schema';
import { isActive } from '../users/scope';
import { liveShops } from './live-shops';

export type NewShop = {
  name: string;
  country: string;
  city: string;
  woreda: string;
  location: string;
  agentId: string;
  cashierId?: string | null;
};

export async function insertShop(tx: DbOrTx, shop: NewShop) {
  const [row] = await tx
    .insert(shops)
    .values({ ...shop, cashierId: shop.cashierId ?? null })
    .returning();
  if (!row) throw new Error('insert into shops returned no row');
  return row;
}

const agent = alias(users, 'agent');
const cashier = alias(users, 'cashier');

/** The shop's own fields and seat, as a form edits them and its events record them. */
const shopColumns = {
  id: shops.id,
  name: shops.name,
  country: shops.country,
  city: shops.city,
  woreda: shops.woreda,
  location: shops.location,
  agentId: shops.agentId,
  cashierId: shops.cashierId,
};

const shopView = {
  ...shopColumns,
  createdAt: shops.createdAt,
  updatedAt: shops.updatedAt,
  agentFirstName: agent.firstName,
  agentLastName: agent.lastName,
  agentEmail: agent.email,
  cashierFirstName: cashier.firstName,
  cashierLastName: cashier.lastName,
  cashierEmail: cashier.email,
  cashierIsActive: cashier.isActive,
};

type ShopViewRow = Omit<NewShop, 'cashierId'> & {
  id: string;
  cashierId: string | null;
  createdAt: Date;
  updatedAt: Date;
  agentFirstName: string | null;
  agentLastName: string | null;
  agentEmail: string | null;
  cashierFirstName: string | null;
  cashierLastName: string | null;
  cashierEmail: string | null;
  cashierIsActive: boolean | null;
};

function toShop(r: ShopViewRow): Shop {
  return {
    id: r.id,
    name: r.name,
    country: r.country,
    city: r.city,
    woreda: r.woreda,
    location: r.location,
    agentId: r.agentId,
    agent: {
      id: r.agentId,
      userId: r.agentId,
      firstName: r.agentFirstName ?? '',
      lastName: r.agentLastName ?? '',
      email: r.agentEmail ?? '',
    },
    cashierId: r.cashierId,
    cashier: r.cashierId
      ? {
          id: r.cashierId,
          userId: r.cashierId,
          firstName: r.cashierFirstName ?? '',
          lastName: r.cashierLastName ?? '',
          email: r.cashierEmail ?? '',
          isActive: r.cashierIsActive ?? false,
        }
      : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/**
 * A seat a new cashier may take: in a shop whose agent is active (the cashier follows that agent),
 * and empty or held by an inactive cashier (one who left), whom seating the new one moves out.
 * Written over the `agent` and `cashier` joins.
 */
const seatFree = and(isActive(agent), or(isNull(shops.cashierId), not(isActive(cashier))));

function selectShops(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(shopView)
    .from(shops)
    .innerJoin(agent, eq(agent.id, shops.agentId))
    .leftJoin(cashier, eq(cashier.id, shops.cashierId))
    .where(where);
}

export async function listShops(db: DbOrTx, scope: SQL, onlyFree = false): Promise<Shop[]> {
  const rows = await selectShops(db, and(scope, onlyFree ? seatFree : undefined)).orderBy(
    asc(shops.name),
    asc(shops.id),
  );
  return rows.map(toShop);
}

export async function findShop(db: DbOrTx, id: string, scope: SQL): Promise<Shop | undefined> {
  const [row] = await selectShops(db, and(eq(shops.id, id), scope)).limit(1);
  return row ? toShop(row) : undefined;
}

/**
 * The shop a service changes, locked until its transaction ends. `no key update` still keeps two
 * changes of one shop apart, but lets a shift or a game that names the shop be written meanwhile:
 * such a write holds its cashier's row, which the change locks next, and would otherwise wait on
 * the shop with it (a deadlock).
 */
export async function lockShop(tx: DbOrTx, id: string, scope: SQL) {
  const [row] = await tx
    .select({ ...shopColumns, updatedAt: shops.updatedAt })
    .from(shops)
    .where(and(eq(shops.id, id), scope))
    .limit(1)
    .for('no key update');
  return row;
}

/**
 * A live shop, locked until the transaction ends by a save of its settings or jackpot, before the
 * settings or jackpot are read: a delete of the shop then waits for the save, or the save for the
 * delete and finds no shop; and two saves of one shop go one after the other, so the second reads
 * what the first saved even when there was no row yet to lock. None when unknown or deleted.
 */
export const lockLiveShop = (tx: DbOrTx, id: string) => lockShop(tx, id, liveShops());

export async function hasFreeShop(db: DbOrTx, scope: SQL): Promise<boolean> {
  const [row] = await db
    .select({ id: shops.id })
    .from(shops)
    .innerJoin(agent, eq(agent.id, shops.agentId))
    .leftJoin(cashier, eq(cashier.id, shops.cashierId))
    .where(and(scope, seatFree))
    .limit(1);
  return row !== undefined;
}

/** Seats a cashier; the unique constraint on cashier_id keeps it to one shop per cashier. */
export async function seatCashier(tx: DbOrTx, shopId: string, cashierId: string): Promise<void> {
  await tx.update(shops).set({ cashierId, updatedAt: new Date() }).where(eq(shops.id, shopId));
}

/** Frees whatever live or deleted shop the cashier sits in, and answers its id (none: it sat in none). */
export async function unseatCashier(tx: DbOrTx, cashierId: string): Promise<string | undefined> {
  const [left] = await tx
    .update(shops)
    .set({ cashierId: null, updatedAt: new Date() })
    .where(eq(shops.cashierId, cashierId))
    .returning({ id: shops.id });
  return left?.id;
}

export type ShopPatch = Partial<Omit<NewShop, 'cashierId'>> & { cashierId?: string | null; deletedAt?: Date };

export async function updateShop(tx: DbOrTx, id: string, patch: ShopPatch): Promise<void> {
  await tx
    .update(shops)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(shops.id, id));
}
