import { GAME_MESSAGES, type StartedGame } from '@bingo/contracts';
import {
  BALL_COUNT,
  CardTracker,
  type GameState,
  gameReducer,
  getCard,
  initialGameState,
} from '@bingo/engine';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { idempotencyKey } from '../../lib/api';
import { type Caller, whenReady } from '../audio';
import { balanceKeys } from '../balance/balance.queries';
import { salesKeys } from '../sales/sales.queries';
import { CallScheduler } from './call-scheduler';
import { type GameRemote, httpGameRemote, isRetryable, startFailureMessage } from './games.api';
import type { HallSetup } from './hall.store';
import { useShuffle } from './use-shuffle';

export interface HallGame {
  state: GameState;
  /** The server's record of the purchase; null until Start succeeds. */
  started: StartedGame | null;
  starting: boolean;
  startError: string | null;
  /** Random numbers lit on the board while shuffling, or null. */
  shuffleBalls: ReadonlySet<number> | null;
  tracker: CardTracker | null;
  shuffle: () => void;
  start: () => Promise<void>;
  pause: () => void;
  resume: () => void;
  /** Stops the calls for good (a confirmed win). */
  stopCalling: () => void;
  dispatch: (action: Parameters<typeof gameReducer>[1]) => void;
  /** Records an unfinished game as abandoned at its call count; resolves whatever the network does. */
  abandon: () => Promise<void>;
  remote: GameRemote;
}

/**
 * The game screen's engine: the pure reducer for the rules, the server for the money and the draw,
 * a drift-free scheduler for the calls, and the caller for the voice.
 */
export function useHallGame(setup: HallSetup, caller: Caller, remote: GameRemote = httpGameRemote): HallGame {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(gameReducer, setup.selectedCards, initialGameState);
  const [started, setStarted] = useState<StartedGame | null>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [tracker, setTracker] = useState<CardTracker | null>(null);
  const { shuffleBalls, shuffle: runShuffle } = useShuffle();

  const scheduler = useRef<CallScheduler | null>(null);
  const called = useRef(0);
  const pendingKey = useRef<string | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => () => scheduler.current?.stop(), []);

  const shuffle = useCallback(() => {
    if (stateRef.current.status !== 'idle' || starting) return;
    caller.play('shuffle');
    runShuffle();
  }, [caller, runShuffle, starting]);

  const start = useCallback(async () => {
    if (stateRef.current.status !== 'idle' || starting) return;
    if (setup.selectedCards.length === 0 || !((setup.betAmount ?? 0) > 0)) {
      setStartError(GAME_MESSAGES.invalidStart);
      return;
    }
    setStarting(true);
    setStartError(null);
    // One key per press of Start, kept across retries of a failed network call, so the server debits once.
    pendingKey.current ??= idempotencyKey();
    try {
      const [game] = await Promise.all([
        remote.start(
          {
            gameType: setup.gameType,
            typeIndex: setup.typeIndex,
            cards: setup.selectedCards,
            betAmount: setup.betAmount ?? 0,
            bonusWithinCalls: setup.bonusWithinCalls,
            bonusAmount: setup.bonusAmount ?? 0,
          },
          pendingKey.current,
        ),
        whenReady(caller),
      ]);
      pendingKey.current = null;
      queryClient.setQueryData(balanceKeys.mine(), (old) =>
        old ? { ...old, amount: game.newBalance } : old,
      );
      void queryClient.invalidateQueries({ queryKey: balanceKeys.all });
      void queryClient.invalidateQueries({ queryKey: salesKeys.all });

      const cardTracker = new CardTracker(game.cards.map(getCard));
      called.current = 0;
      setTracker(cardTracker);
      setStarted(game);
      dispatch({ type: 'start' });
      caller.play('start');
      const calls = new CallScheduler({
        intervalMs: setup.speed * 1000,
        onCall: () => {
          const n = game.drawOrder[called.current];
          if (n === undefined) {
            calls.stop();
            return;
          }
          called.current++;
          // The voice starts first, then the board is drawn at once inside this tick, so what the hall
          // hears and sees lands on the deadline rather than whenever React next gets to render.
          caller.callNumber(n);
          flushSync(() => dispatch({ type: 'call', number: n }));
          cardTracker.mark(n);
          if (called.current >= BALL_COUNT) calls.stop();
        },
      });
      scheduler.current = calls;
      calls.start();
    } catch (error) {
      if (!isRetryable(error)) pendingKey.current = null;
      setStartError(startFailureMessage(error));
    } finally {
      setStarting(false);
    }
  }, [caller, queryClient, remote, setup, starting]);

  const pause = useCallback(() => {
    scheduler.current?.pause();
    dispatch({ type: 'pause' });
  }, []);

  const resume = useCallback(() => {
    dispatch({ type: 'resume' });
    scheduler.current?.resume();
  }, []);

  const stopCalling = useCallback(() => scheduler.current?.stop(), []);

  const gameDispatch = useCallback((action: Parameters<typeof gameReducer>[1]) => {
    // Opening Check pauses a running game; the scheduler follows the rules' state.
    if (action.type === 'openCheck' && stateRef.current.status === 'running') scheduler.current?.pause();
    dispatch(action);
  }, []);

  const abandon = useCallback(async () => {
    scheduler.current?.stop();
    caller.play('canceled');
    const { endReason } = stateRef.current;
    // A game with every ball called but no claimed win is still open on the server: record it too.
    if (started && endReason !== 'win' && endReason !== 'abandoned') {
      dispatch({ type: 'abandon' });
      try {
        await remote.abandon(started.gameId, called.current);
      } catch (error) {
        console.error('Could not record the abandoned game', error);
      }
      void queryClient.invalidateQueries({ queryKey: salesKeys.all });
    }
  }, [caller, queryClient, remote, started]);

  return {
    state,
    started,
    starting,
    startError,
    shuffleBalls,
    tracker,
    shuffle,
    start,
    pause,
    resume,
    stopCalling,
    dispatch: gameDispatch,
    abandon,
    remote,
  };
}
