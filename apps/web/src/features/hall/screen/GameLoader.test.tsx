import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { startRequest } from '../games.api';
import { useHallStore } from '../hall.store';
import { fakeGameRemote } from '../testing/fake-game-remote';
import { drawOrder, resetHallStore, setup, silentCaller } from '../testing/game-screen';
import { renderHall } from '../testing/render';
import { GameLoader } from './GameLoader';

function renderLoader(remote: ReturnType<typeof fakeGameRemote>['remote'], cards = setup.selectedCards) {
  const onNothingToPlay = vi.fn();
  const { unmount } = renderHall(
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
  return { onNothingToPlay, unmount };
}

afterEach(() => {
  sessionStorage.clear();
  resetHallStore();
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

  it('drops a Start saved without its answer once the server gives its game: after that game ends, the same sale is a new purchase', async () => {
    const server = fakeGameRemote({ drawOrder });
    // Start was pressed and the purchase went through, but its answer was lost before a reload.
    const body = startRequest(setup);
    useHallStore.getState().setPendingStart({ key: 'key-lost', body });
    await server.remote.start(body, 'key-lost');
    const first = renderLoader(server.remote);
    expect(await screen.findByTestId('restored-notice')).toBeInTheDocument();
    expect(useHallStore.getState().pendingStart).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(server.status()).toBe('abandoned'));
    first.unmount();

    // The cashier sells the same cards with the same settings: Start buys a new game and pays for it.
    const balanceBefore = server.balance();
    renderLoader(server.remote);
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    await waitFor(() => expect(server.status()).toBe('running'));
    const starts = server.log.filter((line) => line.startsWith('start'));
    expect(starts).toHaveLength(2);
    expect(starts[1]).toMatch(/^start [0-9a-f-]{36}$/);
    expect(server.balance()).toBe(balanceBefore - 3);
    expect(screen.queryByText(/already ended/)).not.toBeInTheDocument();
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
