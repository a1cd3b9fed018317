import type { GameCall, LiveGame } from '@bingo/contracts';
import { type GameState, gameReducer, initialGameState } from '@bingo/engine';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { type Caller, whenReady } from '../audio';
import { salesKeys } from '../sales/sales.queries';
import type { ReleasedCall } from './call-loop';
import { type GameRemote, httpGameRemote } from './games.api';
import type { HallSetup } from './hall.store';
import { type GameInfo, restoredState, withReleased } from './live-game';
import { useGamePurchase } from './use-game-purchase';
import { useServerCalls } from './use-server-calls';
import { useShuffle } from './use-shuffle';

type HallAction = Parameters<typeof gameReducer>[1] | { type: 'released'; number: number };

const hallReducer = (state: GameState, action: HallAction): GameState =>
  action.type === 'released' ? withReleased(state, action.number) : gameReducer(state, action);

export interface HallGameOptions {
  remote?: GameRemote;
  /** The cashier's running game taken back from the server: the board starts from it, paused. */
  restore?: LiveGame | null;
}

/**
 * The game screen's engine: the pure reducer for the rules, the server for the money and every
 * number (see use-server-calls), and the caller for the voice.
 */
export function useHallGame(setup: HallSetup, caller: Caller, options: HallGameOptions = {}) {
  const { remote = httpGameRemote, restore = null } = options;
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(hallReducer, restore, (r) =>
    r ? restoredState(r) : initialGameState(setup.selectedCards),
  );
  const [started, setStarted] = useState<GameInfo | null>(restore);
  const [ended, setEnded] = useState(false);
  // The server's calls with their times, in order: the console's call history.
  const [history, setHistory] = useState<GameCall[]>(() =>
    [...(restore?.calls ?? [])].sort((a, b) => a.k - b.k),
  );
  const { shuffleBalls, shuffle: runShuffle } = useShuffle();
  const buy = useGamePurchase(setup, remote, { resumed: restore !== null });
  const stateRef = useRef(state);
  stateRef.current = state;

  const onCall = useCallback(
    (call: ReleasedCall) => {
      // The voice starts first, then the board is drawn at once, so what the hall hears and sees lands
      // together rather than whenever React next gets to render.
      caller.callNumber(call.number);
      flushSync(() => {
        dispatch({ type: 'released', number: call.number });
        setHistory((h) => (h.some((c) => c.k === call.k) ? h : [...h, call]));
      });
    },
    [caller],
  );
  const calls = useServerCalls(remote, onCall);
  // The server stopped the calls: the screen stops too, and Continue asks the server again.
  useEffect(() => {
    if (calls.stoppedBy) dispatch({ type: 'pause' });
  }, [calls.stoppedBy]);

  const shuffle = useCallback(() => {
    if (stateRef.current.status !== 'idle' || buy.starting) return;
    caller.play('shuffle');
    runShuffle();
  }, [buy.starting, caller, runShuffle]);

  const start = useCallback(async () => {
    if (stateRef.current.status !== 'idle' || buy.starting) return;
    // The voice is loaded before the purchase is answered, so the first call sounds on time.
    const [game] = await Promise.all([buy.purchase(), whenReady(caller)]);
    if (!game) return;
    setStarted(game);
    dispatch({ type: 'start' });
    caller.play('start');
    calls.begin(game, 0);
  }, [buy, caller, calls]);

  const pause = useCallback(() => {
    calls.pause();
    dispatch({ type: 'pause' });
  }, [calls]);

  const resume = useCallback(async () => {
    if (stateRef.current.status !== 'paused' || !started) return;
    await whenReady(caller);
    if (await calls.resume(started, stateRef.current.calledCount)) dispatch({ type: 'resume' });
  }, [caller, calls, started]);

  /** Stops the calls for good (a confirmed win). */
  const stopCalling = useCallback(() => {
    calls.stop();
    setEnded(true);
  }, [calls]);

  const gameDispatch = useCallback(
    (action: Parameters<typeof gameReducer>[1]) => {
      // Opening Check pauses a running game, here and on the server.
      if (action.type === 'openCheck' && stateRef.current.status === 'running') calls.pause();
      dispatch(action);
    },
    [calls],
  );

  /** Ends an unfinished game: abandoned, or with no winner once all 75 numbers are out. */
  const end = useCallback(
    async (how: 'abandon' | 'finish', refunded = false) => {
      calls.stop();
      if (!started || ended || stateRef.current.endReason === 'win') return;
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
    [caller, calls, ended, queryClient, remote, started],
  );
  const abandon = useCallback((refunded: boolean) => end('abandon', refunded), [end]);
  const finish = useCallback(() => end('finish'), [end]);

  return {
    state,
    /** The paid game (null until Start succeeds). */
    started,
    /** The server has recorded the end of the game: its draw can be verified. */
    ended,
    starting: buy.starting,
    startError: buy.startError,
    /** Start was refused for want of an open shift: the screen offers to open one. */
    needsShift: buy.needsShift,
    dismissShift: buy.dismissShift,
    history,
    /** A Start pressed before a reload got no answer; pressing Start again completes that purchase. */
    interruptedStart: buy.interruptedStart,
    shuffleBalls,
    connectionLost: calls.connectionLost,
    stoppedBy: calls.stoppedBy,
    controlError: calls.controlError,
    shuffle,
    start,
    pause,
    resume,
    changeSpeed: calls.changeSpeed,
    stopCalling,
    dispatch: gameDispatch,
    abandon,
    finish,
    remote,
  };
}

export type HallGame = ReturnType<typeof useHallGame>;
