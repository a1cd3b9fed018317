import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { shiftSettings } from '@/db/schema';

export async function findSettings(db: DbOrTx, agentId: string) {
  const [row] = await db
    .select({
      overShortThreshold: shiftSettings.overShortThreshold,
      maxAbandonedGames: shiftSettings.maxAbandonedGames,
    })
    .from(shiftSettings)
    .where(eq(shiftSettings.agentId, agentId));
  return row;
}

export async function upsertSettings(
  db: DbOrTx,
  agentId: string,
  s: { overShortThreshold: number; maxAbandonedGames: number },
): Promise<void> {
  await db
    .insert(shiftSettings)
    .values({ agentId, ...s })
    .onConflictDoUpdate({ target: shiftSettings.agentId, set: { ...s, updatedAt: sql`now()` } });
}
