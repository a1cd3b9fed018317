import { type GameFinding, type VerifiableGame, verifyGame } from '@bingo/engine';
import type { DbOrTx } from '@/db/client';

/** A finished game as the engine checks it, with where it was played. */
export type FinishedGame = { id: string; shopId: string; record: VerifiableGame };

/**
 * Up to `limit` finished games (won, ended or abandoned) with ids after `afterId`, in id order.
 * The games module supplies it: only it knows how its tables make up a record (order, salt, calls,
 * claims, locks and money).
 */
export type FinishedGamePages = (
  db: DbOrTx,
  afterId: string | undefined,
  limit: number,
) => Promise<FinishedGame[]>;

export type UnsoundGame = { gameId: string; shopId: string; findings: GameFinding[] };
export type GamesReport = { games: number; unsound: UnsoundGame[] };

const PAGE = 200;

/** Runs the engine's verifyGame on every finished game, page by page, and keeps what it finds. */
export async function verifyFinishedGames(db: DbOrTx, pages: FinishedGamePages): Promise<GamesReport> {
  const unsound: UnsoundGame[] = [];
  let games = 0;
  let afterId: string | undefined;
  for (;;) {
    const page = await pages(db, afterId, PAGE);
    for (const game of page) {
      games++;
      const findings = verifyGame(game.record);
      if (findings.length > 0) unsound.push({ gameId: game.id, shopId: game.shopId, findings });
      afterId = game.id;
    }
    if (page.length < PAGE) return { games, unsound };
  }
}
