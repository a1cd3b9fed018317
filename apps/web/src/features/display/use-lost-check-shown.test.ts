import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DisplayState, EMPTY_DISPLAY } from './display-state';
import { LOST_CHECK_SHOWN_MS, useLostCheckShown } from './use-lost-check-shown';

const lostIn = (commitment: string): DisplayState => ({
  ...EMPTY_DISPLAY,
  status: 'paused',
  commitment,
  calledCount: 6,
  result: { kind: 'lose', cardId: 9 },
});

afterEach(() => vi.useRealTimers());

describe('useLostCheckShown', () => {
  it('shows the next game’s lost check of the same card at the same count, after the last one was taken off', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ display }) => useLostCheckShown(display), {
      initialProps: { display: lostIn('aaaa1111') },
    });
    expect(result.current?.result).toEqual({ kind: 'lose', cardId: 9 });
    act(() => vi.advanceTimersByTime(LOST_CHECK_SHOWN_MS));
    expect(result.current?.result).toBeNull();

    rerender({ display: lostIn('bbbb2222') });
    expect(result.current?.result).toEqual({ kind: 'lose', cardId: 9 });
    act(() => vi.advanceTimersByTime(LOST_CHECK_SHOWN_MS));
    expect(result.current?.result).toBeNull();
  });
});
