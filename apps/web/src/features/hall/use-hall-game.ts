import type { LiveGame } from '@bingo/contracts';
import { useCallback } from 'react';
import type { Caller } from '../audio';
import type { ReleasedCall } from './call-loop';
import { type GameRemote, httpGameRemote } from './games.api';
import type { HallSetup } from './hall.store';
import { useGameBoard } from './use-game-board';
import { useGameEnd } from './use-game-end';
import { useGamePurchase } from './use-game-purchase';
import { useGameRun } from './use-game-run';
import { useServerCalls } from './use-server-calls';
import { useShuffle } from './use-shuffle';

export interface HallGameOptions {
  remote?: GameRemote;
  /** The cashier's running game taken back from the server: the board starts from it, paused. */
  restore?: LiveGame | null;
}

/**
 * The game screen's engine: the board (the pure reducer for the rules), the purchase, the server for
 * every number (see use-server-calls), the cashier's buttons, the end of the game, and the caller
 * for the voice.
 */
export function useHallGame(setup: HallSetup, caller: Caller, options: HallGameOptions = {}) {
  const { remote = httpGameRemote, restore = null } = options;
  const board = useGameBoard(setup, restore);
  const { shuffleBalls, shuffle: runShuffle } = useShuffle();
  const buy = useGamePurchase(setup, remote, { resumed: restore !== null });

  const { release } = board;
  const onCall = useCallback(
    (call: ReleasedCall) => {
      // The voice starts first, then the board is drawn, so what the hall hears and sees lands together.
      caller.callNumber(call.number);
      release(call);
    },
    [caller, release],
  );
  const calls = useServerCalls(remote, onCall);
  const run = useGameRun({
    board,
    caller,
    buy,
    calls,
    runShuffle,
    shuffling: shuffleBalls !== null,
    restore,
  });
  const end = useGameEnd({ board, calls, caller, remote: calls.remote, started: run.started });

  return {
    state: board.state,
    /** The paid game (null until Start succeeds). */
    started: run.started,
    /** The server has recorded the end of the game: its draw can be verified. */
    ended: end.ended,
    starting: buy.starting,
    startError: buy.startError,
    /** The failed Start got no answer: it may have been paid, and Start again cannot pay twice. */
    startUnanswered: buy.startUnanswered,
    /** Start was refused for want of an open shift: the screen offers to open one. */
    needsShift: buy.needsShift,
    dismissShift: buy.dismissShift,
    history: board.history,
    /** A Start pressed before a reload got no answer; pressing Start again completes that purchase. */
    interruptedStart: buy.interruptedStart,
    shuffleBalls,
    connectionLost: calls.connectionLost,
    stoppedBy: calls.stoppedBy,
    controlError: calls.controlError,
    /** Why the end of the game could not be recorded; the cashier is still on the game. */
    endError: end.endError,
    shuffle: run.shuffle,
    start: run.start,
    pause: run.pause,
    resume: run.resume,
    changeSpeed: calls.changeSpeed,
    stopCalling: end.stopCalling,
    dispatch: run.dispatch,
    abandon: end.abandon,
    finish: end.finish,
    /** The server, each of whose answers says the line is up (a Check's clears "Connection lost"). */
    remote: calls.remote,
  };
}

export type HallGame = ReturnType<typeof useHallGame>;
