import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallScheduler } from './call-scheduler';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

/** A scheduler recording the clock at each call. */
function recorder(intervalMs: number, lateBy = 0) {
  const calls: number[] = [];
  const scheduler = new CallScheduler({
    intervalMs,
    onCall: () => calls.push(performance.now()),
    // Real browsers fire timers a little late; every timer here fires `lateBy` ms after it was due.
    setTimer: (fn, ms) => setTimeout(fn, ms + lateBy),
  });
  return { calls, scheduler };
}

describe('CallScheduler', () => {
  it('calls first after 0.5 s, then once per interval', () => {
    const start = performance.now();
    const { calls, scheduler } = recorder(2000);
    scheduler.start();
    vi.advanceTimersByTime(499);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([start + 500]);
    vi.advanceTimersByTime(6000);
    expect(calls.map((t) => t - start)).toEqual([500, 2500, 4500, 6500]);
    expect(scheduler.nextDeadline).toBe(start + 8500);
  });

  it('does not accumulate late timers: each call is late by the timer lag only', () => {
    const start = performance.now();
    const { calls, scheduler } = recorder(1000, 7);
    scheduler.start();
    vi.advanceTimersByTime(29_600); // call 30 is due at 29 500
    expect(calls).toHaveLength(30);
    const deviations = calls.map((t, k) => t - (start + 500 + k * 1000));
    expect(new Set(deviations)).toEqual(new Set([7]));
  });

  it('keeps the remaining time across a pause', () => {
    const start = performance.now();
    const { calls, scheduler } = recorder(3000);
    scheduler.start();
    vi.advanceTimersByTime(500 + 1000); // first call, then 1 s into the next interval
    scheduler.pause();
    expect(scheduler.state).toBe('paused');
    vi.advanceTimersByTime(60_000);
    expect(calls).toHaveLength(1);
    scheduler.resume();
    vi.advanceTimersByTime(1999);
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(calls.map((t) => t - start)).toEqual([500, 63_500]);
    vi.advanceTimersByTime(3000);
    expect(calls.map((t) => t - start)).toEqual([500, 63_500, 66_500]);
  });

  it('pausing before the first call keeps the half second', () => {
    const start = performance.now();
    const { calls, scheduler } = recorder(1000);
    scheduler.start();
    vi.advanceTimersByTime(200);
    scheduler.pause();
    vi.advanceTimersByTime(5000);
    scheduler.resume();
    vi.advanceTimersByTime(300);
    expect(calls.map((t) => t - start)).toEqual([5500]);
  });

  it('stops calling once stopped from inside a call', () => {
    let count = 0;
    const scheduler = new CallScheduler({
      intervalMs: 100,
      onCall: () => {
        count++;
        if (count === 3) scheduler.stop();
      },
    });
    scheduler.start();
    vi.advanceTimersByTime(10_000);
    expect(count).toBe(3);
    expect(scheduler.state).toBe('stopped');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('spaces calls one interval apart after the tab wakes up late, instead of a burst', () => {
    const start = performance.now();
    const calls: number[] = [];
    let delayNext = 0;
    const scheduler = new CallScheduler({
      intervalMs: 1000,
      onCall: () => calls.push(performance.now() - start),
      setTimer: (fn, ms) => {
        const id = setTimeout(fn, ms + delayNext);
        delayNext = 0;
        return id;
      },
    });
    scheduler.start();
    delayNext = 5000; // the second call's timer is held back 5 s, as a hidden tab does
    vi.advanceTimersByTime(6500);
    vi.advanceTimersByTime(2000);
    expect(calls).toEqual([500, 6500, 7500, 8500]);
  });

  it('ignores pause before start and a second start', () => {
    const { calls, scheduler } = recorder(1000);
    scheduler.pause();
    expect(scheduler.state).toBe('idle');
    scheduler.start();
    scheduler.start();
    vi.advanceTimersByTime(1500);
    expect(calls).toHaveLength(2);
  });
});
