import { and, count, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { shops, users } from '@/db/schema';
import { agentsOf, usersWithRole } from '../users/scope';

export async function cashiersUnderSuperAgent(db: DbOrTx, superAgentId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(usersWithRole('Cashier'), inArray(users.parentId, agentsOf(superAgentId))));
  return row?.n ?? 0;
}

export async function countShops(db: DbOrTx, scope: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shops).where(scope);
  return row?.n ?? 0;
}
