import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHallDay } from './use-hall-day';

afterEach(() => vi.useRealTimers());

describe('useHallDay', () => {
  it("turns to the next day at the hall's midnight, and again a day later", () => {
    vi.useFakeTimers();
    // 23:59 on Friday in Addis Ababa (UTC+3).
    vi.setSystemTime(new Date('2025-11-21T20:59:00.000Z'));
    const { result } = renderHook(() => useHallDay());
    expect(result.current).toBe('2025-11-21');

    act(() => vi.advanceTimersByTime(59_999));
    expect(result.current).toBe('2025-11-21');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('2025-11-22');

    act(() => vi.advanceTimersByTime(24 * 60 * 60 * 1000));
    expect(result.current).toBe('2025-11-23');
  });

  it('reads the day again when the page comes back into view (a PC woken from sleep past midnight)', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-11-21T18:00:00.000Z'));
    const { result } = renderHook(() => useHallDay());
    expect(result.current).toBe('2025-11-21');
    // The clock jumps as after sleep, while the timer has not come due.
    vi.setSystemTime(new Date('2025-11-22T05:00:00.000Z'));
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(result.current).toBe('2025-11-22');
    expect(vi.getTimerCount()).toBe(1);
  });

  it('leaves no timer behind once the screen is gone', () => {
    vi.useFakeTimers();
    const { unmount } = renderHook(() => useHallDay());
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
