import { and, asc, count, gt, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { gameCalls, gameCardLocks, gameClaims, games } from '@/db/schema';
import type { FinishedGame, FinishedGamePages } from '../audit/finished-games';

/** Rows of `rows` grouped by their game id. */
function byGame<T extends { gameId: string }>(rows: T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) grouped.set(row.gameId, [...(grouped.get(row.gameId) ?? []), row]);
  return grouped;
}

/**
 * audit:verify's loader: finished games (won, finished or abandoned) after `afterId` in id order, each
 * as the engine's VerifiableGame. The released count is the number of recorded calls, and claims and
 * locks come from their append-only tables, so a game row rewritten behind the API's back disagrees
 * with them and the engine says so.
 */
export const finishedGamesAfter: FinishedGamePages = async (db: DbOrTx, afterId, limit) => {
  const rows = await db
    .select()
    .from(games)
    .where(and(ne(games.status, 'running'), afterId === undefined ? undefined : gt(games.id, afterId)))
    .orderBy(asc(games.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const ids = rows.map((g) => g.id);
  const calls = await db
    .select({ gameId: gameCalls.gameId, released: count() })
    .from(gameCalls)
    .where(inArray(gameCalls.gameId, ids))
    .groupBy(gameCalls.gameId);
  const claims = byGame(
    await db.select().from(gameClaims).where(inArray(gameClaims.gameId, ids)).orderBy(asc(gameClaims.id)),
  );
  const locks = byGame(
    await db
      .select({ gameId: gameCardLocks.gameId, cardId: gameCardLocks.cardId })
      .from(gameCardLocks)
      .where(inArray(gameCardLocks.gameId, ids)),
  );
  const released = new Map(calls.map((c) => [c.gameId, Number(c.released)]));
  return rows.map(
    (g): FinishedGame => ({
      id: g.id,
      shopId: g.shopId,
      record: {
        order: g.drawOrder,
        // A game from before salted commitments cannot be checked; the engine names it malformed.
        salt: g.salt ?? '',
        commitment: g.commitment,
        gameType: g.gameType,
        cards: g.cards,
        lastCallRule: g.lastCallRule,
        released: released.get(g.id) ?? 0,
        claims: (claims.get(g.id) ?? []).map((c) => ({
          cardId: c.cardId,
          calledCount: c.calledCount,
          won: c.won,
          late: c.late,
          firstWinCall: c.firstWinCall,
        })),
        lockedCards: (locks.get(g.id) ?? []).map((l) => l.cardId),
        status: g.status,
        winningCall: g.winningCall,
        winners: g.winners,
        prizeSantim: g.prize,
        prizeShareSantim: g.prizeShare,
        bonusWithinCalls: g.bonusWithinCalls,
        bonusOfferedSantim: g.bonusOffered,
        bonusAwardedSantim: g.bonusAwarded,
      },
    }),
  );
};
