import { ballLetter } from '@bingo/engine';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTERRUPTED_START_NOTICE, RESTORED_NOTICE } from '../active-game';
import { useHallStore } from '../hall.store';
import { gameKey } from '../hall-storage';
import { fakeGameRemote } from '../testing/fake-game-remote';
import {
  advance,
  CASHIER_ID,
  calledCount,
  checkCard,
  click,
  drawOrder,
  fakeGameTimers,
  pressEscape,
  reloadHall,
  resetHallStore,
  setup,
  signInCashier,
  silentCaller,
} from '../testing/game-screen';
import { renderHall } from '../testing/render';
import { GameScreen } from './GameScreen';
import { RestoredGame } from './RestoredGame';

const savedActiveGame = () =>
  JSON.parse(localStorage.getItem(gameKey(CASHIER_ID)) ?? '{"state":{"activeGame":null}}').state.activeGame;
const GAME_ID = '00000000-0000-4000-8000-000000000001';
type Remote = ReturnType<typeof fakeGameRemote>;

/** Opens the game screen the way the /game route does: a saved game is restored, else a new one is set up. */
function openGameScreen(remote: Remote, onExit = vi.fn()) {
  const { caller, played } = silentCaller();
  const saved = useHallStore.getState().activeGame;
  const common = {
    caller,
    jackpotMessage: 'Jackpot Coming Soon',
    onExit,
    remote: remote.remote,
  };
  renderHall(
    saved ? (
      <RestoredGame {...common} saved={saved} ratePercent={saved.game.ratePercent} />
    ) : (
      <GameScreen {...common} setup={setup} ratePercent={10} voice="English" />
    ),
  );
  return { played, onExit };
}

const reload = async () => {
  cleanup();
  await reloadHall();
};

/** The numbers lit on the board, in board order. */
const litBoard = () =>
  Array.from(
    screen.getByRole('region', { name: 'Called numbers' }).querySelectorAll('[data-called="true"]'),
    (cell) => Number(cell.getAttribute('data-ball')),
  ).sort((a, b) => a - b);

const calledFirst = (n: number) => drawOrder.slice(0, n).sort((a, b) => a - b);
const currentBall = (n: number) => `Current number ${ballLetter(n)} ${n}`;

async function startAndCall(remote: Remote, calls: number) {
  openGameScreen(remote);
  await click(screen.getByRole('button', { name: 'Start' }));
  await advance(500 + (calls - 1) * 1000);
  expect(calledCount()).toBe(`${calls}/75`);
}

