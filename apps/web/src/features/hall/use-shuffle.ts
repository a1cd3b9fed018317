import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec: 20 ticks of 100 ms of random numbers, and the board clears when the 2.5 s sound ends. */
export const SHUFFLE_TICKS = 20;
export const SHUFFLE_TICK_MS = 100;
export const SHUFFLE_MS = 2500;
/** How many numbers light up on each tick. */
const LIT_PER_TICK = 12;

function randomBalls(count: number, random: () => number): Set<number> {
  const balls = new Set<number>();
  while (balls.size < count) balls.add(1 + Math.floor(random() * 75));
  return balls;
}

/** The pre-game shuffle: the board flickers with random numbers for 2.5 s, then clears. */
export function useShuffle(random: () => number = Math.random) {
  const [shuffleBalls, setShuffleBalls] = useState<ReadonlySet<number> | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(
    () => () => {
      for (const t of timers.current) clearTimeout(t);
    },
    [],
  );

  const shuffle = useCallback(() => {
    if (timers.current.length > 0) return;
    for (let tick = 0; tick < SHUFFLE_TICKS; tick++) {
      timers.current.push(
        setTimeout(() => setShuffleBalls(randomBalls(LIT_PER_TICK, random)), tick * SHUFFLE_TICK_MS),
      );
    }
    timers.current.push(
      setTimeout(() => {
        setShuffleBalls(null);
        timers.current = [];
      }, SHUFFLE_MS),
    );
  }, [random]);

  return { shuffleBalls, shuffle, shuffling: shuffleBalls !== null };
}
