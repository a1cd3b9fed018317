import { useEffect, useState } from 'react';
import type { DisplayState } from './display-state';

/**
 * How long a display link shows a lost check while the game stays paused on it. The hall's own TV
 * drops it when the cashier closes the check dialog, which the server never hears of: the game stays
 * paused at the same count until Continue, and the verdict would hide the board the whole time. This
 * is about as long as the cashier's dialog shows a verdict before it is closed. Continue itself is
 * heard (the game runs again), and takes the check off at once.
 */
export const LOST_CHECK_SHOWN_MS = 8000;

/** A lost check the TV has met: whether it saw the game paused on it, and whether it is off. */
interface MetCheck {
  key: string;
  pausedOn: boolean;
  off: boolean;
}

/**
 * The next state on a picture showing the lost check `key`. The server names a check as the game's
 * last until another is asked or a number is released, paused or running, so a picture alone does not
 * say whether its check is new: the time it was asked does (part of the key).
 * - A check not met before is new. On a paused game it is the pause the check made. On a running game
 *   the check and Continue came between two polls: the room watching should still see what the
 *   cashier checked, as the hall's own TV showed it, so it goes on show all the same. Only a TV with
 *   no picture before (just opened) leaves it off, since it was watching nothing it could have missed
 *   and cannot tell a check asked a moment ago from one asked long before Continue.
 * - A check met on a paused game and now on a running one: Continue, the board at once.
 */
function meet(met: MetCheck | null, key: string, running: boolean, firstPicture: boolean): MetCheck {
  if (met?.key !== key) return { key, pausedOn: !running, off: running && firstPicture };
  if (met.off) return met;
  if (running && met.pausedOn) return { ...met, off: true };
  if (!running && !met.pausedOn) return { ...met, pausedOn: true };
  return met;
}

/**
 * The display with a lost check taken off the screen once the game runs again after it (Continue),
 * or once it has been on show LOST_CHECK_SHOWN_MS (the dialog closed without Continue, or a check
 * the TV saw only after Continue). A check taken off stays off: the server names it as the game's last
 * check until another, so a pause by hand at the same count would otherwise show it again. A win
 * stays: it ends the game. A check asked again, even of the same card with no number since, is a new
 * verdict, as on the hall's own TV; so is a check in the next game. The next number released ends a
 * check's time on show too: displayFromRemote draws no check once the calls have gone past it.
 */
export function useLostCheckShown(display: DisplayState | null): DisplayState | null {
  const result = display?.result;
  // The game's commitment too: the page stays open from game to game. The time of the ask tells a
  // check asked again from the one before it.
  const lost =
    result?.kind === 'lose'
      ? `${display?.commitment}:${result.cardId}@${display?.calledCount}:${result.askedAt ?? ''}`
      : null;
  const running = display?.status === 'running';
  const [met, setMet] = useState<MetCheck | null>(null);
  const [watching, setWatching] = useState(false);
  // Worked out while drawing (React's way to follow a prop), so a check to keep off never shows for
  // even one frame.
  const next = lost === null ? met : meet(met, lost, running, !watching);
  if (next !== met) setMet(next);
  if (display && !watching) setWatching(true);

  const onShow = next !== null && !next.off ? next.key : null;
  useEffect(() => {
    if (onShow === null) return;
    const timer = setTimeout(
      () => setMet((m) => (m?.key === onShow ? { ...m, off: true } : m)),
      LOST_CHECK_SHOWN_MS,
    );
    return () => clearTimeout(timer);
  }, [onShow]);
  return display && lost !== null && next?.key === lost && next.off ? { ...display, result: null } : display;
}
