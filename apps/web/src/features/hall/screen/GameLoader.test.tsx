import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { fakeGameRemote } from '../testing/fake-game-remote';
import { drawOrder, setup, silentCaller } from '../testing/game-screen';
import { renderHall } from '../testing/render';
import { GameLoader } from './GameLoader';

function renderLoader(remote: ReturnType<typeof fakeGameRemote>['remote'], cards = setup.selectedCards) {
  const onNothingToPlay = vi.fn();
  renderHall(
    <GameLoader
      setup={{ ...setup, selectedCards: cards }}
      caller={silentCaller().caller}
      ratePercent={10}
      jackpotMessage="Jackpot Coming Soon"
      onExit={vi.fn()}
      onNothingToPlay={onNothingToPlay}
      remote={remote}
    />,
  );
  return { onNothingToPlay };
}

afterEach(() => {
  sessionStorage.clear();
});

// The first test renders the whole console cold: generous on a busy machine.
describe('GameLoader', { timeout: 30_000 }, () => {
  it("opens the server's running game paused at its count, whatever cards were just sold", async () => {
    const server = fakeGameRemote({ drawOrder });
    const game = await server.remote.start(
      {
        gameType: 7,
        typeIndex: 1,
        cards: [40, 41],
        betAmount: 10,
        bonusWithinCalls: 5,
        callIntervalMs: 2000,
      },
      'key-1',
    );
    for (let k = 1; k <= 4; k++) await server.remote.call(game.gameId, k);
    renderLoader(server.remote);
    expect(await screen.findByTestId('restored-notice')).toHaveTextContent(
      'Game restored from the server at call 4. Press Continue to resume calling.',
    );
    expect(screen.getByTestId('called-count')).toHaveTextContent('4/75');
    expect(screen.getByTestId('game-type')).toHaveTextContent('Full house');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('sets up a new game from the sold cards when the server runs none', async () => {
    const server = fakeGameRemote({ drawOrder });
    const { onNothingToPlay } = renderLoader(server.remote);
    expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(screen.getByTestId('called-count')).toHaveTextContent('0/75');
    expect(onNothingToPlay).not.toHaveBeenCalled();
  });

  it('has nothing to play without a running game or sold cards', async () => {
    const server = fakeGameRemote({ drawOrder });
    const { onNothingToPlay } = renderLoader(server.remote, []);
    await waitFor(() => expect(onNothingToPlay).toHaveBeenCalledOnce());
    expect(screen.queryByTestId('game-screen')).not.toBeInTheDocument();
  });

  it('says the server could not be reached, and tries again by itself', async () => {
    const server = fakeGameRemote({ drawOrder });
    let fail = true;
    const remote = {
      ...server.remote,
      current: () =>
        fail ? Promise.reject(new ApiError(503, 'Service Unavailable')) : server.remote.current(),
    };
    renderLoader(remote);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server did not answer (Service Unavailable).',
    );
    fail = false;
    expect(await screen.findByRole('button', { name: 'Start' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('does not ask again by itself after a refusal: Try again does', async () => {
    const server = fakeGameRemote({ drawOrder });
    let refuse = true;
    let reads = 0;
    const remote = {
      ...server.remote,
      current: () => {
        reads++;
        return refuse ? Promise.reject(new ApiError(403, 'Forbidden')) : server.remote.current();
      },
    };
    renderLoader(remote);
    expect(await screen.findByRole('alert')).toHaveTextContent('try again when the connection is back.');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(reads).toBe(1);
    refuse = false;
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
  });
});
