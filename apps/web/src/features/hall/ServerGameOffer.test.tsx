import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newActiveGame } from './active-game';
import { useHallStore } from './hall.store';
import { RestoredGame } from './screen/RestoredGame';
import { serverRestoredNotice } from './server-game';
import { fakeGameRemote } from './testing/fake-game-remote';
import { drawOrder, resetHallStore, setup, signInCashier, silentCaller } from './testing/game-screen';
import { renderHall } from './testing/render';
import { UnfinishedGameOffer } from './UnfinishedGameOffer';

type Remote = ReturnType<typeof fakeGameRemote>;

/** A game bought from another tab or before a power cut: the server holds it, this PC does not. */
async function gameOnServerOnly(remote: Remote) {
  const game = await remote.remote.start(
    {
      gameType: setup.gameType,
      typeIndex: 1,
      cards: [1, 2, 3],
      betAmount: 10,
      bonusWithinCalls: 5,
      bonusAmount: 100,
    },
    'key-1',
  );
  const check = await remote.remote.check(game.gameId, { cardId: 3, calledCount: 7 });
  expect(check.won).toBe(false);
  return game;
}

beforeEach(() => {
  signInCashier();
  resetHallStore(setup);
});

afterEach(() => {
  sessionStorage.clear();
});

describe('the unfinished game the server still runs', () => {
  it('is offered when this PC saved none, and Return takes it back paused at the last call the server knows', async () => {
    const remote = fakeGameRemote({ drawOrder });
    const game = await gameOnServerOnly(remote);
    const onReturn = vi.fn();
    renderHall(<UnfinishedGameOffer onReturn={onReturn} remote={remote.remote} />);

    expect(await screen.findByTestId('unfinished-game')).toHaveTextContent(
      'Any horizontal, 3 cards at 10.00 Br, prize 27.00 Br: 7 of 75 numbers called.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Return to the game' }));
    expect(onReturn).toHaveBeenCalledOnce();
    const saved = useHallStore.getState().activeGame;
    expect(saved).toMatchObject({
      game: { gameId: game.gameId, drawOrder, cards: [1, 2, 3] },
      calledCount: 7,
      resumedAtCall: 7,
      checkedCards: [3],
      claims: [{ cardId: 3, calledCount: 7, won: false }],
    });
    if (!saved) throw new Error('the game was not saved');

    const { caller } = silentCaller();
    renderHall(
      <RestoredGame
        saved={saved}
        ratePercent={saved.game.ratePercent}
        caller={caller}
        jackpotMessage="Jackpot Coming Soon"
        onExit={vi.fn()}
        remote={remote.remote}
      />,
    );
    expect(await screen.findByTestId('restored-notice')).toHaveTextContent(serverRestoredNotice(7));
    expect(serverRestoredNotice(7)).toBe(
      'Game restored from the server at call 7. The numbers after call 7 will be called again in the same order. Press Continue to resume calling.',
    );
    expect(screen.getByTestId('called-count')).toHaveTextContent('7/75');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('is ended on purpose at the last call the server knows', async () => {
    const remote = fakeGameRemote({ drawOrder });
    await gameOnServerOnly(remote);
    renderHall(<UnfinishedGameOffer onReturn={vi.fn()} remote={remote.remote} />);
    fireEvent.click(await screen.findByRole('button', { name: 'End the game' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByTestId('unfinished-game')).not.toBeInTheDocument());
    expect(remote.calls).toContain('abandon at 7');
    expect(await remote.remote.current()).toBeNull();
  });

  it('is not there when the server runs no game for this cashier', async () => {
    const remote = fakeGameRemote({ drawOrder });
    renderHall(<UnfinishedGameOffer onReturn={vi.fn()} remote={remote.remote} />);
    await waitFor(() => expect(remote.calls).toEqual(['current']));
    expect(screen.queryByTestId('unfinished-game')).not.toBeInTheDocument();
  });

  it('is not asked for while this PC holds its own saved game', async () => {
    const remote = fakeGameRemote({ drawOrder });
    const game = await gameOnServerOnly(remote);
    useHallStore.getState().saveActiveGame(newActiveGame(game, 1, 'English'));
    renderHall(<UnfinishedGameOffer onReturn={vi.fn()} remote={remote.remote} />);
    expect(screen.getByTestId('unfinished-game')).toHaveTextContent('0 of 75 numbers called.');
    expect(remote.calls).not.toContain('current');
  });
});
