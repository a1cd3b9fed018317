import type { StartGame } from '@bingo/contracts';
import { ballLabel, evaluateClaim, getCard } from '@bingo/engine';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NoResponseError } from '@/lib/api';
import { fakeGameRemote } from '../testing/fake-game-remote';
import {
  ANY_HORIZONTAL,
  advance,
  calledCount,
  checkCard,
  click,
  drawOrder,
  isolateGameScreenTests,
  pressEscape,
} from '../testing/game-screen';
import { heard, renderGame, runningGameAt } from '../testing/render-game';

const UNANSWERED =
  'The server did not answer. Press Start again: if the purchase went through, the same game is played and nothing is charged twice.';
const checkButton = () => screen.getByRole('button', { name: 'Check' });

isolateGameScreenTests();

// Whole games render many times over: generous on a busy machine.
describe('GameScreen', { timeout: 30_000 }, () => {
  it('the scenario is what the test says: card 1 wins on call 5, cards 2 and 3 never by call 7', () => {
    expect(evaluateClaim(getCard(1), drawOrder, 5, ANY_HORIZONTAL)).toMatchObject({
      won: true,
      firstWinCall: 5,
    });
    expect(evaluateClaim(getCard(2), drawOrder, 7, ANY_HORIZONTAL).won).toBe(false);
    expect(evaluateClaim(getCard(3), drawOrder, 7, ANY_HORIZONTAL).won).toBe(false);
  });

  it('plays a game: every number comes from the server on the beat, Check judged at its count, a late win confirmed', async () => {
    const remote = fakeGameRemote({ drawOrder });
    const { played } = renderGame(remote);

    expect(screen.getByTestId('prize')).toHaveTextContent('27.00 Br');
    expect(checkButton()).toBeDisabled();

    await click(screen.getByRole('button', { name: 'Start' }));
    expect(remote.log[0]).toMatch(/^start [0-9a-f-]{36}$/);
    expect(played).toContain('start.mp3');
    expect(calledCount()).toBe('0/75');
    expect(screen.getByTestId('commitment')).toHaveTextContent('commitment c0ffee12…');

    // The first number is asked for 0.5 s after Start (the spec's "about 0.5 s"), then one per interval.
    await advance(499);
    expect(remote.log).not.toContain('call 1');
    await advance(1);
    expect(remote.log.at(-1)).toBe('call 1');
    expect(calledCount()).toBe('1/75');
    expect(screen.queryByTestId('commitment')).not.toBeInTheDocument();
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

    // Opening Check pauses the calls, here and on the server.
    await click(checkButton());
    expect(remote.log.at(-1)).toBe('pause');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    await advance(5000);
    expect(calledCount()).toBe('5/75');

    await checkCard('99');
    expect(screen.getByText('Card not selected, please enter a valid card.')).toBeInTheDocument();

    await checkCard('3');
    expect(screen.getByTestId('check-verdict')).toHaveTextContent('Card #3 lost');
    expect(screen.getByTestId('recorded-result')).toHaveTextContent('Recorded: lost — Card 3 has not won.');
    expect(played.at(-1)).toBe('lose.mp3');
    await click(screen.getByRole('button', { name: 'Lock' }));
    expect(remote.log).toContain('lock 3');

    await checkCard('3');
    expect(screen.getByTestId('check-verdict')).toHaveTextContent(
      'This card is locked and cannot be checked again.',
    );
    expect(remote.log.filter((c) => c.startsWith('check 3'))).toEqual(['check 3 at 5']);

    await pressEscape();
    await click(screen.getByRole('button', { name: 'Continue' }));
    expect(remote.log.at(-1)).toBe('resume');
    await advance(2000);
    expect(calledCount()).toBe('7/75');

    await click(checkButton());
    await checkCard('1');
    const winningBall = ballLabel(drawOrder[4] ?? 0);
    expect(screen.getByTestId('check-verdict')).toHaveTextContent('BINGO! Card #1 won');
    expect(screen.getByTestId('late-notice')).toHaveTextContent(
      `Late: won at call 5 (${winningBall}), 2 calls ago`,
    );
    expect(screen.getByTestId('recorded-result')).toHaveTextContent(
      `Recorded: won — BINGO! Card 1 won at call 5 (${winningBall}), 2 calls ago.`,
    );
    expect(remote.log).toContain('check 1 at 7');

    await pressEscape();
    expect(screen.getByTestId('win-panel')).toHaveTextContent('Card #1 wins');
    expect(screen.getByTestId('win-bonus')).toHaveTextContent('Jackpot 100.00 Br (Within 5 calls)');
    expect(screen.getByTestId('verify-qr')).toHaveTextContent(
      'Scan to verify this game: http://localhost:3000/verify/00000000-0000-4000-8000-000000000001',
    );
    await advance(10_000);
    expect(calledCount()).toBe('7/75');
    expect(heard(played)).toEqual(remote.released());
  }, 30_000);

  it('says when the line is down, keeps the calls waiting, and goes on with none skipped or doubled', async () => {
    const remote = fakeGameRemote({ drawOrder });
    const { played } = renderGame(remote);
    await click(screen.getByRole('button', { name: 'Start' }));
    await advance(3000);
    expect(calledCount()).toBe('3/75');
    remote.down();
    await advance(5000);
    expect(screen.getByTestId('connection-lost')).toHaveTextContent(
      'Connection lost — the calls are waiting.',
    );
    expect(calledCount()).toBe('3/75');
    expect(remote.log.filter((c) => c === 'call 4').length).toBeGreaterThan(2);
    remote.up();
    await advance(3000);
    expect(screen.queryByTestId('connection-lost')).not.toBeInTheDocument();
    expect(calledCount()).toBe('5/75');
    await advance(3000);
    expect(calledCount()).toBe('8/75');
    expect(heard(played)).toEqual(drawOrder.slice(0, 8));
    expect(remote.released()).toEqual(drawOrder.slice(0, 8));
  });

  it('starts no game without the server debit, and says why', async () => {
    const insufficient = 'Insufficient balance to start the game. Please add funds to your account.';
    const remote = fakeGameRemote({ drawOrder, failStartWith: new ApiError(402, insufficient) });
    renderGame(remote);
    await click(screen.getByRole('button', { name: 'Start' }));
    await advance(3000);
    expect(screen.getByRole('alert')).toHaveTextContent(
      `${insufficient}No money was taken. You can try Start again.`,
    );
    expect(calledCount()).toBe('0/75');
    expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled();
  });

  it('says the payment failed when the server cannot be reached, and retries with the same key', async () => {
    const remote = fakeGameRemote({ drawOrder, failStartWith: new ApiError(503, 'Service Unavailable') });
    renderGame(remote);
    await click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Failed to process payment. Please try again.${UNANSWERED}`,
    );
    expect(screen.queryByText(/No money was taken/)).toBeNull();
    await click(screen.getByRole('button', { name: 'Start' }));
    expect(remote.log).toHaveLength(2);
    expect(remote.log[0]).toBe(remote.log[1]);
  });

  it('a Start paid but unanswered does not say no money was taken; Start again plays that game, charged once', async () => {
    const server = fakeGameRemote({ drawOrder });
    let loseAnswer = true;
    const remote = {
      ...server,
      remote: {
        ...server.remote,
        start: async (body: StartGame, key: string) => {
          const game = await server.remote.start(body, key);
          if (!loseAnswer) return game;
          loseAnswer = false;
          throw new NoResponseError();
        },
      },
    };
    renderGame(remote);
    await click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByRole('alert')).toHaveTextContent(UNANSWERED);
    expect(screen.queryByText(/No money was taken/)).toBeNull();
    expect(server.balance()).toBe(997);
    await click(screen.getByRole('button', { name: 'Start' }));
    await advance(500);
    expect(calledCount()).toBe('1/75');
    expect(server.balance()).toBe(997);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("takes back the server's running game paused at its last call, and Continue asks for the next", async () => {
    const remote = fakeGameRemote({ drawOrder });
    const live = await runningGameAt(remote, 6);
    const { played } = renderGame(remote, vi.fn(), live);
    expect(calledCount()).toBe('6/75');
    expect(screen.getByTestId('restored-notice')).toHaveTextContent(
      'Game restored from the server at call 6. Press Continue to resume calling.',
    );
    await advance(5000);
    expect(calledCount()).toBe('6/75');
    await click(screen.getByRole('button', { name: 'Continue' }));
    await advance(1000);
    expect(calledCount()).toBe('7/75');
    expect(remote.log.slice(-2)).toEqual(['resume', 'call 7']);
    expect(heard(played)).toEqual(drawOrder.slice(6, 7));
  });

  it('a second Start while a game runs shows the server message', async () => {
    const remote = fakeGameRemote({ drawOrder });
    await remote.remote.start(
      { gameType: 0, typeIndex: 1, cards: [5, 6], betAmount: 10, bonusWithinCalls: 5, callIntervalMs: 1000 },
      'other-pc',
    );
    renderGame(remote);
    await click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A game is already running. Return to it or end it before starting a new one.',
    );
  });

  it('a new speed goes to the server and paces the next number', async () => {
    const remote = fakeGameRemote({ drawOrder });
    renderGame(remote);
    await click(screen.getByRole('button', { name: 'Start' }));
    await advance(2000);
    expect(calledCount()).toBe('2/75');
    await click(screen.getByRole('combobox', { name: 'Game Speed' }));
    await click(screen.getByRole('option', { name: '3 s' }));
    expect(remote.log.at(-1)).toBe('speed 3000');
    await advance(2900);
    expect(calledCount()).toBe('2/75');
    await advance(100);
    expect(calledCount()).toBe('3/75');
    await advance(3000);
    expect(calledCount()).toBe('4/75');
  }, 30_000);
});
