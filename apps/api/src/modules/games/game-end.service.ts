import { type EndedGame, GAME_MESSAGES } from '@bingo/contracts';
import { BALL_COUNT } from '@bingo/engine';
import type { Db, Tx } from '@/db/client';
import { commitWith } from '@/db/pipeline';
import { ConflictError } from '@/errors';
import type { Viewer } from '@/modules/auth/caller';
import { appendGameEvent } from '../audit/audit.service';
import { inTransaction } from '../ledger/transaction';
import { runningOwnGame } from './calls.service';
import { endGame, type GameRow, settleSale } from './games.repo';

/** How a game ends unwon, and who ended it. */
type UnwonEnd = {
  status: 'abandoned' | 'finished';
  stakesRefunded: boolean;
  actorId: string;
};

/**
 * The writes that end a locked running game with no winner at the server's released count: nothing
 * is paid, the purchase stands. The three need nothing back from each other and cannot be refused,
 * and each is sent when called, so the caller can send them with its COMMIT.
 */
function endUnwon(tx: Tx, game: GameRow, end: UnwonEnd) {
  const kind = end.status === 'finished' ? 'GameEnded' : 'GameAbandoned';
  const refund = end.stakesRefunded ? game.totalAmount : 0;
  return [
    endGame(tx, game.id, {
      status: end.status,
      endedAtCall: game.released,
      stakesRefunded: end.stakesRefunded,
    }),
    settleSale(tx, game.id, {
      outcome: end.status === 'finished' ? 'NoWinner' : 'Abandoned',
      actualWin: 0,
      bonusAmount: 0,
      bonusType: 'None',
    }),
    appendGameEvent(tx, game, kind, end.actorId, { endedAtCall: game.released, refund }),
  ] as const;
}

/** The cashier ends its own running game with no winner. */
async function endWithoutWinner(
  db: Db,
  cashier: Viewer,
  gameId: string,
  status: 'abandoned' | 'finished',
  stakesRefunded = false,
): Promise<EndedGame> {
  return inTransaction(db, async (tx) => {
    const game = await runningOwnGame(tx, cashier, gameId);
    if (status === 'finished' && game.released < BALL_COUNT) {
      throw new ConflictError(GAME_MESSAGES.notAllCalled);
    }
    // One wait on the network: the end goes with the COMMIT.
    await commitWith(tx, ...endUnwon(tx, game, { status, stakesRefunded, actorId: cashier.id }));
    return { gameId: game.id, status, endedAtCall: game.released };
  });
}

/**
 * Leaving mid-game records it as abandoned at the server's released count, and whether the cashier
 * handed the stakes back (the shift's expected cash counts the refund).
 */
export const abandonGame = (db: Db, cashier: Viewer, gameId: string, refunded = false) =>
  endWithoutWinner(db, cashier, gameId, 'abandoned', refunded);

/** All 75 numbers called and no winner confirmed: the game ends with no winner. */
export const finishGame = (db: Db, cashier: Viewer, gameId: string) =>
  endWithoutWinner(db, cashier, gameId, 'finished');
