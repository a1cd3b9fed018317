// i18n-namespace: hall
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { i18n } from '@/i18n/i18n';
import { messageOf } from '@/lib/api';
import type { Caller } from '../audio';
import { salesKeys } from '../sales/sales.queries';
import { type GameRemote, isGameGone } from './games.api';
import { forgetPendingStart } from './hall.store';
import type { GameInfo } from './live-game';
import type { GameBoard } from './use-game-board';
import type { useServerCalls } from './use-server-calls';

interface GameEndParts {
  board: GameBoard;
  calls: Pick<ReturnType<typeof useServerCalls>, 'stop'>;
  /** The voice: a call waiting for the one spoken is not heard after the game's end. */
  caller: Pick<Caller, 'dropWaiting'>;
  remote: GameRemote;
  /** The paid game, null before Start. */
  started: GameInfo | null;
}

/**
 * The end of a game: the calls stop, and an unfinished game is recorded on the server as abandoned
 * (refunded or not) or finished with no winner; `ended` says the server has it, so the draw can be
 * verified.
 */
export function useGameEnd({ board, calls, caller, remote, started }: GameEndParts) {
  const { latest, dispatch } = board;
  const queryClient = useQueryClient();
  const [ended, setEnded] = useState(false);
  const [endError, setEndError] = useState<string | null>(null);

  /** Stops the calls for good (a confirmed win). */
  const stopCalling = useCallback(() => {
    calls.stop();
    caller.dropWaiting();
    forgetPendingStart();
    setEnded(true);
  }, [caller, calls]);

  /**
   * Ends an unfinished game: abandoned, or with no winner once all 75 numbers are out. True once the
   * server has the end (or the game had already ended there); false when it could not be recorded,
   * with the reason in `endError`, so the cashier stays on the game and can try again.
   */
  const end = useCallback(
    async (how: 'abandon' | 'finish', refunded = false): Promise<boolean> => {
      calls.stop();
      caller.dropWaiting();
      if (!started || ended || latest.current.endReason === 'win') return true;
      setEndError(null);
      try {
        await (how === 'abandon' ? remote.abandon(started.gameId, refunded) : remote.finish(started.gameId));
      } catch (error) {
        // Ended elsewhere meanwhile (or unknown to the server): there is nothing left to record.
        if (!isGameGone(error)) {
          const t = i18n.getFixedT(null, 'hall');
          setEndError(t('The game could not be ended: {{reason}}', { reason: messageOf(error) }));
          // The calls were stopped for the end: the board says paused, so Continue takes them up again.
          if (latest.current.status === 'running') dispatch({ type: 'pause' });
          return false;
        }
      }
      dispatch({ type: 'abandon' });
      forgetPendingStart();
      setEnded(true);
      void queryClient.invalidateQueries({ queryKey: salesKeys.all });
      return true;
    },
    [caller, calls, dispatch, ended, latest, queryClient, remote, started],
  );
  const abandon = useCallback((refunded: boolean) => end('abandon', refunded), [end]);
  const finish = useCallback(() => end('finish'), [end]);

  return { ended, endError, stopCalling, abandon, finish };
}
