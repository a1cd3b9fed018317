// i18n-namespace: hall
import { useCallback, useEffect, useState } from 'react';
import type { Caller } from '@/features/audio';
import { msg } from '@/i18n/msg';
import { allCalled } from '../live-game';
import type { HallGame } from '../use-hall-game';
import type { ActiveGame } from './EndGameConfirm';

interface LeaveOptions {
  game: HallGame;
  caller: Pick<Caller, 'playThrough'>;
  /** Leaves the screen; `played` when a game was bought. */
  onExit: (played: boolean) => void;
  /** Told whether a paid game is in progress, with the way to end it. */
  onActiveChange?: (active: ActiveGame | null) => void;
}

/**
 * Leaving the game screen: Close asks first, and a paid game still in progress is ended on the way
 * out. The route is kept told of that game so it can confirm leaving by other means too. Every leave
 * ends with the cancel sound, which plays to its end after the screen has gone.
 */
export function useLeaveGame({ game, caller, onExit, onActiveChange }: LeaveOptions) {
  const { state, started } = game;
  const [confirming, setConfirming] = useState(false);
  const active = started !== null && !game.ended && state.winner === null && state.endReason !== 'abandoned';
  // Leaving a game with every number called ends it with no winner; any earlier, it is abandoned.
  const asksRefund = !allCalled(state);
  const endGame = useCallback(
    async (refunded: boolean) => {
      const ended = await (asksRefund ? game.abandon(refunded) : game.finish());
      // The screen leaves at once; the sound plays to its end after it (the caller waits to free it).
      if (ended) void caller.playThrough('canceled');
      return ended;
    },
    [asksRefund, caller, game.abandon, game.finish],
  );
  useEffect(() => {
    onActiveChange?.(active ? { end: endGame, asksRefund } : null);
  }, [active, asksRefund, endGame, onActiveChange]);

  /** Leaves once the server has the end; if it could not be recorded, the screen stays and says why. */
  const leave = async (refunded: boolean) => {
    setConfirming(false);
    if (await endGame(refunded)) onExit(started !== null);
  };

  return {
    /** A paid game is in progress. */
    active,
    /** The Close question is open. */
    confirming,
    askClose: () => setConfirming(true),
    stay: () => setConfirming(false),
    leave,
    /** The Close question, a `hall` key. */
    question: closeQuestion(active, active && allCalled(state)),
    /** Leaving abandons a game, so the cashier says whether the stakes were refunded. */
    asksRefund: active && asksRefund,
  };
}

export type LeaveGame = ReturnType<typeof useLeaveGame>;

function closeQuestion(running: boolean, unfinishedAllCalled: boolean): string {
  if (unfinishedAllCalled) return msg('The game will end now with no winner. Are you sure?');
  if (running) return msg('The game will end now and be recorded as abandoned. Are you sure?');
  return msg('Are you sure you want to leave the game screen?');
}
