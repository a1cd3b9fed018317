import { FIRST_CALL_DELAY_MS, type LiveGame } from '@bingo/contracts';
import { useCallback, useEffect, useState } from 'react';
import { type Caller, whenReady } from '../audio';
import type { GameInfo } from './live-game';
import type { GameAction, GameBoard } from './use-game-board';
import type { useGamePurchase } from './use-game-purchase';
import type { useServerCalls } from './use-server-calls';

interface GameRunParts {
  board: GameBoard;
  caller: Caller;
  buy: ReturnType<typeof useGamePurchase>;
  calls: ReturnType<typeof useServerCalls>;
  /** Flickers the board before Start. */
  runShuffle: () => void;
  /** The board is flickering random numbers: Start waits, so none of them reads as called. */
  shuffling: boolean;
  restore: LiveGame | null;
}

/**
 * The cashier's buttons on a game: Shuffle, Start (the purchase, then the calls), Pause and Continue,
 * each with its sound, and the board's own actions, kept in step with the server's calls.
 */
export function useGameRun({ board, caller, buy, calls, runShuffle, shuffling, restore }: GameRunParts) {
  const { latest, dispatch } = board;
  const [started, setStarted] = useState<GameInfo | null>(restore);

  // The server stopped the calls: the screen stops too, and Continue asks the server again.
  useEffect(() => {
    if (!calls.stoppedBy) return;
    caller.dropWaiting();
    dispatch({ type: 'pause' });
  }, [caller, calls.stoppedBy, dispatch]);

  const shuffle = useCallback(() => {
    if (latest.current.status !== 'idle' || buy.starting) return;
    caller.play('shuffle');
    runShuffle();
  }, [buy.starting, caller, latest, runShuffle]);

  const start = useCallback(async () => {
    if (latest.current.status !== 'idle' || buy.starting || shuffling) return;
    // The voice is loaded before the purchase is answered, so the first call sounds on time.
    const [game] = await Promise.all([buy.purchase(), whenReady(caller)]);
    // Answered after the screen has gone: the server keeps the game, taken back paused on return.
    // The first number comes shortly after Start, as the server allows it; then one per interval.
    if (!game || !calls.begin(game, 0, FIRST_CALL_DELAY_MS)) return;
    setStarted(game);
    dispatch({ type: 'start' });
    caller.play('start');
  }, [buy, caller, calls, dispatch, latest, shuffling]);

  // No call waiting for the one spoken is heard after Pause (nor after Check, nor the game's end).
  const pause = useCallback(() => {
    calls.pause();
    caller.dropWaiting();
    dispatch({ type: 'pause' });
  }, [caller, calls, dispatch]);

  const resume = useCallback(async () => {
    if (latest.current.status !== 'paused' || !started) return;
    await whenReady(caller);
    if (await calls.resume(started, latest.current.calledCount)) dispatch({ type: 'resume' });
  }, [caller, calls, dispatch, latest, started]);

  const gameDispatch = useCallback(
    (action: GameAction) => {
      // Opening Check pauses a running game, here and on the server, and the voice with it.
      if (action.type === 'openCheck' && latest.current.status === 'running') {
        calls.pause();
        caller.dropWaiting();
      }
      dispatch(action);
    },
    [caller, calls, dispatch, latest],
  );

  return { started, shuffle, start, pause, resume, dispatch: gameDispatch };
}
