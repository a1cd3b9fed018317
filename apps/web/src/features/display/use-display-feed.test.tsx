import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DISPLAY_CHANNEL, type DisplayMessage } from './display-channel';
import { type DisplayState, EMPTY_DISPLAY } from './display-state';
import { gameScreen, LIVE_GAME, LIVE_PAUSED, NEXT_GAME, OLD_BINGO, OLD_GAME } from './testing/display-games';
import { useDisplayFeed } from './use-display-feed';
import { useDisplayWindow } from './use-display-window';

type Tab = { state: DisplayState; game: typeof LIVE_GAME | null };

/** A console tab: the hook the game screen runs, its state changed by `rerender`. */
function consoleTab(initial: Tab) {
  return renderHook(({ state, game: g }: Tab) => useDisplayWindow(state, g), { initialProps: initial });
}

/**
 * Listens on the display's channel from now on; `heard(...ids)` waits until a state of each of those
 * games has gone by, so a check that the TV did not take a state is made after it came.
 */
function listen() {
  const seen = new Set<string>();
  const probe = new BroadcastChannel(DISPLAY_CHANNEL);
  probe.onmessage = (event: MessageEvent<DisplayMessage>) => {
    if (event.data.type === 'state' && event.data.stamp.game) seen.add(event.data.stamp.game.id);
  };
  return {
    heard: async (...ids: string[]) => {
      await waitFor(() => expect([...seen].filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort()));
      // The TV's own channel is served in the same turns as the probe's: let React take them in.
      await act(() => Promise.resolve());
      probe.close();
    },
  };
}

const mounted: { unmount: () => void }[] = [];
afterEach(() => {
  for (const m of mounted.splice(0)) m.unmount();
});

describe('the display window fed by two console tabs', () => {
  it('shows the live game, not the older game’s BINGO, when reopened with both tabs answering', async () => {
    const live = consoleTab({ state: LIVE_PAUSED, game: LIVE_GAME });
    // The old tab is the later one to load and the last to answer the display's hello.
    const old = consoleTab({ state: OLD_BINGO, game: OLD_GAME });
    mounted.push(live, old);
    const answers = listen();
    const tv = renderHook(() => useDisplayFeed());
    mounted.push(tv);
    await answers.heard(LIVE_GAME.id, OLD_GAME.id);
    await waitFor(() => expect(tv.result.current).toEqual(LIVE_PAUSED));

    // The old tab changes again (its win panel closed): still an older game, still not shown.
    const change = listen();
    old.rerender({ state: { ...OLD_BINGO, result: null }, game: OLD_GAME });
    await change.heard(OLD_GAME.id);
    expect(tv.result.current).toEqual(LIVE_PAUSED);

    // The live game goes on, and a game started later in the other tab takes the screen.
    const resumed = gameScreen('running', 31);
    live.rerender({ state: resumed, game: LIVE_GAME });
    await waitFor(() => expect(tv.result.current).toEqual(resumed));
    const next = gameScreen('running', 1);
    old.rerender({ state: next, game: NEXT_GAME });
    await waitFor(() => expect(tv.result.current).toEqual(next));
  });

  it('follows one console through a game, its end as the screen goes, and the next screen before Start', async () => {
    const tv = renderHook(() => useDisplayFeed());
    mounted.push(tv);
    const first = consoleTab({ state: gameScreen('running', 5), game: LIVE_GAME });
    await waitFor(() => expect(tv.result.current.calledCount).toBe(5));
    first.rerender({ state: gameScreen('running', 6), game: LIVE_GAME });
    await waitFor(() => expect(tv.result.current.calledCount).toBe(6));
    // Signed out (or the game closed) mid-game: the display is told the game is over.
    first.unmount();
    await waitFor(() => expect(tv.result.current).toEqual(gameScreen('ended', 6)));
    // The next game screen, before Start, clears it.
    const setup: DisplayState = { ...EMPTY_DISPLAY, shopName: 'Piassa Hall' };
    const second = consoleTab({ state: setup, game: null });
    mounted.push(second);
    await waitFor(() => expect(tv.result.current).toEqual(setup));
  });
});
