import { useEffect, useState } from 'react';
import type { DisplayState } from './display-state';

/**
 * How long a display link shows a lost check. The hall's own TV drops it when the cashier closes the
 * check dialog, which the server never hears of: the game stays paused at the same count until
 * Continue, and the verdict would hide the board the whole time. This is about as long as the
 * cashier's dialog shows a verdict before it is closed.
 */
export const LOST_CHECK_SHOWN_MS = 8000;

/**
 * The display with a lost check taken off the screen once it has been on show LOST_CHECK_SHOWN_MS
 * (a win stays: it ends the game). A later check, or the calls going on, is a new verdict or none.
 */
export function useLostCheckShown(display: DisplayState | null): DisplayState | null {
  const result = display?.result;
  // The game's commitment too: the page stays open from game to game, and the next game's first lost
  // check may be the same card at the same count.
  const lost =
    result?.kind === 'lose' ? `${display?.commitment}:${result.cardId}@${display?.calledCount}` : null;
  const [expired, setExpired] = useState<string | null>(null);
  useEffect(() => {
    if (lost === null) return;
    const timer = setTimeout(() => setExpired(lost), LOST_CHECK_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [lost]);
  return display && lost !== null && lost === expired ? { ...display, result: null } : display;
}
