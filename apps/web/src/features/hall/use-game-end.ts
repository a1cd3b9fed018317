import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Caller } from '../audio';
import { salesKeys } from '../sales/sales.queries';
import type { GameRemote } from './games.api';
import type { GameInfo } from './live-game';
import type { GameBoard } from './use-game-board';
import type { useServerCalls } from './use-server-calls';

interface GameEndParts {
  board: GameBoard;
  caller: Pick<Caller, 'play'>;
  calls: Pick<ReturnType<typeof useServerCalls>, 'stop'>;
  remote: GameRemote;
  /** The paid game, null before Start. */
  started: GameInfo | null;
}

/**
 * The end of a game: the calls stop, and an unfinished game is recorded on the server as abandoned
 * (refunded or not) or finished with no winner; `ended` says the server has it, so the draw can be
 * verified.
 */
export function useGameEnd({ board, caller, calls, remote, started }: GameEndParts) {
  const { latest, dispatch } = board;
  const queryClient = useQueryClient();
  const [ended, setEnded] = useState(false);

  /** Stops the calls for good (a confirmed win). */
  const stopCalling = useCallback(() => {
    calls.stop();
    setEnded(true);
  }, [calls]);

  /** Ends an unfinished game: abandoned, or with no winner once all 75 numbers are out. */
  const end = useCallback(
    async (how: 'abandon' | 'finish', refunded = false) => {
      calls.stop();
      if (!started || ended || latest.current.endReason === 'win') return;
      if (how === 'abandon') caller.play('canceled');
      dispatch({ type: 'abandon' });
      try {
        await (how === 'abandon' ? remote.abandon(started.gameId, refunded) : remote.finish(started.gameId));
        setEnded(true);
      } catch (error) {
        console.warn('Could not record the end of the game', error);
      }
      void queryClient.invalidateQueries({ queryKey: salesKeys.all });
    },
    [caller, calls, dispatch, ended, latest, queryClient, remote, started],
  );
  const abandon = useCallback((refunded: boolean) => end('abandon', refunded), [end]);
  const finish = useCallback(() => end('finish'), [end]);

  return { ended, stopCalling, abandon, finish };
}
