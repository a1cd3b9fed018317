import { FIRST_CALL_DELAY_MS } from '@bingo/contracts';
import { MIN_CALLS_TO_CHECK } from '@bingo/engine';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeGameRemote } from '../testing/fake-game-remote';
import {
  advance,
  click,
  drawOrder,
  isolateGameScreenTests,
  setup,
  silentCaller,
} from '../testing/game-screen';
import { renderHall } from '../testing/render';
import { heard } from '../testing/render-game';
import { GameScreen } from './GameScreen';

isolateGameScreenTests();

const call = (k: number) => drawOrder[k - 1] ?? 0;
const file = (k: number) => `p_${call(k)}.mp3`;

/**
 * A game at 1 s a call whose voice speaks each call until the test ends it, run to call `k`: call
 * k - 1 is still spoken when call k comes, which waits for it.
 */
async function callWaiting(k: number) {
  const remote = fakeGameRemote({ drawOrder });
  const voice = silentCaller({ held: true });
  renderHall(
    <GameScreen
      setup={setup}
      caller={voice.caller}
      ratePercent={10}
      jackpotMessage="Jackpot Coming Soon"
      onExit={() => {}}
      remote={remote.remote}
    />,
  );
  await click(screen.getByRole('button', { name: 'Start' }));
  await advance(FIRST_CALL_DELAY_MS);
  for (let spoken = 1; spoken < k; spoken++) {
    if (spoken < k - 1) voice.end(file(spoken));
    await advance(1000);
  }
  expect(remote.released()).toEqual(drawOrder.slice(0, k));
  expect(heard(voice.played)).toEqual(drawOrder.slice(0, k - 1));
  return voice;
}

describe('GameScreen voice', { timeout: 30_000 }, () => {
  it('lets the call spoken end after Pause, and says no waiting call after it', async () => {
    const voice = await callWaiting(2);
    await click(screen.getByRole('button', { name: 'Pause' }));
    voice.end(file(1));
    expect(heard(voice.played)).toEqual([call(1)]);

    await click(screen.getByRole('button', { name: 'Continue' }));
    await advance(1000);
    expect(heard(voice.played)).toEqual([call(1), call(3)]);
  });

  it('says no waiting call once Check is opened', async () => {
    const voice = await callWaiting(MIN_CALLS_TO_CHECK);
    await click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    voice.end(file(MIN_CALLS_TO_CHECK - 1));
    expect(heard(voice.played)).toEqual(drawOrder.slice(0, MIN_CALLS_TO_CHECK - 1));
  });
});
