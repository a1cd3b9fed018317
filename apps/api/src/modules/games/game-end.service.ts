import { type EndedGame, GAME_MESSAGES, type GameEndReason } from '@bingo/contracts';
import { BALL_COUNT } from '@bingo/engine';
import type { Db, Tx } from '@/db/client';
import { commitWith, inOrder } from '@/db/pipeline';
import { ConflictError } from '@/errors';
import type { Viewer } from '@/modules/auth/caller';
import { appendGameEvent } from '../audit/audit.service';
import { inTransaction } from '../ledger/transaction';
import { runningOwnGame } from './calls.service';
import { endGame, type GameRow, lockRunningGameOf, settleSale } from './games.repo';

/** How a game ends unwon, and who ended it. */
type UnwonEnd = {
  status: 'abandoned' | 'finished';
  stakesRefunded: boolean;
  /** The cashier, or the manager whose deactivation of the cashier ended the game. */
  actorId: string;
  /** Why someone other than the cashier ended it; the game and its event say so. */
  reason?: GameEndReason;
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
      endReason: end.reason ?? null,
    }),
    settleSale(tx, game.id, {
      outcome: end.status === 'finished' ? 'NoWinner' : 'Abandoned',
      actualWin: 0,
      bonusAmount: 0,
      bonusType: 'None',
    }),
    appendGameEvent(tx, game, kind, end.actorId, {
      endedAtCall: game.released,
      refund,
      ...(end.reason ? { reason: end.reason } : {}),
    }),
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

/**
 * For the users module, inside the transaction that deactivates a cashier (with the cashier's row
 * already locked): the cashier's tokens stop at once, so nobody could end its running game any
 * more. It is abandoned as the cashier leaving would, at the server's released count, recorded with
 * the deactivating manager as the actor and why. The stakes are not marked refunded: whether cash
 * went back is settled by the count when the shift is closed. Nothing happens without a running game.
 */
export async function abandonForDeactivation(tx: Tx, cashierId: string, actorId: string): Promise<void> {
  const game = await lockRunningGameOf(tx, cashierId);
  if (!game) return;
  await inOrder(
    ...endUnwon(tx, game, {
      status: 'abandoned',
      stakesRefunded: false,
      actorId,
      reason: 'CashierDeactivated',
    }),
  );
}
