import type { LiveGame } from '@bingo/contracts';
import { vi } from 'vitest';
import { GameScreen } from '../screen/GameScreen';
import type { fakeGameRemote } from './fake-game-remote';
import { buyOnServer, setup, silentCaller } from './game-screen';
import { renderHall } from './render';

/** The game screen on the fake server, with the sounds it played; `restore` is a game taken back. */
export function renderGame(
  remote: ReturnType<typeof fakeGameRemote>,
  onExit: (played: boolean) => void = vi.fn(),
  restore?: LiveGame,
): { played: string[]; onExit: (played: boolean) => void; unmount: () => void } {
  const { caller, played } = silentCaller();
  const { unmount } = renderHall(
    <GameScreen
      setup={setup}
      caller={caller}
      ratePercent={10}
      jackpotMessage="Jackpot Coming Soon"
      onExit={onExit}
      remote={remote.remote}
      restore={restore}
    />,
  );
  return { played, onExit, unmount };
}

/** The numbers the hall heard, in the order they were called. */
export const heard = (played: string[]) =>
  played.flatMap((file) => {
    const n = /^p_(\d+)\.mp3$/.exec(file)?.[1];
    return n ? [Number(n)] : [];
  });

/** The running game, as the server answers it, of a game bought elsewhere and called up to `released`. */
export async function runningGameAt(remote: ReturnType<typeof fakeGameRemote>, released: number) {
  await buyOnServer(remote.remote, released);
  const live = await remote.remote.current();
  if (!live) throw new Error('no running game');
  return live;
}
