import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { jackpots, shops } from '@/db/schema';
import { liveShops } from '../shops/live-shops';

const columns = {
  id: jackpots.id,
  shopId: jackpots.shopId,
  shopName: shops.name,
  bonusAmount: jackpots.bonusAmount,
  status: jackpots.status,
  updatedAt: jackpots.updatedAt,
};

export async function listJackpots(db: DbOrTx, scope: SQL | undefined) {
  return db
    .select(columns)
    .from(jackpots)
    .innerJoin(shops, eq(shops.id, jackpots.shopId))
    .where(scope)
    .orderBy(asc(shops.name));
}

export async function findJackpot(db: DbOrTx, id: string) {
  const [row] = await db
    .select(columns)
    .from(jackpots)
    .innerJoin(shops, eq(shops.id, jackpots.shopId))
    .where(eq(jackpots.id, id));
  return row;
}

/**
 * A live shop's jackpot, locked until the transaction ends so the status a toggle replaces is the one
 * it records; none when the id is unknown or its shop was deleted, which takes no changes. The caller
 * holds the shop first (`lockLiveShop`).
 */
export async function lockLiveJackpot(db: DbOrTx, id: string) {
  const [row] = await db
    .select(columns)
    .from(jackpots)
    .innerJoin(shops, eq(shops.id, jackpots.shopId))
    .where(and(eq(jackpots.id, id), liveShops()))
    .for('update', { of: jackpots });
  return row;
}

/** The shop's jackpot as a save finds it, locked until the transaction ends; none before the first save. */
export async function lockShopJackpot(db: DbOrTx, shopId: string) {
  const [row] = await db
    .select({ bonusAmount: jackpots.bonusAmount, status: jackpots.status })
    .from(jackpots)
    .where(eq(jackpots.shopId, shopId))
    .for('update');
  return row;
}

/** Creating and editing are one save keyed by shop; with no status, new is active and an edit keeps it. */
export async function upsertJackpot(
  db: DbOrTx,
  shopId: string,
  bonusAmount: number,
  status: 0 | 1 | undefined,
) {
  const [row] = await db
    .insert(jackpots)
    .values({ shopId, bonusAmount, status: status ?? 1 })
    .onConflictDoUpdate({
      target: jackpots.shopId,
      set: { bonusAmount, ...(status === undefined ? {} : { status }), updatedAt: sql`now()` },
    })
    .returning({ id: jackpots.id });
  return row;
}

/** Sets the status, or flips it when none is asked for; a status the jackpot has changes no row. */
export async function setStatus(db: DbOrTx, id: string, wanted: 0 | 1 | undefined) {
  const status = wanted ?? sql`1 - ${jackpots.status}`;
  const [row] = await db
    .update(jackpots)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(jackpots.id, id), wanted === undefined ? undefined : ne(jackpots.status, wanted)))
    .returning({ id: jackpots.id });
  return row;
}

/** Santim of the shop's active jackpot, 0 when it has none. */
export async function activeJackpotAmount(db: DbOrTx, shopId: string): Promise<number> {
  const [row] = await db
    .select({ bonusAmount: jackpots.bonusAmount })
    .from(jackpots)
    .where(and(eq(jackpots.shopId, shopId), eq(jackpots.status, 1)));
  return row?.bonusAmount ?? 0;
}
