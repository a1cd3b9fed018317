import type { LiveGame } from '@bingo/contracts';
import { useState } from 'react';
import type { HallSetup } from '../hall.store';
import type { HallGame } from '../use-hall-game';

/**
 * The seconds between calls the Speed choice shows: the restored game's or the setup's at first,
 * then each the cashier picks, which is sent to the server.
 */
export function useCallSpeed(game: HallGame, setup: HallSetup, restore: LiveGame | null) {
  const [speed, setSpeed] = useState(restore ? restore.callIntervalMs / 1000 : setup.speed);
  const choose = (seconds: number) => {
    setSpeed(seconds);
    void game.changeSpeed(seconds * 1000);
  };
  return { speed, choose };
}
