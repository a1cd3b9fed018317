import type { LiveGame } from '@bingo/contracts';
import { useState } from 'react';
import type { HallSetup } from '../hall.store';
import type { HallGame } from '../use-hall-game';

/**
 * The seconds between calls the Speed choice shows: the restored game's or the setup's at first,
 * then each the cashier picks, which is sent to the server, back to the old one if it is refused.
 */
export function useCallSpeed(game: HallGame, setup: HallSetup, restore: LiveGame | null) {
  const [speed, setSpeed] = useState(restore ? restore.callIntervalMs / 1000 : setup.speed);
  const choose = (seconds: number) => {
    const before = speed;
    setSpeed(seconds);
    // A pace the server refused is not shown as if it held: the calls go on at the old one.
    void game.changeSpeed(seconds * 1000).then((applied) => {
      if (!applied) setSpeed(before);
    });
  };
  return { speed, choose };
}
