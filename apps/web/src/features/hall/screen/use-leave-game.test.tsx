import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGameRemote } from '../testing/fake-game-remote';
import { drawOrder, setup, silentCaller } from '../testing/game-screen';
import { useHallGame } from '../use-hall-game';
import type { ActiveGame } from './EndGameConfirm';
import { useLeaveGame } from './use-leave-game';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

/** `held`: each sound plays until the test ends it, as a real clip plays for its length. */
function renderLeaving({ held = false } = {}) {
  const fake = fakeGameRemote({ drawOrder });
  const onExit = vi.fn();
  const onActiveChange = vi.fn();
  const { caller, played, end } = silentCaller({ held });
  const view = renderHook(
    () => {
      const game = useHallGame(setup, caller, { remote: fake.remote });
      return { game, leaving: useLeaveGame({ game, caller, onExit, onActiveChange }) };
    },
    { wrapper },
  );
  return { ...view, fake, log: fake.log, onExit, onActiveChange, caller, played, end };
}

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('useLeaveGame', () => {
  it('leaves a screen with no game bought without ending anything', async () => {
    const { result, log, onExit, onActiveChange } = renderLeaving();
    expect(result.current.leaving.active).toBe(false);
    expect(result.current.leaving.question).toBe('Are you sure you want to leave the game screen?');
    expect(onActiveChange).toHaveBeenLastCalledWith(null);

    act(() => result.current.leaving.askClose());
    expect(result.current.leaving.confirming).toBe(true);
    await act(() => result.current.leaving.leave(false));

    expect(result.current.leaving.confirming).toBe(false);
    expect(onExit).toHaveBeenCalledWith(false);
    expect(log.some((l) => l.startsWith('abandon'))).toBe(false);
  });

  it('abandons a game in progress on the way out, with the refund, and tells the route', async () => {
    const { result, log, onExit, onActiveChange, unmount } = renderLeaving();
    await act(() => result.current.game.start());

    expect(result.current.leaving.active).toBe(true);
    expect(result.current.leaving.asksRefund).toBe(true);
    expect(result.current.leaving.question).toBe(
      'The game will end now and be recorded as abandoned. Are you sure?',
    );
    expect(onActiveChange).toHaveBeenLastCalledWith(expect.objectContaining({ asksRefund: true }));

    await act(() => result.current.leaving.leave(true));

    expect(log).toContain('abandon at 0 refunded');
    expect(onExit).toHaveBeenCalledWith(true);
    expect(result.current.leaving.active).toBe(false);
    expect(onActiveChange).toHaveBeenLastCalledWith(null);
    unmount();
  });

  it('stays on the game and says why when the end cannot be recorded, then leaves once it is', async () => {
    const { result, fake, log, onExit } = renderLeaving();
    await act(() => result.current.game.start());
    fake.down();
    await act(() => result.current.leaving.leave(true));

    expect(onExit).not.toHaveBeenCalled();
    expect(result.current.game.endError).toBe('The game could not be ended: No response from server');
    expect(result.current.leaving.active).toBe(true);
    expect(fake.status()).toBe('running');

    fake.up();
    await act(() => result.current.leaving.leave(true));
    expect(log.filter((l) => l.startsWith('abandon'))).toEqual([
      'abandon at 0 refunded',
      'abandon at 0 refunded',
    ]);
    expect(fake.status()).toBe('abandoned');
    expect(result.current.game.endError).toBeNull();
    expect(onExit).toHaveBeenCalledWith(true);
  });

  it('plays the cancel sound on Close before Start and leaves at once, the sound playing on', async () => {
    const { result, caller, played, onExit } = renderLeaving({ held: true });
    await caller.preload();
    await act(() => result.current.leaving.leave(false));

    expect(played).toEqual(['canceled.mp3']);
    expect(onExit).toHaveBeenCalledWith(false);
  });

  it('tells the server first, then starts the cancel sound and lets the route leave at once', async () => {
    const { result, played, log, onActiveChange } = renderLeaving({ held: true });
    await act(() => result.current.game.start());
    const active = onActiveChange.mock.lastCall?.[0] as ActiveGame;
    let ended: boolean | undefined;
    await act(async () => {
      ended = await active.end(true);
    });

    expect(log.at(-1)).toBe('abandon at 0 refunded');
    expect(played.at(-1)).toBe('canceled.mp3');
    expect(ended).toBe(true);
  });

  it('leaves a game already ended elsewhere, as there is nothing left to record', async () => {
    const { result, fake, onExit } = renderLeaving();
    await act(() => result.current.game.start());
    fake.endOnServer();
    await act(() => result.current.leaving.leave(false));

    expect(result.current.game.endError).toBeNull();
    expect(onExit).toHaveBeenCalledWith(true);
  });
});
