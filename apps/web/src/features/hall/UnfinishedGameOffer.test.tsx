import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { newActiveGame } from './active-game';
import { useHallStore } from './hall.store';
import { fakeGameRemote } from './testing/fake-game-remote';
import { drawOrder, resetHallStore, setup } from './testing/game-screen';
import { renderHall } from './testing/render';
import { UnfinishedGameOffer } from './UnfinishedGameOffer';

/** Buys a game on the fake server and saves it as this tab's game at the given call. */
async function savedGameAt(remote: ReturnType<typeof fakeGameRemote>, calledCount: number) {
  const game = await remote.remote.start(
    {
      gameType: setup.gameType,
      typeIndex: setup.typeIndex,
      cards: setup.selectedCards,
      betAmount: 10,
      bonusWithinCalls: 5,
      bonusAmount: 100,
    },
    'key-1',
  );
  useHallStore.getState().saveActiveGame({ ...newActiveGame(game, 1, 'English'), calledCount });
  return game;
}

beforeEach(() => {
  resetHallStore(setup);
});

afterEach(() => {
  sessionStorage.clear();
});

describe('UnfinishedGameOffer', () => {
  it('shows nothing without an unfinished game', () => {
    renderHall(<UnfinishedGameOffer onReturn={vi.fn()} remote={fakeGameRemote({ drawOrder }).remote} />);
    expect(screen.queryByTestId('unfinished-game')).not.toBeInTheDocument();
  });

  it('offers to return to the unfinished paid game', async () => {
    const remote = fakeGameRemote({ drawOrder });
    await savedGameAt(remote, 8);
    const onReturn = vi.fn();
    renderHall(<UnfinishedGameOffer onReturn={onReturn} remote={remote.remote} />);
    expect(screen.getByRole('dialog', { name: 'A paid game is not finished' })).toBeInTheDocument();
    expect(screen.getByTestId('unfinished-game')).toHaveTextContent(
      'Any horizontal, 3 cards at 10.00 Br, prize 27.00 Br: 8 of 75 numbers called.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Return to the game' }));
    expect(onReturn).toHaveBeenCalledOnce();
    expect(useHallStore.getState().activeGame?.calledCount).toBe(8);
  });

  it('ends the game on purpose, recorded as abandoned at its call, and frees the setup', async () => {
    const remote = fakeGameRemote({ drawOrder });
    await savedGameAt(remote, 8);
    renderHall(<UnfinishedGameOffer onReturn={vi.fn()} remote={remote.remote} />);
    fireEvent.click(screen.getByRole('button', { name: 'End the game' }));
    expect(
      screen.getByText('The game will end now and be recorded as abandoned. Are you sure?'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByTestId('unfinished-game')).not.toBeInTheDocument());
    expect(remote.calls).toContain('abandon at 8');
    expect(useHallStore.getState()).toMatchObject({ activeGame: null, selectedCards: [] });
  });

  it('keeps the game when ending it fails, and says why', async () => {
    const remote = fakeGameRemote({ drawOrder });
    await savedGameAt(remote, 8);
    const failing = {
      ...remote.remote,
      abandon: () => Promise.reject(new ApiError(503, 'Service Unavailable')),
    };
    renderHall(<UnfinishedGameOffer onReturn={vi.fn()} remote={failing} />);
    fireEvent.click(screen.getByRole('button', { name: 'End the game' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The game could not be ended: Service Unavailable',
    );
    expect(useHallStore.getState().activeGame?.calledCount).toBe(8);
  });

  it('lets go of a game the server has already ended', async () => {
    const remote = fakeGameRemote({ drawOrder });
    await savedGameAt(remote, 8);
    remote.endOnServer(9);
    renderHall(<UnfinishedGameOffer onReturn={vi.fn()} remote={remote.remote} />);
    fireEvent.click(screen.getByRole('button', { name: 'End the game' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(useHallStore.getState().activeGame).toBeNull());
  });
});
