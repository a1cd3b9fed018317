import { and, asc, gt, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { gameCalls, gameCardLocks, gameClaims, games } from '@/db/schema';
import { sealedTerms } from '../audit/audit.repo';
import type { FinishedGame, FinishedGamePages } from '../audit/finished-games';

/** Rows of `rows` grouped by their game id. */
function byGame<T extends { gameId: string }>(rows: T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) grouped.set(row.gameId, [...(grouped.get(row.gameId) ?? []), row]);
  return grouped;
}

/**
 * audit:verify's loader: finished games (won, finished or abandoned) after `afterId` in id order, each
 * as the engine's VerifiableGame. The calls, claims and locks come from their append-only tables and
 * the commitment and terms from the game's GameStarted event, so a game row rewritten behind the
 * API's back disagrees with them and the engine says so.
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
  const calls = byGame(
    await db
      .select({ gameId: gameCalls.gameId, number: gameCalls.number })
      .from(gameCalls)
      .where(inArray(gameCalls.gameId, ids))
      .orderBy(asc(gameCalls.gameId), asc(gameCalls.k)),
  );
  const sealed = await sealedTerms(db, rows);
  const claims = byGame(
    await db.select().from(gameClaims).where(inArray(gameClaims.gameId, ids)).orderBy(asc(gameClaims.id)),
  );
  const locks = byGame(
    await db
      .select({ gameId: gameCardLocks.gameId, cardId: gameCardLocks.cardId })
      .from(gameCardLocks)
      .where(inArray(gameCardLocks.gameId, ids)),
  );
  return rows.map((g): FinishedGame => {
    const numbers = (calls.get(g.id) ?? []).map((c) => c.number);
    // The terms as the chain sealed them at the start; a game without its start event has nothing
    // published to check against, and the engine says the commitment does not match.
    const terms = sealed.get(g.id);
    return {
      id: g.id,
      shopId: g.shopId,
      record: {
        order: g.drawOrder,
        // A game from before salted commitments cannot be checked; the engine names it malformed.
        salt: g.salt ?? '',
        commitment: terms?.commitment ?? '',
        gameType: terms?.gameType ?? g.gameType,
        cards: terms?.cards ?? g.cards,
        lastCallRule: terms?.lastCallRule ?? g.lastCallRule,
        released: numbers.length,
        calls: numbers,
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
        betSantim: terms?.betAmount ?? g.betAmount,
        // The rate is not in the event; the row's is sealed by its trigger, and a rate that does not
        // give the sealed prize is a finding.
        ratePercent: Number(g.ratePercent),
        prizeSantim: terms?.prize ?? g.prize,
        commissionSantim: terms?.commission ?? g.commission,
        prizeShareSantim: g.prizeShare,
        bonusWithinCalls: g.bonusWithinCalls,
        bonusOfferedSantim: terms?.bonusOffered ?? g.bonusOffered,
        bonusAwardedSantim: g.bonusAwarded,
      },
    };
  });
};
