import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { gameCardLocks, gameCheckAsks, gameClaims, salesHistory } from '@/db/schema';

/** Every claim of the game in the order it was made. */
export async function claimsOf(db: DbOrTx, gameId: string) {
  return db
    .select({
      cardId: gameClaims.cardId,
      calledCount: gameClaims.calledCount,
      won: gameClaims.won,
      firstWinCall: gameClaims.firstWinCall,
      late: gameClaims.late,
      createdAt: gameClaims.createdAt,
    })
    .from(gameClaims)
    .where(eq(gameClaims.gameId, gameId))
    .orderBy(asc(gameClaims.id));
}

/**
 * The claim that won the game (the first win ends it, so there is one at most), with the bonus type
 * its sale recorded at the settlement.
 */
export async function winningClaimOf(db: DbOrTx, gameId: string) {
  const [row] = await db
    .select({
      cardId: gameClaims.cardId,
      calledCount: gameClaims.calledCount,
      bonusType: salesHistory.bonusType,
    })
    .from(gameClaims)
    .innerJoin(salesHistory, eq(salesHistory.gameId, gameClaims.gameId))
    .where(and(eq(gameClaims.gameId, gameId), eq(gameClaims.won, true)))
    .limit(1);
  return row;
}

/** Records a claim; answers its id, for the asks that stand on it. */
export async function insertClaim(db: DbOrTx, claim: typeof gameClaims.$inferInsert): Promise<number> {
  const [row] = await db.insert(gameClaims).values(claim).returning({ id: gameClaims.id });
  if (!row) throw new Error('claim not inserted');
  return row.id;
}

/** Records that Check was asked of the claim, now. */
export async function insertAsk(db: DbOrTx, claimId: number): Promise<void> {
  await db.insert(gameCheckAsks).values({ claimId });
}

/**
 * The id of the card's claim in the game, if it was checked; given a count, of its claim at that
 * count.
 */
export async function claimIdOf(
  db: DbOrTx,
  gameId: string,
  cardId: number,
  calledCount?: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: gameClaims.id })
    .from(gameClaims)
    .where(
      and(
        eq(gameClaims.gameId, gameId),
        eq(gameClaims.cardId, cardId),
        calledCount === undefined ? undefined : eq(gameClaims.calledCount, calledCount),
      ),
    )
    .limit(1);
  return row?.id;
}

export async function lockedCardsOf(db: DbOrTx, gameId: string): Promise<number[]> {
  const rows = await db
    .select({ cardId: gameCardLocks.cardId })
    .from(gameCardLocks)
    .where(eq(gameCardLocks.gameId, gameId))
    .orderBy(asc(gameCardLocks.cardId));
  return rows.map((r) => r.cardId);
}

/** A lock is written once; locking a locked card again changes nothing. */
export async function insertLock(
  db: DbOrTx,
  gameId: string,
  cardId: number,
  released: number,
): Promise<boolean> {
  const inserted = await db
    .insert(gameCardLocks)
    .values({ gameId, cardId, released })
    .onConflictDoNothing()
    .returning({ cardId: gameCardLocks.cardId });
  return inserted.length > 0;
}
