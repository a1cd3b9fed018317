import type { LiveGame } from '@bingo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSession } from '@/stores/session';
import { defaultRetryDelay } from '../call-loop';
import { type GameRemote, isRetryable } from '../games.api';
import { forgetPendingStart } from '../hall.store';
import { isOfflineCopy, withOfflineCopy } from '../offline-copy';
import { watchAnswers } from '../server-answers';

/** While the console is drawn from this PC's copy, the server is asked again this often (the calls' longest wait). */
const COPY_RETRY_MS = 3000;

/** What the screen opens with: the server's running game (or none), or this PC's copy of it. */
export interface Restore {
  game: LiveGame | null;
  /** The game is this PC's copy: the server has not answered yet. */
  copy: boolean;
}

/**
 * The cashier's running game as the screen opens. A server that gives no answer is asked again until
 * it does, whatever the browser says of its network (it can be online with the server out of reach);
 * meanwhile the console is drawn from this PC's copy when there is one. The server's own answer then
 * takes the copy's place, unless the screen reached the server first (a Continue that got through):
 * the game it plays on is not taken from under the cashier.
 */
export function useGameRestore(given: GameRemote) {
  const userId = useSession((s) => s.user?.id ?? null);
  const remote = useMemo(() => (userId ? withOfflineCopy(given, userId) : given), [given, userId]);
  const [screenAnswered, setScreenAnswered] = useState(false);
  const screenRemote = useMemo(() => watchAnswers(remote, () => setScreenAnswered(true)), [remote]);

  const current = useQuery({
    queryKey: ['games', 'current', 'screen'],
    queryFn: ({ signal }) => remote.current(signal),
    // No answer (the network, a 5xx): asked again, as the calls are, until the server answers.
    retry: (_, error) => isRetryable(error),
    retryDelay: (failures) => defaultRetryDelay(failures),
    refetchInterval: (query) =>
      query.state.data && isOfflineCopy(query.state.data) && !screenAnswered ? COPY_RETRY_MS : false,
    refetchIntervalInBackground: true,
    // Asked whatever the browser says of its network: offline, the copy is drawn at once.
    networkMode: 'always',
    // Each answer kept as it came: a copy must not stand for the server's equal answer.
    structuralSharing: false,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

  // Decided once, but for a copy: the screen never switches games under the cashier.
  const [restore, setRestore] = useState<Restore | null>(null);
  useEffect(() => {
    if (!current.isSuccess) return;
    const game = current.data;
    const copy = game !== null && isOfflineCopy(game);
    if (restore === null || (restore.copy && !copy && !screenAnswered)) {
      // The server runs a game: a Start saved without its answer bought it, or would be refused.
      if (game !== null && !copy) forgetPendingStart();
      setRestore({ game, copy });
    }
  }, [current.isSuccess, current.data, restore, screenAnswered]);

  return {
    restore,
    /** The remote for the screen, which tells when the server answers it. */
    remote: screenRemote,
    /** The console is drawn from the copy and the server has not answered yet. */
    unreachable: restore?.copy === true && !screenAnswered,
    /** Why the server's answer is still awaited: no answer yet (asked again meanwhile), or a refusal. */
    error: current.error ?? current.failureReason,
    /** The server gave no answer and is being asked again. */
    retrying: current.isPending && current.failureReason !== null,
    retry: () => void current.refetch(),
  };
}
