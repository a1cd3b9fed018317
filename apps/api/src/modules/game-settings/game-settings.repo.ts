import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { gameSettings, shops } from '@/db/schema';
import { liveShops } from '../shops/live-shops';

export type SettingsValues = {
  minCards: number;
  maxCards: number;
  /** Santim. */
  defaultBetAmount: number;
  /** Santim: the minimum bet per card. */
  minStackAmount: number;
  lastCallRule: 'AllowLate' | 'LastCallOnly';
};

const columns = {
  id: gameSettings.id,
  shopId: gameSettings.shopId,
  shopName: shops.name,
  minCards: gameSettings.minCards,
  maxCards: gameSettings.maxCards,
  defaultBetAmount: gameSettings.defaultBetAmount,
  minStackAmount: gameSettings.minStackAmount,
  lastCallRule: gameSettings.lastCallRule,
  createdAt: gameSettings.createdAt,
  updatedAt: gameSettings.updatedAt,
};

export async function listSettings(db: DbOrTx, scope: SQL | undefined) {
  return db
    .select(columns)
    .from(gameSettings)
    .innerJoin(shops, eq(shops.id, gameSettings.shopId))
    .where(scope)
    .orderBy(asc(shops.name));
}

export async function findSettings(db: DbOrTx, shopId: string) {
  const [row] = await db
    .select(columns)
    .from(gameSettings)
    .innerJoin(shops, eq(shops.id, gameSettings.shopId))
    .where(eq(gameSettings.shopId, shopId));
  return row;
}

/**
 * A live shop's saved row, locked until the transaction ends so the values an edit replaces are the
 * ones it records; none when the shop has no row or was deleted, which takes no changes. The caller
 * holds the shop first (`lockLiveShop`).
 */
export async function lockLiveSettings(db: DbOrTx, shopId: string) {
  const [row] = await db
    .select(columns)
    .from(gameSettings)
    .innerJoin(shops, eq(shops.id, gameSettings.shopId))
    .where(and(eq(gameSettings.shopId, shopId), liveShops()))
    .for('update', { of: gameSettings });
  return row;
}

/** One row per shop: a second insert for the same shop comes back empty. */
export async function insertSettings(db: DbOrTx, shopId: string, values: SettingsValues) {
  const [row] = await db
    .insert(gameSettings)
    .values({ shopId, ...values })
    .onConflictDoNothing({ target: gameSettings.shopId })
    .returning({ id: gameSettings.id });
  return row;
}

export async function updateSettings(db: DbOrTx, shopId: string, values: SettingsValues) {
  const [row] = await db
    .update(gameSettings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(gameSettings.shopId, shopId))
    .returning({ id: gameSettings.id, shopId: gameSettings.shopId });
  return row;
}

export async function deleteSettings(db: DbOrTx, shopId: string) {
  const [row] = await db
    .delete(gameSettings)
    .where(eq(gameSettings.shopId, shopId))
    .returning({ id: gameSettings.id, shopId: gameSettings.shopId });
  return row;
}

/** The first shop matching `where`; callers combine an id with the viewer's shop scope. */
export async function findShopWhere(db: DbOrTx, where: SQL | undefined) {
  const [row] = await db
    .select({ id: shops.id, name: shops.name, agentId: shops.agentId })
    .from(shops)
    .where(where)
    .limit(1);
  return row;
}
