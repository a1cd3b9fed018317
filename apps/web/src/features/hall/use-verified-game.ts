import { useCallback, useEffect, useState } from 'react';
import { ApiError, messageOf } from '../../lib/api';
import { type ActiveGame, NOT_ON_SERVER_MESSAGE, reconcile } from './active-game';
import type { GameRemote } from './games.api';
import { useHallStore } from './hall.store';

export type Verification =
  | { status: 'checking' }
  | { status: 'restored'; active: ActiveGame }
  /** The server has ended the game or does not know it: it was dropped from this tab. */
  | { status: 'ended'; message: string }
  /** The server could not answer; the saved game is kept until it can. */
  | { status: 'unreachable'; message: string };

/**
 * Asks the server about a game saved before a reload. Only a game the server still runs, with the
 * same draw, is handed back for restoring; a game the server has ended or does not know is dropped
 * with the reason. A network failure drops nothing: a paid game is never given up for a flaky line.
 */
export function useVerifiedGame(saved: ActiveGame, remote: GameRemote) {
  const [verification, setVerification] = useState<Verification>({ status: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const gameId = saved.game.gameId;

  useEffect(() => {
    let live = true;
    setVerification({ status: 'checking' });
    const settle = (next: Verification) => {
      if (!live) return;
      if (next.status === 'ended') useHallStore.getState().clearActiveGame(gameId);
      if (next.status === 'restored') useHallStore.getState().saveActiveGame(next.active);
      setVerification(next);
    };
    remote.record(gameId).then(
      (record) => {
        const result = reconcile(saved, record);
        settle(
          result.kind === 'restore'
            ? { status: 'restored', active: result.active }
            : { status: 'ended', message: result.message },
        );
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 404) {
          settle({ status: 'ended', message: NOT_ON_SERVER_MESSAGE });
        } else {
          settle({ status: 'unreachable', message: messageOf(error) });
        }
      },
    );
    return () => {
      live = false;
    };
  }, [gameId, remote, saved, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { verification, retry };
}
