import type { LiveGame } from '@bingo/contracts';
import { useState } from 'react';
import { isOfflineCopy } from '../offline-copy';
import type { HallGame } from '../use-hall-game';

/**
 * Continue: a game taken back from the server shows the call it stood at until Continue is first
 * pressed. This PC's copy is no game of the server's: its own notice says so (GameLoader), and the
 * server's answer, when it takes the copy's place, draws the console afresh with this one.
 */
export function useContinue(game: HallGame, restore: LiveGame | null) {
  const [restoredAt, setRestoredAt] = useState(
    restore && !isOfflineCopy(restore) ? restore.calls.length : null,
  );
  const resume = () => {
    setRestoredAt(null);
    void game.resume();
  };
  return { restoredAt, resume };
}
