import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DisplayResult, type DisplayState, EMPTY_DISPLAY } from './display-state';
import { LOST_CHECK_SHOWN_MS, useLostCheckShown } from './use-lost-check-shown';

/** The TV's picture at six calls, as displayFromRemote draws it from one poll. */
const atSix = (
  status: DisplayState['status'],
  result: DisplayResult | null,
  commitment = 'aaaa1111',
): DisplayState => ({ ...EMPTY_DISPLAY, status, commitment, calledCount: 6, result });
const LOST_9: DisplayResult = { kind: 'lose', cardId: 9 };
const LOST_11: DisplayResult = { kind: 'lose', cardId: 11 };
const lostIn = (commitment: string) => atSix('paused', LOST_9, commitment);
/** The check's poll: the check came with the pause it made. */
const checked = (result: DisplayResult) => atSix('paused', result);
/** A poll after Continue, before the next call: the server keeps the check, the picture drops it. */
const continued = atSix('running', null);

function tv(first: DisplayState) {
  return renderHook(({ display }) => useLostCheckShown(display), { initialProps: { display: first } });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useLostCheckShown', () => {
  it('shows the next game’s lost check of the same card at the same count, after the last one was taken off', () => {
    const { result, rerender } = tv(lostIn('aaaa1111'));
    expect(result.current?.result).toEqual({ kind: 'lose', cardId: 9 });
    act(() => vi.advanceTimersByTime(LOST_CHECK_SHOWN_MS));
    expect(result.current?.result).toBeNull();

    rerender({ display: lostIn('bbbb2222') });
    expect(result.current?.result).toEqual({ kind: 'lose', cardId: 9 });
    act(() => vi.advanceTimersByTime(LOST_CHECK_SHOWN_MS));
    expect(result.current?.result).toBeNull();
  });

  it('keeps a lost check on show for the whole while when the dialog is closed without Continue, polled all along', () => {
    const { result, rerender } = tv(checked(LOST_9));
    act(() => vi.advanceTimersByTime(LOST_CHECK_SHOWN_MS / 2));
    // The same check in a later poll of the same pause does not start the while again.
    rerender({ display: checked(LOST_9) });
    act(() => vi.advanceTimersByTime(LOST_CHECK_SHOWN_MS / 2 - 1));
    expect(result.current?.result).toEqual(LOST_9);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current?.result).toBeNull();
    expect(result.current?.status).toBe('paused');
  });

  it('shows the board at once on Continue, and a later pause at the same count does not bring the old verdict back', () => {
    const { result, rerender } = tv(checked(LOST_9));
    act(() => vi.advanceTimersByTime(1000));

    rerender({ display: continued });
    expect(result.current).toEqual(continued);

    // The cashier pauses by hand before the next call: the server still names card 9's check.
    rerender({ display: checked(LOST_9) });
    expect(result.current?.result).toBeNull();
    expect(result.current?.status).toBe('paused');
  });

  it('shows a new lost check of another card at the same count after Continue, for the whole while', () => {
    const { result, rerender } = tv(checked(LOST_9));
    rerender({ display: continued });

    rerender({ display: checked(LOST_11) });
    expect(result.current?.result).toEqual(LOST_11);
    act(() => vi.advanceTimersByTime(LOST_CHECK_SHOWN_MS - 1));
    expect(result.current?.result).toEqual(LOST_11);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current?.result).toBeNull();
  });

  it('keeps a win on show: it ends the game', () => {
    const win: DisplayResult = {
      kind: 'win',
      cardId: 4,
      winningCells: [0, 1, 2, 3, 4],
      winners: [4],
      prizeShare: 240,
      bonusAwarded: 0,
    };
    const { result, rerender } = tv(checked(LOST_9));
    rerender({ display: atSix('ended', win) });
    act(() => vi.advanceTimersByTime(10 * LOST_CHECK_SHOWN_MS));
    expect(result.current?.result).toEqual(win);
  });
});
