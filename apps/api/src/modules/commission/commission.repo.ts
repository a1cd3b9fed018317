import { asc, eq, getTableName, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { commissionRates } from '@/db/schema';

const columns = {
  id: commissionRates.id,
  typeIndex: commissionRates.typeIndex,
  rate: commissionRates.rate,
  createdAt: commissionRates.createdAt,
  updatedAt: commissionRates.updatedAt,
};

/** The column is numeric(5,2); the fixed two-decimal text keeps the stored value exact. */
const asNumeric = (rate: number) => rate.toFixed(2);

export async function listRates(db: DbOrTx) {
  return db.select(columns).from(commissionRates).orderBy(asc(commissionRates.typeIndex));
}

/**
 * The tier's saved rate, locked until the transaction ends so a change records the rate it replaces.
 * A tier with no rate (it pays its default) has no row to lock, and a row of the default would list
 * as saved: the tier itself is locked first (an advisory lock keyed by table and tier), so a first
 * save waits for one under way and then reads the rate it saved.
 */
export async function lockRate(tx: Tx, typeIndex: number) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${getTableName(commissionRates)}), ${typeIndex}::int)`,
  );
  const [row] = await tx
    .select(columns)
    .from(commissionRates)
    .where(eq(commissionRates.typeIndex, typeIndex))
    .for('update');
  return row;
}

/** Saving is keyed by tier: a second save replaces the rate. */
export async function saveRate(db: DbOrTx, typeIndex: number, rate: number) {
  const [row] = await db
    .insert(commissionRates)
    .values({ typeIndex, rate: asNumeric(rate) })
    .onConflictDoUpdate({
      target: commissionRates.typeIndex,
      set: { rate: asNumeric(rate), updatedAt: sql`now()` },
    })
    .returning(columns);
  return row;
}

export async function updateRate(db: DbOrTx, typeIndex: number, rate: number) {
  const [row] = await db
    .update(commissionRates)
    .set({ rate: asNumeric(rate), updatedAt: sql`now()` })
    .where(eq(commissionRates.typeIndex, typeIndex))
    .returning(columns);
  return row;
}

export async function deleteRate(db: DbOrTx, typeIndex: number) {
  const [row] = await db
    .delete(commissionRates)
    .where(eq(commissionRates.typeIndex, typeIndex))
    .returning({ id: commissionRates.id });
  return row;
}
