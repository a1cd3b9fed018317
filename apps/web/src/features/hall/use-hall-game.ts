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
import { DEFAULT_LANGUAGE } from '../../stores/preferences';
import { type Caller, whenReady } from '../audio';
import { balanceKeys } from '../balance/balance.queries';
import { salesKeys } from '../sales/sales.queries';
import { type ActiveGame, newActiveGame, restoredState, restoredTracker } from './active-game';
import { CallScheduler } from './call-scheduler';
import {
  type GameRemote,
  httpGameRemote,
  isRetryable,
  sameStart,
  startFailureMessage,
  startRequest,
} from './games.api';
import { type HallSetup, useHallStore } from './hall.store';
import { useShuffle } from './use-shuffle';

export interface HallGame {
  state: GameState;
  /** The server's record of the purchase; null until Start succeeds. */
  started: StartedGame | null;
  starting: boolean;
  startError: string | null;
  /** A Start pressed before a reload got no answer; pressing Start again completes that purchase. */
  interruptedStart: boolean;
  /** Random numbers lit on the board while shuffling, or null. */
  shuffleBalls: ReadonlySet<number> | null;
  tracker: CardTracker | null;
  shuffle: () => void;
  start: () => Promise<void>;
  pause: () => void;
  /** Continues the calls; a restored game calls the number after the last one it had called. */
  resume: () => void;
  /** Stops the calls for good (a confirmed win). */
  stopCalling: () => void;
  dispatch: (action: Parameters<typeof gameReducer>[1]) => void;
  /** Records an unfinished game as abandoned at its call count; resolves whatever the network does. */
  abandon: () => Promise<void>;
  remote: GameRemote;
}

export interface HallGameOptions {
  remote?: GameRemote;
  /** Saved with the game, so a restored game is called in the same voice. */
  voice?: string;
  /** A paid game confirmed with the server after a reload: the board starts from it, paused. */
  restore?: ActiveGame | null;
}

const savedGame = () => useHallStore.getState();

/**
 * The game screen's engine: the pure reducer for the rules, the server for the money and the draw,
 * a drift-free scheduler for the calls, and the caller for the voice. A bought game is saved in this
 * tab's session on every call, so a reload can resume it (see `active-game.ts`).
 */
export function useHallGame(setup: HallSetup, caller: Caller, options: HallGameOptions = {}): HallGame {
  const { remote = httpGameRemote, voice = DEFAULT_LANGUAGE, restore = null } = options;
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(gameReducer, restore, (r) =>
    r ? restoredState(r) : initialGameState(setup.selectedCards),
  );
  const [started, setStarted] = useState<StartedGame | null>(restore?.game ?? null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [tracker, setTracker] = useState<CardTracker | null>(() =>
    restore ? restoredTracker(restore) : null,
  );
  const { shuffleBalls, shuffle: runShuffle } = useShuffle();
  const [interruptedStart] = useState(
    () => !restore && sameStart(savedGame().pendingStart?.body, startRequest(setup)),
  );

  const scheduler = useRef<CallScheduler | null>(null);
  const called = useRef(restore?.calledCount ?? 0);
  const pendingKey = useRef<string | null>(null);
  /** A restored game's Continue was pressed and its calls start once the voice is ready. */
  const waitingToCall = useRef(false);
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(
    () => () => {
      waitingToCall.current = false;
      scheduler.current?.stop();
    },
    [],
  );

  const gameId = started?.gameId;
  const { checkedCards, lockedCards, lastCheck, endReason } = state;
  useEffect(() => {
    if (!gameId) return;
    if (endReason === 'win' || endReason === 'abandoned') savedGame().clearActiveGame(gameId);
    else
      savedGame().updateActiveGame(gameId, {
        checkedCards: [...checkedCards],
        lockedCards: [...lockedCards],
      });
  }, [gameId, checkedCards, lockedCards, endReason]);
  useEffect(() => {
    if (gameId && lastCheck) savedGame().recordClaim(gameId, { ...lastCheck });
  }, [gameId, lastCheck]);

  /** Calls the draw from where it stands (`called.current`), one number per interval. */
  const callFrom = useCallback(
    (game: StartedGame, cardTracker: CardTracker) => {
      const calls = new CallScheduler({
        intervalMs: setup.speed * 1000,
        onCall: () => {
          const n = game.drawOrder[called.current];
          if (n === undefined) {
            calls.stop();
            return;
          }
          called.current++;
          // Saved in the same tick the number is called, so a reload resumes right after the last
          // number the hall heard: none skipped, none repeated.
          savedGame().updateActiveGame(game.gameId, { calledCount: called.current });
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
    },
    [caller, setup.speed],
  );

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
    const body = startRequest(setup);
    // One key per purchase, kept across retries of a failed network call and across a reload (with the
    // purchase it belongs to), so the server debits once.
    const pending = savedGame().pendingStart;
    pendingKey.current ??= pending && sameStart(pending.body, body) ? pending.key : idempotencyKey();
    savedGame().setPendingStart({ key: pendingKey.current, body });
    try {
      const [game] = await Promise.all([remote.start(body, pendingKey.current), whenReady(caller)]);
      pendingKey.current = null;
      savedGame().saveActiveGame(newActiveGame(game, setup.speed, voice));
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
      callFrom(game, cardTracker);
    } catch (error) {
      if (!isRetryable(error)) {
        pendingKey.current = null;
        savedGame().setPendingStart(null);
      }
      setStartError(startFailureMessage(error));
    } finally {
      setStarting(false);
    }
  }, [callFrom, caller, queryClient, remote, setup, starting, voice]);

  const pause = useCallback(() => {
    waitingToCall.current = false;
    scheduler.current?.pause();
    dispatch({ type: 'pause' });
  }, []);

  const resume = useCallback(() => {
    if (stateRef.current.status !== 'paused') return;
    dispatch({ type: 'resume' });
    if (scheduler.current) {
      scheduler.current.resume();
      return;
    }
    if (!started || !tracker) return;
    // A restored game's first Continue: as at Start, the hall waits for the voice to load after the reload.
    waitingToCall.current = true;
    void whenReady(caller).then(() => {
      if (!waitingToCall.current || scheduler.current) return;
      waitingToCall.current = false;
      callFrom(started, tracker);
    });
  }, [callFrom, caller, started, tracker]);

  const stopCalling = useCallback(() => {
    waitingToCall.current = false;
    scheduler.current?.stop();
  }, []);

  const gameDispatch = useCallback((action: Parameters<typeof gameReducer>[1]) => {
    // Opening Check pauses a running game; the scheduler follows the rules' state.
    if (action.type === 'openCheck' && stateRef.current.status === 'running') {
      waitingToCall.current = false;
      scheduler.current?.pause();
    }
    dispatch(action);
  }, []);

  const abandon = useCallback(async () => {
    waitingToCall.current = false;
    scheduler.current?.stop();
    caller.play('canceled');
    const { endReason } = stateRef.current;
    // A game with every ball called but no claimed win is still open on the server: record it too.
    if (started && endReason !== 'win' && endReason !== 'abandoned') {
      dispatch({ type: 'abandon' });
      savedGame().clearActiveGame(started.gameId);
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
    interruptedStart,
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
