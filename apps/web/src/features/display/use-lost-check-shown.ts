import { useEffect, useRef, useState } from 'react';
import type { DisplayState } from './display-state';

/**
 * How long a display link shows a lost check while the game stays paused on it. The hall's own TV
 * drops it when the cashier closes the check dialog, which the server never hears of: the game stays
 * paused at the same count until Continue, and the verdict would hide the board the whole time. This
 * is about as long as the cashier's dialog shows a verdict before it is closed. Continue itself is
 * heard (the game runs again), and takes the check off at once.
 */
export const LOST_CHECK_SHOWN_MS = 8000;

/**
 * The display with a lost check taken off the screen once the game runs again after it (Continue),
 * or once it has been on show LOST_CHECK_SHOWN_MS with the game still paused (the dialog closed
 * without Continue). A check taken off stays off: the server names it as the game's last check until
 * another, so a pause by hand at the same count would otherwise show it again. A win stays: it ends
 * the game. A check of another card, or at a later count, or in the next game, is a new verdict.
 */
export function useLostCheckShown(display: DisplayState | null): DisplayState | null {
  const result = display?.result;
  // The game's commitment too: the page stays open from game to game, and the next game's first lost
  // check may be the same card at the same count.
  const lost =
    result?.kind === 'lose' ? `${display?.commitment}:${result.cardId}@${display?.calledCount}` : null;
  const running = display?.status === 'running';
  const [takenOff, setTakenOff] = useState<string | null>(null);
  // The last lost check on show. The check comes in the poll that brings its pause, so a running game
  // seen after it means Continue was pressed after it; the picture of that poll has no result to name it.
  const onShow = useRef<string | null>(null);
  useEffect(() => {
    if (lost !== null) {
      onShow.current = lost;
      const timer = setTimeout(() => setTakenOff(lost), LOST_CHECK_SHOWN_MS);
      return () => clearTimeout(timer);
    }
    if (running && onShow.current !== null) setTakenOff(onShow.current);
  }, [lost, running]);
  return display && lost !== null && lost === takenOff ? { ...display, result: null } : display;
}
