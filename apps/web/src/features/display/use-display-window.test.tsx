import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DISPLAY_CHANNEL, type DisplayMessage } from './display-channel';
import type { DisplayStamp } from './display-order';
import { type DisplayState, EMPTY_DISPLAY } from './display-state';
import { useDisplayWindow } from './use-display-window';

const RUNNING: DisplayState = {
  ...EMPTY_DISPLAY,
  shopName: 'Piassa Hall',
  status: 'running',
  called: [7, 22],
  current: 22,
  lastFive: [22, 7],
  calledCount: 2,
  prize: 90,
};

const GAME = { id: '00000000-0000-4000-8000-00000000000b', createdAt: '2025-03-01T09:20:00.000Z' };

/** The display window's side of the channel, recording every state the console posts. */
function displayWindow() {
  const states: DisplayState[] = [];
  const stamps: DisplayStamp[] = [];
  const channel = new BroadcastChannel(DISPLAY_CHANNEL);
  channel.onmessage = (event: MessageEvent<DisplayMessage>) => {
    if (event.data.type !== 'state') return;
    states.push(event.data.state);
    stamps.push(event.data.stamp);
  };
  return { states, stamps, close: () => channel.close() };
}

const windows: { close: () => void }[] = [];
afterEach(() => {
  for (const w of windows.splice(0)) w.close();
});

describe('the console side of the player display', () => {
  it('tells the display the game is over when the game screen goes while a game is on', async () => {
    const tv = displayWindow();
    windows.push(tv);
    const { unmount } = renderHook(() => useDisplayWindow(RUNNING, GAME));
    await waitFor(() => expect(tv.states.at(-1)?.status).toBe('running'));
    unmount();
    await waitFor(() => expect(tv.states.at(-1)).toEqual({ ...RUNNING, status: 'ended' }));
    // The end is about the same game and stamped after the state it ends, so a display takes it.
    const [shown, end] = tv.stamps.slice(-2);
    expect(end?.game).toEqual(GAME);
    expect(end?.at).toBeGreaterThan(shown?.at ?? Number.POSITIVE_INFINITY);
  });

  it('says nothing more when no game was on', async () => {
    const tv = displayWindow();
    windows.push(tv);
    const { unmount } = renderHook(() => useDisplayWindow(EMPTY_DISPLAY, null));
    await waitFor(() => expect(tv.states).toHaveLength(2));
    unmount();
    // A message posted at unmount would arrive on the next turns of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tv.states.map((s) => s.status)).toEqual(['waiting', 'waiting']);
  });
});
