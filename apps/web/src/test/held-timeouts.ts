import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Holds back every timeout of exactly `ms`, so a test runs the modal's close (or the message's end)
 * when it chooses instead of sleeping through it; shorter timers (transitions, polling) run as usual.
 */
export function holdTimeouts(ms: number) {
  const held = new Map<number, () => void>();
  const realSet = globalThis.setTimeout;
  const realClear = globalThis.clearTimeout;
  let next = 1_000_000;
  const set = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
    fn: (...args: unknown[]) => void,
    delay?: number,
    ...args: unknown[]
  ) => {
    if (delay !== ms) return realSet(fn, delay, ...args);
    const id = next++;
    held.set(id, () => fn(...args));
    return id;
  }) as unknown as typeof setTimeout);
  const clear = vi.spyOn(globalThis, 'clearTimeout').mockImplementation(((id?: number) => {
    if (typeof id === 'number' && held.delete(id)) return;
    realClear(id);
  }) as unknown as typeof clearTimeout);
  return {
    /** Timeouts of `ms` set and not yet cleared or run. */
    pending: () => held.size,
    /** Lets the time run out now. */
    elapse: () =>
      act(() => {
        const due = [...held.values()];
        held.clear();
        for (const fn of due) fn();
      }),
    restore: () => {
      set.mockRestore();
      clear.mockRestore();
    },
  };
}
