import { ballLabel, evaluateClaim, getCard } from '@bingo/engine';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { fakeGameRemote } from '../testing/fake-game-remote';
import {
  ANY_HORIZONTAL,
  advance,
  calledCount,
  checkCard,
  click,
  drawOrder,
  fakeGameTimers,
  pressEscape,
  setup,
  silentCaller,
} from '../testing/game-screen';
import { renderHall } from '../testing/render';
import { GameScreen } from './GameScreen';

function renderGame(remote: ReturnType<typeof fakeGameRemote>, onExit = vi.fn()) {
  const { caller, played } = silentCaller();
  renderHall(
    <GameScreen
      setup={setup}
      caller={caller}
      ratePercent={10}
      jackpotMessage="Jackpot Coming Soon"
      onExit={onExit}
      remote={remote.remote}
    />,
  );
  return { played, onExit };
}

const checkButton = () => screen.getByRole('button', { name: 'Check' });

beforeEach(() => {
  fakeGameTimers();
});

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('GameScreen', () => {
  it('the scenario is what the test says: card 1 wins on call 5, cards 2 and 3 never by call 7', () => {
    expect(evaluateClaim(getCard(1), drawOrder, 5, ANY_HORIZONTAL)).toMatchObject({
      won: true,
      firstWinCall: 5,
    });
    expect(evaluateClaim(getCard(2), drawOrder, 7, ANY_HORIZONTAL).won).toBe(false);
    expect(evaluateClaim(getCard(3), drawOrder, 7, ANY_HORIZONTAL).won).toBe(false);
  });

  it('plays a game: calls on time, Check after 5 calls, a loss locked, a late win confirmed', async () => {
    const remote = fakeGameRemote({ drawOrder });
    const { played } = renderGame(remote);

    expect(screen.getByTestId('prize')).toHaveTextContent('27.00 Br');
    expect(screen.getByTestId('jackpot-banner')).toHaveTextContent('JACKPOT 100.00 Br · within 5 calls');
    expect(checkButton()).toBeDisabled();

    await click(screen.getByRole('button', { name: 'Start' }));
    expect(remote.calls[0]).toMatch(/^start [0-9a-f-]{36}$/);
    expect(played).toContain('start.mp3');
    expect(calledCount()).toBe('0/75');

    await advance(500);
    expect(calledCount()).toBe('1/75');
    expect(
      screen.getByRole('status', {
        name: `Current number ${ballLabel(drawOrder[0] ?? 0)[0]} ${drawOrder[0]}`,
      }),
    ).toBeInTheDocument();
    expect(played).toContain(`p_${drawOrder[0]}.mp3`);

    await advance(3000);
    expect(calledCount()).toBe('4/75');
    expect(checkButton()).toBeDisabled();
    await advance(1000);
    expect(calledCount()).toBe('5/75');
    expect(checkButton()).toBeEnabled();

    // Opening Check pauses the calls.
    await click(checkButton());
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    await advance(5000);
    expect(calledCount()).toBe('5/75');

    await checkCard('99');
    expect(screen.getByText('Card not selected, please enter a valid card.')).toBeInTheDocument();

    await checkCard('3');
    expect(screen.getByTestId('check-verdict')).toHaveTextContent('Card #3 lost');
    expect(screen.getByTestId('recorded-result')).toHaveTextContent('Recorded: lost — Not a winner');
    expect(played.at(-1)).toBe('lose.mp3');
    await click(screen.getByRole('button', { name: 'Lock' }));
    expect(remote.calls).toContain('lock 3');
    expect(within(screen.getByRole('dialog')).getAllByText('LOCKED').length).toBeGreaterThan(0);

    await checkCard('3');
    expect(screen.getByTestId('check-verdict')).toHaveTextContent(
      'This card is locked and cannot be checked again.',
    );
    expect(remote.calls.filter((c) => c.startsWith('check 3'))).toEqual(['check 3 at 5']);

    await pressEscape();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await click(screen.getByRole('button', { name: 'Continue' }));
    await advance(2000);
    expect(calledCount()).toBe('7/75');

    await click(checkButton());
    await checkCard('1');
    const winningBall = ballLabel(drawOrder[4] ?? 0);
    expect(screen.getByTestId('check-verdict')).toHaveTextContent('BINGO! Card #1 won');
    expect(screen.getByTestId('late-notice')).toHaveTextContent(
      `Late: won at call 5 (${winningBall}), 2 calls ago`,
    );
    expect(screen.getByTestId('recorded-result')).toHaveTextContent('Recorded: won — Winner');

    await pressEscape();
    expect(screen.getByTestId('win-panel')).toHaveTextContent('Card #1 wins');
    expect(screen.getByTestId('win-prize')).toHaveTextContent('Prize 27.00 Br');
    expect(screen.getByTestId('win-bonus')).toHaveTextContent('Jackpot 100.00 Br (Within 5 calls)');
    await advance(10_000);
    expect(calledCount()).toBe('7/75');
  }, 30_000);

  it('starts no game without the server debit, and says why', async () => {
    const insufficient = 'Insufficient balance to start the game. Please add funds to your account.';
    const remote = fakeGameRemote({ drawOrder, failStartWith: new ApiError(402, insufficient) });
    renderGame(remote);
    await click(screen.getByRole('button', { name: 'Start' }));
    await advance(3000);
    expect(screen.getByText(insufficient)).toBeInTheDocument();
    expect(calledCount()).toBe('0/75');
    expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled();
  });

  it('says the payment failed when the server cannot be reached, and retries with the same key', async () => {
    const remote = fakeGameRemote({ drawOrder, failStartWith: new ApiError(503, 'Service Unavailable') });
    renderGame(remote);
    await click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByText('Failed to process payment. Please try again.')).toBeInTheDocument();
    await click(screen.getByRole('button', { name: 'Start' }));
    expect(remote.calls).toHaveLength(2);
    expect(remote.calls[0]).toBe(remote.calls[1]);
  });

  it('Close asks first, then records the game as abandoned at its call count', async () => {
    const remote = fakeGameRemote({ drawOrder });
    const { onExit, played } = renderGame(remote);
    await click(screen.getByRole('button', { name: 'Start' }));
    await advance(2600);
    expect(calledCount()).toBe('3/75');
    await click(screen.getByRole('button', { name: 'Close' }));
    expect(
      screen.getByText('The game will end now and be recorded as abandoned. Are you sure?'),
    ).toBeInTheDocument();
    await click(screen.getByRole('button', { name: 'Yes' }));
    expect(remote.calls.at(-1)).toBe('abandon at 3');
    expect(played.at(-1)).toBe('canceled.mp3');
    expect(onExit).toHaveBeenCalledWith(true);
  });
});
