import { screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { DISPLAY_CHANNEL, type DisplayMessage } from '@/features/display/display-channel';
import type { DisplayState } from '@/features/display/display-state';
import { fakeGameRemote } from '../testing/fake-game-remote';
import { advance, calledCount, click, drawOrder, isolateGameScreenTests } from '../testing/game-screen';
import { renderGame, runningGameAt } from '../testing/render-game';

isolateGameScreenTests();

/** The hall's TV: every state the console posts it. */
function listenAsTheTv() {
  const states: DisplayState[] = [];
  const channel = new BroadcastChannel(DISPLAY_CHANNEL);
  channel.onmessage = (event: MessageEvent<DisplayMessage>) => {
    if (event.data.type === 'state') states.push(event.data.state);
  };
  onTestFinished(() => channel.close());
  return { states };
}

describe('GameScreen, the end of a game', { timeout: 30_000 }, () => {
  it('Close asks first, then records the game as abandoned at the server count', async () => {
    const remote = fakeGameRemote({ drawOrder });
    const { onExit, played } = renderGame(remote);
    await click(screen.getByRole('button', { name: 'Start' }));
    await advance(3000);
    expect(calledCount()).toBe('3/75');
    await click(screen.getByRole('button', { name: 'Close' }));
    expect(
      screen.getByText('The game will end now and be recorded as abandoned. Are you sure?'),
    ).toBeInTheDocument();
    await click(screen.getByRole('button', { name: 'Yes' }));
    expect(remote.log.at(-1)).toBe('abandon at 3');
    expect(played.at(-1)).toBe('canceled.mp3');
    expect(onExit).toHaveBeenCalledWith(true);
  });

  it('with all 75 called and no winner, Finish ends the game and offers the verify page', async () => {
    const tv = listenAsTheTv();
    const remote = fakeGameRemote({ drawOrder });
    const live = await runningGameAt(remote, 74);
    renderGame(remote, vi.fn(), live);
    await click(screen.getByRole('button', { name: 'Continue' }));
    await advance(1000);
    expect(calledCount()).toBe('75/75');
    // The board is over at the 75th ball, but the server runs the game until Finish: cards can still
    // be checked, and the verify page would answer 404, so the room is not sent to it yet.
    await vi.waitFor(() => expect(tv.states.at(-1)?.calledCount).toBe(75));
    expect(tv.states.at(-1)?.gameId).toBeNull();
    await click(screen.getByRole('button', { name: 'Finish the game' }));
    expect(remote.log.at(-1)).toBe('finish at 75');
    expect(screen.getByTestId('game-over')).toHaveTextContent('The game ended with no winner.');
    expect(screen.getByTestId('verify-qr')).toBeInTheDocument();
    await vi.waitFor(() => expect(tv.states.at(-1)?.gameId).toBe(live.gameId));
  });

  it('stays on the game with the reason when the abandon cannot be recorded, and Close again records it', async () => {
    const remote = fakeGameRemote({ drawOrder });
    const { onExit, played } = renderGame(remote);
    await click(screen.getByRole('button', { name: 'Start' }));
    await advance(2000);
    remote.down();
    await click(screen.getByRole('button', { name: 'Close' }));
    await click(screen.getByRole('checkbox', { name: 'The stakes were refunded to the players' }));
    await click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.getByTestId('end-error')).toHaveTextContent(
      'The game could not be ended: No response from server',
    );
    expect(onExit).not.toHaveBeenCalled();
    expect(remote.status()).toBe('running');
    expect(played).not.toContain('canceled.mp3');

    remote.up();
    await click(screen.getByRole('button', { name: 'Close' }));
    await click(screen.getByRole('checkbox', { name: 'The stakes were refunded to the players' }));
    await click(screen.getByRole('button', { name: 'Yes' }));
    expect(remote.log.filter((line) => line.startsWith('abandon'))).toEqual([
      'abandon at 2 refunded',
      'abandon at 2 refunded',
    ]);
    expect(remote.status()).toBe('abandoned');
    expect(screen.queryByTestId('end-error')).toBeNull();
    expect(onExit).toHaveBeenCalledWith(true);
  });
});