beforeEach(() => {
  fakeGameTimers();
  signInCashier();
  resetHallStore(setup);
});

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('a game restored after a reload', () => {
  it('comes back paused at the call it reached, with the same numbers, and goes on with the next one', async () => {
    const remote = fakeGameRemote({ drawOrder });
    await startAndCall(remote, 7);
    expect(savedActiveGame()).toMatchObject({
      calledCount: 7,
      speed: 1,
      voice: 'English',
      game: { gameId: GAME_ID, drawOrder },
    });

    await reload();
    const { played } = openGameScreen(remote);
    expect(screen.getByText('Restoring the game: checking it with the server…')).toBeInTheDocument();
    await advance(0);
    expect(remote.calls.at(-1)).toBe('record');

    expect(calledCount()).toBe('7/75');
    expect(screen.getByRole('status', { name: currentBall(drawOrder[6] ?? 0) })).toBeInTheDocument();
    expect(litBoard()).toEqual(calledFirst(7));
    expect(screen.getByTestId('restored-notice')).toHaveTextContent(RESTORED_NOTICE);
    expect(screen.getByTestId('prize')).toHaveTextContent('27.00 Br');
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();

    // Paused: nothing is called until the cashier presses Continue.
    await advance(10_000);
    expect(calledCount()).toBe('7/75');

    await click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByTestId('restored-notice')).not.toBeInTheDocument();
    await advance(500);
    expect(calledCount()).toBe('8/75');
    expect(screen.getByRole('status', { name: currentBall(drawOrder[7] ?? 0) })).toBeInTheDocument();
    expect(played).toEqual([`p_${drawOrder[7]}.mp3`]);
    await advance(2000);
    expect(calledCount()).toBe('10/75');
    expect(litBoard()).toEqual(calledFirst(10));
    expect(useHallStore.getState().activeGame?.calledCount).toBe(10);
    // Only the one purchase: the restore bought nothing.
    expect(remote.calls.filter((c) => c.startsWith('start'))).toHaveLength(1);
  }, 30_000);

  it('keeps a locked card locked, and the server’s locks count too', async () => {
    const remote = fakeGameRemote({ drawOrder });
    await startAndCall(remote, 5);
    await click(screen.getByRole('button', { name: 'Check' }));
    await checkCard('3');
    await click(screen.getByRole('button', { name: 'Lock' }));
    expect(remote.calls).toContain('lock 3');
    await checkCard('2');
    await pressEscape();
    expect(useHallStore.getState().activeGame).toMatchObject({
      calledCount: 5,
      checkedCards: [3, 2],
      lockedCards: [3],
      claims: [
        { cardId: 3, calledCount: 5, won: false },
        { cardId: 2, calledCount: 5, won: false },
      ],
    });
    // Card 2 was locked on the server, but the tab went down before it heard back.
    await remote.remote.lock(GAME_ID, 2);

    await reload();
    openGameScreen(remote);
    await advance(0);
    expect(calledCount()).toBe('5/75');
    await click(screen.getByRole('button', { name: 'Check' }));
    for (const card of ['3', '2']) {
      await checkCard(card);
      expect(screen.getByTestId('check-verdict')).toHaveTextContent(
        'This card is locked and cannot be checked again.',
      );
    }
    expect(remote.calls.filter((c) => c.startsWith('check'))).toEqual(['check 3 at 5', 'check 2 at 5']);
    expect(useHallStore.getState().activeGame?.lockedCards).toEqual([3, 2]);

    // A win found after the restore ends the game and the saved copy with it.
    await checkCard('1');
    expect(screen.getByTestId('recorded-result')).toHaveTextContent('Recorded: won — Winner');
    await pressEscape();
    expect(screen.getByTestId('win-panel')).toHaveTextContent('Card #1 wins');
    expect(useHallStore.getState().activeGame).toBeNull();
  }, 30_000);

  it('is dropped with the reason when the server has ended it meanwhile', async () => {
    const remote = fakeGameRemote({ drawOrder });
    await startAndCall(remote, 6);
    remote.endOnServer(6);

    await reload();
    const { onExit } = openGameScreen(remote);
    await advance(0);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This game was recorded as abandoned at call 6. It cannot be resumed.',
    );
    expect(screen.queryByTestId('game-screen')).not.toBeInTheDocument();
    expect(useHallStore.getState().activeGame).toBeNull();
    expect(savedActiveGame()).toBeNull();
    await click(screen.getByRole('button', { name: 'New Game' }));
    expect(onExit).toHaveBeenCalledWith(true);
  }, 30_000);

  it('is dropped when the server does not know it', async () => {
    const remote = fakeGameRemote({ drawOrder });
    await startAndCall(remote, 6);
    await reload();
    openGameScreen(fakeGameRemote({ drawOrder }));
    await advance(0);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Game not found: the server has no such game for this account. It cannot be resumed.',
    );
    expect(useHallStore.getState().activeGame).toBeNull();
  }, 30_000);

  it('is kept while the server cannot be reached, and restored once it answers', async () => {
    const remote = fakeGameRemote({ drawOrder });
    await startAndCall(remote, 6);
    remote.failRecord(new TypeError('Failed to fetch'));

    await reload();
    openGameScreen(remote);
    await advance(0);
    expect(screen.getByRole('alert')).toHaveTextContent('The server did not answer (Failed to fetch).');
    expect(useHallStore.getState().activeGame?.calledCount).toBe(6);

    remote.failRecord(null);
    await click(screen.getByRole('button', { name: 'Try again' }));
    expect(calledCount()).toBe('6/75');
    expect(screen.getByTestId('restored-notice')).toBeInTheDocument();
  }, 30_000);

  it('is no longer saved once the cashier closes it, recorded as abandoned at its call', async () => {
    const remote = fakeGameRemote({ drawOrder });
    await startAndCall(remote, 6);
    await reload();
    openGameScreen(remote);
    await advance(0);
    await click(screen.getByRole('button', { name: 'Close' }));
    await click(screen.getByRole('button', { name: 'Yes' }));
    expect(remote.calls.at(-1)).toBe('abandon at 6');
    expect(useHallStore.getState().activeGame).toBeNull();
  }, 30_000);

  it('completes a purchase whose answer was lost to the reload instead of paying for a second one', async () => {
    const remote = fakeGameRemote({ drawOrder, balance: 1000 });
    // The server takes the purchase, but the answer never reaches the page.
    const lostAnswer = {
      ...remote,
      remote: {
        ...remote.remote,
        start: async (...args: Parameters<typeof remote.remote.start>) => {
          await remote.remote.start(...args);
          throw new TypeError('Failed to fetch');
        },
      },
    };
    openGameScreen(lostAnswer);
    await click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByText('Failed to process payment. Please try again.')).toBeInTheDocument();
    expect(remote.balance()).toBe(997);

    await reload();
    openGameScreen(remote);
    expect(screen.getByTestId('interrupted-start')).toHaveTextContent(INTERRUPTED_START_NOTICE);
    await click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.queryByTestId('interrupted-start')).not.toBeInTheDocument();
    const [first, second] = remote.calls;
    expect(first).toMatch(/^start [0-9a-f-]{36}$/);
    expect(second).toBe(first);
    expect(remote.balance()).toBe(997);
    await advance(500);
    expect(calledCount()).toBe('1/75');
    expect(useHallStore.getState()).toMatchObject({ pendingStart: null, activeGame: { calledCount: 1 } });
  }, 30_000);

  it('starts afresh with a new key when the cards changed after the lost answer', async () => {
    const remote = fakeGameRemote({ drawOrder });
    useHallStore.getState().setPendingStart({
      key: 'key-of-another-sale',
      body: { gameType: 0, typeIndex: 1, cards: [7, 8], betAmount: 10, bonusWithinCalls: 5, bonusAmount: 0 },
    });
    openGameScreen(remote);
    expect(screen.queryByTestId('interrupted-start')).not.toBeInTheDocument();
    await click(screen.getByRole('button', { name: 'Start' }));
    expect(remote.calls[0]).not.toBe('start key-of-another-sale');
    expect(remote.calls[0]).toMatch(/^start [0-9a-f-]{36}$/);
  });
});
