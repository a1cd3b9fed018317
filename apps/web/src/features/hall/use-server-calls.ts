// i18n-namespace: hall
import { useCallback, useEffect, useRef, useState } from 'react';
import { i18n } from '@/i18n/i18n';
import { msg } from '@/i18n/msg';
import { messageOf } from '@/lib/api';
import { CallLoop, type ReleasedCall } from './call-loop';
import type { GameRemote } from './games.api';
import type { GameInfo } from './live-game';

export const CONNECTION_LOST_MESSAGE = msg(
  'Connection lost — the calls are waiting. They go on by themselves when the connection is back.',
);

/**
 * The pace of the calls, held by the server: each number is asked for on the scheduler's beat, and
 * pause, Continue and speed changes are sent to the server, which records them.
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

  // Set once the game screen has gone: a purchase or a Continue answered after that must not start a
  // loop nobody stops, which would go on asking the server for numbers the hall never sees.
  const disposed = useRef(false);
  useEffect(() => {
    disposed.current = false;
    return () => {
      disposed.current = true;
      loop.current?.stop();
    };
  }, []);

  /**
   * Calls the game from `released` on, the first number in `firstInMs` (a full interval by default);
   * false, and nothing asked for, once the screen has gone.
   */
  const begin = useCallback(
    (info: GameInfo, released: number, firstInMs?: number): boolean => {
      if (disposed.current) return false;
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
    [remote],
  );

  /**
   * Holds the calls here at once and on the server (a failure there is harmless: nothing is asked
   * for). The server's answer lists what it released: a number whose answer was lost is shown now,
   * before a Check judges claims at the server's count.
   */
  const pause = useCallback(() => {
    const calls = loop.current;
    calls?.pause();
    const info = game.current;
    if (!info) return;
    remote.pause(info.gameId).then(
      (live) => {
        if (loop.current !== calls || disposed.current) return;
        calls?.reached();
        calls?.catchUp(live.calls);
      },
      () => undefined,
    );
  }, [remote]);

  /** Continues once the server has recorded it; false when it refused or could not be reached. */
  const resume = useCallback(
    async (info: GameInfo, released: number): Promise<boolean> => {
      setControlError(null);
      try {
        await remote.resume(info.gameId);
      } catch (error) {
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
    [begin, remote],
  );

  /** Sends a new pace; false when the server refused it or could not be reached (the old pace holds). */
  const changeSpeed = useCallback(
    async (callIntervalMs: number): Promise<boolean> => {
      const info = game.current;
      if (!info) return true;
      setControlError(null);
      try {
        await remote.speed(info.gameId, callIntervalMs);
        game.current = { ...info, callIntervalMs };
        loop.current?.reached();
        loop.current?.setInterval(callIntervalMs);
        return true;
      } catch (error) {
        const t = i18n.getFixedT(null, 'hall');
        setControlError(t('The speed could not be changed: {{reason}}', { reason: messageOf(error) }));
        return false;
      }
    },
    [remote],
  );

  const stop = useCallback(() => loop.current?.stop(), []);

  return { begin, pause, resume, changeSpeed, stop, connectionLost, stoppedBy, controlError };
}
