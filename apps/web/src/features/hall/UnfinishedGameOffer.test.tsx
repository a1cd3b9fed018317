import { fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISPLAY_CHANNEL, type DisplayMessage } from '@/features/display/display-channel';
import { endedDisplayOf } from '@/features/display/display-ended';
import { displayClock } from '@/features/display/display-order';
import { useDisplayFeed } from '@/features/display/use-display-feed';
import { ApiError } from '@/lib/api';
import { startRequest } from './games.api';
import { useHallStore } from './hall.store';
import { fakeGameRemote } from './testing/fake-game-remote';
import { drawOrder, resetHallStore, setup } from './testing/game-screen';
import { renderHall } from './testing/render';
import { UnfinishedGameOffer } from './UnfinishedGameOffer';

/** Buys a game on the fake server and has it call `released` numbers. */
async function runningGameAt(remote: ReturnType<typeof fakeGameRemote>, released: number) {
  const game = await remote.remote.start(
    {
      gameType: setup.gameType,
      typeIndex: setup.typeIndex,
      cards: setup.selectedCards,
      betAmount: 10,
      bonusWithinCalls: 5,
      callIntervalMs: 1000,
    },
    'key-1',
  );
  for (let k = 1; k <= released; k++) await remote.remote.call(game.gameId, k);
  return game;
}

beforeEach(() => {
  resetHallStore(setup);
});

afterEach(() => {
  sessionStorage.clear();
});

describe('UnfinishedGameOffer', () => {
  it('shows nothing when the server runs no game for this cashier', async () => {
    const remote = fakeGameRemote({ drawOrder });
    renderHall(<UnfinishedGameOffer onReturn={vi.fn()} remote={remote.remote} />);
    await waitFor(() => expect(remote.log).toContain('current'));
    expect(screen.queryByTestId('unfinished-game')).not.toBeInTheDocument();
  });

  it("offers to return to the server's running game", async () => {
    const remote = fakeGameRemote({ drawOrder });
    await runningGameAt(remote, 8);
    const onReturn = vi.fn();
    renderHall(<UnfinishedGameOffer onReturn={onReturn} remote={remote.remote} />);
    expect(await screen.findByRole('dialog', { name: 'A paid game is not finished' })).toBeInTheDocument();
    expect(screen.getByTestId('unfinished-game')).toHaveTextContent(
      'Any horizontal, 3 cards at 10.00 Br, prize 27.00 Br: 8 of 75 numbers called.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Return to the game' }));
    expect(onReturn).toHaveBeenCalledOnce();
  });

  it('ends the game on purpose, recorded as abandoned at the server count, and frees the setup', async () => {
    const remote = fakeGameRemote({ drawOrder });
    await runningGameAt(remote, 8);
    // A Start saved without its answer (it bought this game): its key must not outlive the game.
    useHallStore.getState().setPendingStart({ key: 'key-1', body: startRequest(setup) });
    renderHall(<UnfinishedGameOffer onReturn={vi.fn()} remote={remote.remote} />);
    fireEvent.click(await screen.findByRole('button', { name: 'End the game' }));
    expect(
      screen.getByText('The game will end now and be recorded as abandoned. Are you sure?'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByTestId('unfinished-game')).not.toBeInTheDocument());
    expect(remote.log).toContain('abandon at 8');
    expect(remote.status()).toBe('abandoned');
    expect(useHallStore.getState().selectedCards).toEqual([]);
    expect(useHallStore.getState().pendingStart).toBeNull();
  });

  it('ends the game on the TV its closed tab left showing it live', async () => {
    const remote = fakeGameRemote({ drawOrder });
    await runningGameAt(remote, 8);
    const live = await remote.remote.current();
    if (!live) throw new Error('no running game');
    const tv = renderHook(() => useDisplayFeed());
    // The /game tab's last word before it was closed: the game running at 8 numbers.
    const closedTab = new BroadcastChannel(DISPLAY_CHANNEL);
    closedTab.postMessage({
      type: 'state',
      state: { ...endedDisplayOf(live), status: 'running' },
      stamp: { game: { id: live.gameId, createdAt: live.createdAt }, at: displayClock() },
    } satisfies DisplayMessage);
    closedTab.close();
    await waitFor(() => expect(tv.result.current.status).toBe('running'));

    renderHall(<UnfinishedGameOffer onReturn={vi.fn()} remote={remote.remote} />);
    fireEvent.click(await screen.findByRole('button', { name: 'End the game' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(tv.result.current.status).toBe('ended'));
    expect(tv.result.current.calledCount).toBe(8);
    expect(tv.result.current.called).toEqual(live.calls.map((c) => c.number));
    tv.unmount();
  });

  it('keeps the game when ending it fails, and says why', async () => {
    const remote = fakeGameRemote({ drawOrder });
    await runningGameAt(remote, 8);
    const failing = {
      ...remote.remote,
      abandon: () => Promise.reject(new ApiError(503, 'Service Unavailable')),
    };
    renderHall(<UnfinishedGameOffer onReturn={vi.fn()} remote={failing} />);
    fireEvent.click(await screen.findByRole('button', { name: 'End the game' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The game could not be ended: Service Unavailable',
    );
    expect(screen.getByTestId('unfinished-game')).toBeInTheDocument();
  });

  it('lets go of a game the server has already ended', async () => {
    const remote = fakeGameRemote({ drawOrder });
    await runningGameAt(remote, 8);
    renderHall(<UnfinishedGameOffer onReturn={vi.fn()} remote={remote.remote} />);
    fireEvent.click(await screen.findByRole('button', { name: 'End the game' }));
    remote.endOnServer();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByTestId('unfinished-game')).not.toBeInTheDocument());
  });
});
