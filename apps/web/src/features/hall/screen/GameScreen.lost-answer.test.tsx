import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeGameRemote } from '../testing/fake-game-remote';
import {
  advance,
  calledCount,
  checkCard,
  click,
  drawOrder,
  isolateGameScreenTests,
  pressEscape,
} from '../testing/game-screen';
import { renderGame } from '../testing/render-game';

isolateGameScreenTests();

const NO_ANSWER = 'The server did not answer the check. Press Retry to get its recorded result.';

/** A game on the fake server with 5 numbers called (card 1 wins on the 5th), and Check open. */
async function checkOpenAtFive() {
  const remote = fakeGameRemote({ drawOrder });
  const rendered = renderGame(remote);
  await click(screen.getByRole('button', { name: 'Start' }));
  await advance(4500);
  expect(calledCount()).toBe('5/75');
  await click(screen.getByRole('button', { name: 'Check' }));
  return { remote, ...rendered };
}

/** The server recorded the win, but its answer was lost on the way back. */
async function winWithLostAnswer(remote: ReturnType<typeof fakeGameRemote>) {
  remote.loseNextCheckAnswer();
  await checkCard('1');
  expect(remote.status()).toBe('won');
  expect(screen.getByTestId('check-verdict')).toHaveTextContent('BINGO! Card #1 won');
  expect(screen.getByRole('dialog')).toHaveTextContent(NO_ANSWER);
  expect(screen.queryByText(/could not be recorded/)).toBeNull();
}

/** The hall sees the win the server recorded, once, and the calls stay stopped. */
async function showsRecordedWin(remote: ReturnType<typeof fakeGameRemote>) {
  expect(screen.getByTestId('recorded-result')).toHaveTextContent('Recorded: won — BINGO! Card 1 wins.');
  expect(screen.getByRole('dialog')).not.toHaveTextContent(NO_ANSWER);
  expect(screen.queryByText(/could not be recorded/)).toBeNull();
  expect(remote.log.filter((line) => line.startsWith('check 1'))).toEqual([
    'check 1 at 5',
    'check 1 answered as recorded',
  ]);
  await pressEscape();
  expect(screen.getByTestId('win-panel')).toHaveTextContent('Card #1 wins');
  expect(screen.getByTestId('win-bonus')).toHaveTextContent('Jackpot 100.00 Br (Within 5 calls)');
  await advance(10_000);
  expect(calledCount()).toBe('5/75');
}

describe('GameScreen, a check whose answer was lost', { timeout: 30_000 }, () => {
  it('Retry shows the win the server recorded, never a failure', async () => {
    const { remote } = await checkOpenAtFive();
    await winWithLostAnswer(remote);
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Retry' }));
    await showsRecordedWin(remote);
  });

  it('checking the same card again shows the win the server recorded', async () => {
    const { remote } = await checkOpenAtFive();
    await winWithLostAnswer(remote);
    await checkCard('1');
    await showsRecordedWin(remote);
  });

  it('a check the server refused still says it could not be recorded, and why', async () => {
    const { remote } = await checkOpenAtFive();
    remote.endOnServer();
    await checkCard('1');
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'The check could not be recorded: This game has already ended',
    );
  });
});
