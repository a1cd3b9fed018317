import type { StartedGame } from '@bingo/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { RELOADED_FOR } from '@/lib/stale-build';
import { fakeGameRemote } from '../testing/fake-game-remote';
import { advance, calledCount, click, drawOrder, isolateGameScreenTests } from '../testing/game-screen';
import { heard, renderGame } from '../testing/render-game';

isolateGameScreenTests();

const speedField = () => screen.getByRole('combobox', { name: 'Game Speed' });

describe('GameScreen controls', { timeout: 30_000 }, () => {
  it('asks for no number when the purchase is answered after the screen has gone', async () => {
    const server = fakeGameRemote({ drawOrder });
    let answer: () => void = () => {};
    const slow = {
      ...server,
      remote: {
        ...server.remote,
        // The purchase is held on the line until the test lets it through.
        start: (...args: Parameters<typeof server.remote.start>) =>
          new Promise<StartedGame>((resolve, reject) => {
            answer = () => server.remote.start(...args).then(resolve, reject);
          }),
      },
    };
    const { unmount } = renderGame(slow);
    await click(screen.getByRole('button', { name: 'Start' }));
    unmount();
    answer();
    await advance(10_000);
    expect(server.status()).toBe('running');
    expect(server.log.filter((entry) => entry.startsWith('call'))).toEqual([]);
  });

  it('clears "Connection lost" when Continue finds the line back after a pause', async () => {
    const server = fakeGameRemote({ drawOrder });
    renderGame(server);
    await click(screen.getByRole('button', { name: 'Start' }));
    await advance(2000);
    server.down();
    await advance(3000);
    expect(screen.getByTestId('connection-lost')).toBeInTheDocument();
    await click(screen.getByRole('button', { name: 'Pause' }));
    server.up();
    await click(screen.getByRole('button', { name: 'Continue' }));
    await advance(1000);
    expect(calledCount()).toBe('3/75');
    expect(screen.queryByTestId('connection-lost')).not.toBeInTheDocument();
  });

  it('does not start from the keyboard while the board shuffles', async () => {
    const server = fakeGameRemote({ drawOrder });
    renderGame(server);
    await click(screen.getByRole('button', { name: 'Shuffle' }));
    await advance(500);
    fireEvent.keyDown(window, { key: 's' });
    await advance(0);
    expect(server.log).toEqual([]);
    await advance(2500);
    fireEvent.keyDown(window, { key: 's' });
    await advance(0);
    expect(server.log).toEqual([expect.stringMatching(/^start /)]);
  });

  it('goes back to the speed in force when the server refuses a new one', async () => {
    const server = fakeGameRemote({ drawOrder });
    const refusing = {
      ...server,
      remote: {
        ...server.remote,
        speed: async () => {
          throw new ApiError(409, 'This game has already ended');
        },
      },
    };
    renderGame(refusing);
    await click(screen.getByRole('button', { name: 'Start' }));
    await advance(1000);
    expect(speedField()).toHaveValue('1 s');
    await click(speedField());
    await click(screen.getByRole('option', { name: '3 s' }));
    expect(
      screen.getByText(/The speed could not be changed: This game has already ended/),
    ).toBeInTheDocument();
    expect(speedField()).toHaveValue('1 s');
    await advance(1000);
    expect(calledCount()).toBe('2/75');
  });

  it("shows a number whose answer was lost once the pause brings the server's list, and never twice", async () => {
    const server = fakeGameRemote({ drawOrder });
    let lost = false;
    const lossy = {
      ...server,
      remote: {
        ...server.remote,
        // Call 3 is released on the server, but its answer never reaches the hall.
        call: async (gameId: string, k: number) => {
          const answer = await server.remote.call(gameId, k);
          if (k !== 3 || lost) return answer;
          lost = true;
          return { kind: 'unreachable' as const };
        },
      },
    };
    const { played } = renderGame(lossy);
    await click(screen.getByRole('button', { name: 'Start' }));
    await advance(2500);
    expect(server.released()).toEqual(drawOrder.slice(0, 3));
    expect(calledCount()).toBe('2/75');
    await click(screen.getByRole('button', { name: 'Pause' }));
    expect(calledCount()).toBe('3/75');
    await click(screen.getByRole('button', { name: 'Continue' }));
    await advance(1000);
    expect(calledCount()).toBe('4/75');
    expect(heard(played)).toEqual(drawOrder.slice(0, 4));
    expect(server.released()).toEqual(drawOrder.slice(0, 4));
  });

  it('keeps the page through a game when a new build of the app comes, and reloads as the screen closes', async () => {
    const server = fakeGameRemote({ drawOrder });
    const { unmount } = renderGame(server);
    await click(screen.getByRole('button', { name: 'Start' }));
    await advance(1500);
    const failedChunk = new Event('vite:preloadError', { cancelable: true });
    act(() => {
      window.dispatchEvent(failedChunk);
    });
    expect(
      screen.getByText(
        'A new version of the app is ready. The page reloads with it when you leave this game.',
      ),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem(RELOADED_FOR)).toBeNull();
    await advance(1000);
    expect(calledCount()).toBe('3/75');
    // The reload of this build is asked for (jsdom cannot reload: it prints "Not implemented").
    unmount();
    expect(sessionStorage.getItem(RELOADED_FOR)).toMatch(/stale-build\.ts$/);
  });
});
