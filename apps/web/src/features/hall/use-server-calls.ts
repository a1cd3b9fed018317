// i18n-namespace: hall
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { i18n } from '@/i18n/i18n';
import { msg } from '@/i18n/msg';
import { messageOf } from '@/lib/api';
import { CallLoop, defaultRetryDelay, type ReleasedCall } from './call-loop';
import { type GameRemote, isRetryable } from './games.api';
import type { GameInfo } from './live-game';
import { watchAnswers } from './server-answers';

export const CONNECTION_LOST_MESSAGE = msg(
  'Connection lost — the calls are waiting. They go on by themselves when the connection is back.',
);

/**
 * The pace of the calls, held by the server: each number is asked for on the scheduler's beat, and
 * pause, Continue and speed changes are sent to the server, which records them. `remote` is the one
 * the rest of the game uses too: any answer of the server through it says the line is up again.
 */
export function useServerCalls(remote: GameRemote, onCall: (call: ReleasedCall) => void) {
  const loop = useRef<CallLoop | null>(null);
  const game = useRef<GameInfo | null>(null);
  const announce = useRef(onCall);
  announce.current = onCall;
  const [connectionLost, setConnectionLost] = useState(false);
  /** Why the server stopped the calls (the game ended or was paused elsewhere). */
  const [stoppedBy, setStoppedBy] = useState<string | null>(null);
  const [controlError, setControlError] = useState<string | null>(null);
  const watched = useMemo(() => watchAnswers(remote, () => loop.current?.reached()), [remote]);
  /** Stops sending a Pause the server has not recorded yet; null when none is waiting. */
  const unrecordedPause = useRef<(() => void) | null>(null);
  const dropPause = useCallback(() => {
    unrecordedPause.current?.();
    unrecordedPause.current = null;
  }, []);

  // Set once the game screen has gone: a purchase or a Continue answered after that must not start a
  // loop nobody stops, which would go on asking the server for numbers the hall never sees.
  const disposed = useRef(false);
  useEffect(() => {
    disposed.current = false;
    return () => {
      disposed.current = true;
      dropPause();
      loop.current?.stop();
    };
  }, [dropPause]);

  /**
   * Calls the game from `released` on, the first number in `firstInMs` (a full interval by default);
   * false, and nothing asked for, once the screen has gone.
   */
  const begin = useCallback(
    (info: GameInfo, released: number, firstInMs?: number): boolean => {
      if (disposed.current) return false;
      dropPause();
      loop.current?.stop();
      game.current = info;
      setStoppedBy(null);
      // Only the loop that saw the line drop clears its flag; a new loop starts on a line that answered.
      setConnectionLost(false);
      const calls = new CallLoop({
        intervalMs: info.callIntervalMs,
        released,
        ask: (k) => remote.call(info.gameId, k),
        onCall: (call) => announce.current(call),
        onConnection: setConnectionLost,
        onClosed: setStoppedBy,
      });
      loop.current = calls;
      calls.start(firstInMs);
      return true;
    },
    [dropPause, remote],
  );

  /**
   * Sends the pause until the server records it: till then the server counts the game as running
   * (the hall's display too) while the screen shows it paused. A pause that gets no answer says the
   * line is down; the one that gets through clears that, still paused. The answer lists what the
   * server released: a number whose answer was lost is shown now, before a Check judges claims at
   * the server's count.
   */
  const sendPause = useCallback(
    (calls: CallLoop, gameId: string) => {
      dropPause();
      let cancelled = false;
      let retry: ReturnType<typeof setTimeout> | undefined;
      let attempts = 0;
      const send = () =>
        watched.pause(gameId).then(
          (live) => {
            if (cancelled) return;
            unrecordedPause.current = null;
            calls.catchUp(live.calls);
          },
          (error: unknown) => {
            if (cancelled) return;
            // Refused (the game ended elsewhere): the server answered, and nothing is left to pause.
            if (!isRetryable(error)) {
              unrecordedPause.current = null;
              return;
            }
            calls.unreachable();
            attempts++;
            retry = setTimeout(send, defaultRetryDelay(attempts));
          },
        );
      unrecordedPause.current = () => {
        cancelled = true;
        clearTimeout(retry);
      };
      void send();
    },
    [dropPause, watched],
  );

  /** Holds the calls here at once, and on the server as soon as it can be reached. */
  const pause = useCallback(() => {
    const calls = loop.current;
    const info = game.current;
    if (!calls || !info) return;
    calls.pause();
    sendPause(calls, info.gameId);
  }, [sendPause]);

  /** Continues once the server has recorded it; false when it refused or could not be reached. */
  const resume = useCallback(
    async (info: GameInfo, released: number): Promise<boolean> => {
      setControlError(null);
      // A Pause still waiting to be sent again must not reach the server after this Continue.
      const pauseUnrecorded = unrecordedPause.current !== null;
      dropPause();
      try {
        await watched.resume(info.gameId);
      } catch (error) {
        // The screen stays paused: a pause the server never got is sent again, so the two agree.
        const calls = loop.current;
        if (pauseUnrecorded && isRetryable(error) && calls && !disposed.current) {
          sendPause(calls, info.gameId);
        }
        const t = i18n.getFixedT(null, 'hall');
        setControlError(t('The game could not be continued: {{reason}}', { reason: messageOf(error) }));
        return false;
      }
      // A fresh loop from the count the screen shows: a number still on its way to the old one is
      // asked for again, and the server answers it with the same number.
      return begin(
        { ...info, callIntervalMs: game.current?.callIntervalMs ?? info.callIntervalMs },
        released,
      );
    },
    [begin, dropPause, sendPause, watched],
  );

  /** Sends a new pace; false when the server refused it or could not be reached (the old pace holds). */
  const changeSpeed = useCallback(
    async (callIntervalMs: number): Promise<boolean> => {
      const info = game.current;
      if (!info) return true;
      setControlError(null);
      try {
        await watched.speed(info.gameId, callIntervalMs);
        game.current = { ...info, callIntervalMs };
        loop.current?.setInterval(callIntervalMs);
        return true;
      } catch (error) {
        const t = i18n.getFixedT(null, 'hall');
        setControlError(t('The speed could not be changed: {{reason}}', { reason: messageOf(error) }));
        return false;
      }
    },
    [watched],
  );

  const stop = useCallback(() => {
    dropPause();
    loop.current?.stop();
  }, [dropPause]);

  return {
    begin,
    pause,
    resume,
    changeSpeed,
    stop,
    connectionLost,
    stoppedBy,
    controlError,
    /** The game's remote, each answer of which clears a "connection lost" notice. */
    remote: watched,
  };
}
