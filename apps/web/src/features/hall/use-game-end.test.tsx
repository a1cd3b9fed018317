import type { StartedGame } from '@bingo/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { GameRemote } from './games.api';
import { fakeGameRemote } from './testing/fake-game-remote';
import { buyOnServer, drawOrder, setup } from './testing/game-screen';
import { useGameBoard } from './use-game-board';
import { useGameEnd } from './use-game-end';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

/** A game bought on the fake server and called up to `released`. */
async function boughtGame(released: number) {
  const fake = fakeGameRemote({ drawOrder });
  const game = await buyOnServer(fake.remote, released);
  return { ...fake, game };
}

function renderEnd(remote: GameRemote, started: StartedGame | null) {
  const stop = vi.fn();
  const dropWaiting = vi.fn();
  const { result } = renderHook(
    () => {
      const board = useGameBoard(setup, null);
      return { board, end: useGameEnd({ board, calls: { stop }, caller: { dropWaiting }, remote, started }) };
    },
    { wrapper },
  );
  act(() => result.current.board.dispatch({ type: 'start' }));
  return { result, stop, dropWaiting };
}

describe('useGameEnd', () => {
  it('records an abandon with the refund, and the draw can then be verified', async () => {
    const { remote, log, game } = await boughtGame(3);
    const { result, stop, dropWaiting } = renderEnd(remote, game);

    await act(() => result.current.end.abandon(true));

    expect(stop).toHaveBeenCalled();
    expect(dropWaiting).toHaveBeenCalled();
    expect(log).toContain('abandon at 3 refunded');
    expect(result.current.board.state.endReason).toBe('abandoned');
    expect(result.current.end.ended).toBe(true);
  });

  it('finishes a game with no winner', async () => {
    const { remote, log, game } = await boughtGame(75);
    const { result } = renderEnd(remote, game);

    await act(() => result.current.end.finish());

    expect(log).toContain('finish at 75');
    expect(result.current.end.ended).toBe(true);
  });

  it('records nothing before a game is bought, and only once after', async () => {
    const { remote, log, game } = await boughtGame(0);
    const before = renderEnd(remote, null);
    await act(() => before.result.current.end.abandon(false));
    expect(before.stop).toHaveBeenCalled();
    expect(log.filter((l) => l.startsWith('abandon'))).toEqual([]);

    const after = renderEnd(remote, game);
    await act(() => after.result.current.end.abandon(false));
    await act(() => after.result.current.end.abandon(false));
    expect(log.filter((l) => l.startsWith('abandon'))).toEqual(['abandon at 0']);
  });

  it('keeps the game on, with the reason, when the server could not record its end', async () => {
    const { remote, game, down, status } = await boughtGame(2);
    const { result } = renderEnd(remote, game);
    down();

    let recorded = true;
    await act(async () => {
      recorded = await result.current.end.abandon(true);
    });

    expect(recorded).toBe(false);
    expect(result.current.end.endError).toBe('The game could not be ended: No response from server');
    expect(result.current.board.state.endReason).toBeNull();
    expect(result.current.board.state.status).toBe('paused');
    expect(result.current.end.ended).toBe(false);
    expect(status()).toBe('running');
  });

  it('stops the calls for good on a confirmed win', async () => {
    const { remote, log, game } = await boughtGame(5);
    const { result, stop, dropWaiting } = renderEnd(remote, game);

    act(() => result.current.end.stopCalling());

    expect(stop).toHaveBeenCalled();
    expect(dropWaiting).toHaveBeenCalled();
    expect(result.current.end.ended).toBe(true);
    expect(log.some((l) => l.startsWith('abandon') || l.startsWith('finish'))).toBe(false);
  });
});
