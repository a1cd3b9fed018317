import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
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

/**
 * The agent's settings, locked until the transaction ends; a row of the defaults is made first if it
 * has none, so a first save has a row to lock too and two saves at once each read the other's.
 */
export async function lockSettings(
  tx: Tx,
  agentId: string,
  defaults: { overShortThreshold: number; maxAbandonedGames: number },
) {
  await tx
    .insert(shiftSettings)
    .values({ agentId, ...defaults })
    .onConflictDoNothing({ target: shiftSettings.agentId });
  const [row] = await tx
    .select({
      overShortThreshold: shiftSettings.overShortThreshold,
      maxAbandonedGames: shiftSettings.maxAbandonedGames,
    })
    .from(shiftSettings)
    .where(eq(shiftSettings.agentId, agentId))
    .for('update');
  return row;
}
