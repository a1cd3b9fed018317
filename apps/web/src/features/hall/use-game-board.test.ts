import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeGameRemote } from './testing/fake-game-remote';
import { ANY_HORIZONTAL, drawOrder, setup } from './testing/game-screen';
import { useGameBoard } from './use-game-board';

const call = (k: number, number: number) => ({
  k,
  number,
  label: `B${number}`,
  calledAt: `2026-01-01T00:00:0${k}.000Z`,
});

describe('useGameBoard', () => {
  it('draws each released call once, on the board and in the history', () => {
    const { result } = renderHook(() => useGameBoard(setup, null));
    act(() => result.current.dispatch({ type: 'start' }));
    act(() => result.current.release(call(1, 7)));
    act(() => result.current.release(call(2, 12)));
    // The same call answered twice (a retry after a lost answer) is still one call.
    act(() => result.current.release(call(2, 12)));

    expect(result.current.state.called).toEqual([7, 12]);
    expect(result.current.state.calledCount).toBe(2);
    expect(result.current.history.map((c) => c.k)).toEqual([1, 2]);
    expect(result.current.latest.current).toBe(result.current.state);
  });

  it('shows a number released while paused, and stays paused', () => {
    const { result } = renderHook(() => useGameBoard(setup, null));
    act(() => result.current.dispatch({ type: 'start' }));
    act(() => result.current.dispatch({ type: 'pause' }));
    act(() => result.current.release(call(1, 40)));

    expect(result.current.state.current).toBe(40);
    expect(result.current.state.status).toBe('paused');
  });

  it("starts a restored game from the server's calls, in order and paused", async () => {
    const { remote } = fakeGameRemote({ drawOrder });
    const bought = await remote.start(
      {
        gameType: ANY_HORIZONTAL,
        typeIndex: 1,
        cards: [1, 2],
        betAmount: 10,
        bonusWithinCalls: 5,
        callIntervalMs: 1000,
      },
      'key-1',
    );
    for (let k = 1; k <= 3; k++) await remote.call(bought.gameId, k);
    const live = await remote.current();
    if (!live) throw new Error('no running game');
    // Whatever order the server lists them in, the board and the history follow the call order.
    const restore = { ...live, calls: [...live.calls].reverse() };
    const { result } = renderHook(() => useGameBoard(setup, restore));

    expect(result.current.state.called).toEqual(drawOrder.slice(0, 3));
    expect(result.current.state.status).toBe('paused');
    expect(result.current.state.selectedCards).toEqual([1, 2]);
    expect(result.current.history.map((c) => c.k)).toEqual([1, 2, 3]);
  });
});
