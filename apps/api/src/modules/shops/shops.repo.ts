import type { DbOrTx } from '../../db/client';
import { shops } from '../../db/schema';

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
