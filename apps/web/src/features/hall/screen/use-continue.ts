import type { LiveGame } from '@bingo/contracts';
import { useState } from 'react';
import type { HallGame } from '../use-hall-game';

/**
 * Continue: a game taken back from the server shows the call it stood at until Continue is first
 * pressed.
 */
export function useContinue(game: HallGame, restore: LiveGame | null) {
  const [restoredAt, setRestoredAt] = useState(restore ? restore.calls.length : null);
  const resume = () => {
    setRestoredAt(null);
    void game.resume();
  };
  return { restoredAt, resume };
}
