import { and, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { agentsOf } from '../users/scope';

export async function cashiersUnderSuperAgent(db: DbOrTx, superAgentId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'Cashier'), inArray(users.parentId, agentsOf(superAgentId))));
  return row?.n ?? 0;
}
