import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type DisplayMessage,
  HEARTBEAT_MS,
  openDisplayChannel,
  SILENT_AFTER_MS,
  type StateMessage,
} from './display-channel';
import { type DisplayGame, displayClock } from './display-order';
import type { DisplayState } from './display-state';

/** What the console knows of its player display. */
export type DisplayLinkStatus = 'open' | 'closed';

export const DISPLAY_PATH = '/display';
const WINDOW_NAME = 'bingo-hall-display';

/**
 * The console's side of the player display: it opens the window, posts the whole state on every
 * change and whenever the display asks, and follows the display's heartbeats to tell the cashier
 * whether it is still open. Each state is stamped with its game (null before Start) and the time it
 * came about, so a display hearing several tabs shows the newest (see takeState).
 */
export function useDisplayWindow(display: DisplayState, game: DisplayGame | null) {
  const [status, setStatus] = useState<DisplayLinkStatus>('closed');
  // Stamped when the state changes, not when posted: a reply to a display's hello is no newer.
  const message = useMemo<StateMessage>(
    () => ({ type: 'state', state: display, stamp: { game, at: displayClock() } }),
    [display, game],
  );
  const latest = useRef(message);
  latest.current = message;
  const channel = useRef<BroadcastChannel | null>(null);
  const lastBeat = useRef(0);
  const popup = useRef<Window | null>(null);

  const post = useCallback(() => channel.current?.postMessage(latest.current), []);

  useEffect(() => {
    const ch = openDisplayChannel((message) => {
      if (message.type === 'bye') {
        lastBeat.current = 0;
        setStatus('closed');
        return;
      }
      lastBeat.current = Date.now();
      setStatus('open');
      if (message.type === 'hello') post();
    });
    channel.current = ch;
    // A display left open from before this page loaded answers at once.
    ch?.postMessage(latest.current);
    const watch = setInterval(() => {
      const silent = Date.now() - lastBeat.current > SILENT_AFTER_MS;
      if (silent || popup.current?.closed) setStatus('closed');
    }, HEARTBEAT_MS);
    return () => {
      clearInterval(watch);
      // The console has gone (the game closed or the cashier left): a board it showed moving is over
      // for the room, even when no render carried the end before the screen went, so the TV neither
      // shows a live game that is not nor keeps its screen awake for one.
      const last = latest.current;
      if (last.state.status === 'running' || last.state.status === 'paused') {
        ch?.postMessage({
          type: 'state',
          state: { ...last.state, status: 'ended' },
          stamp: { game: last.stamp.game, at: displayClock() },
        } satisfies DisplayMessage);
      }
      ch?.close();
      channel.current = null;
    };
  }, [post]);

  // Every change goes out whole, so a display never has to piece the game together.
  useEffect(() => {
    channel.current?.postMessage(message);
  }, [message]);

  const open = useCallback(() => {
    popup.current = window.open(DISPLAY_PATH, WINDOW_NAME, 'popup,width=1280,height=720');
    popup.current?.focus();
  }, []);

  return { status, open };
}
