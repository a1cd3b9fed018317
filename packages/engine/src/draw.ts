import { BALL_COUNT } from './ball.js';
import { drawIndex, type RandomInt } from './random.js';

/**
 * A draw order: every ball from 1 to 75 once, by Fisher–Yates (from the last position down, swap
 * position i with randomInt(i + 1)). Randomness is injected: the server passes `crypto.randomInt`,
 * replays and tests pass `seededRandomInt(seed)`.
 *
 * @throws RangeError when randomInt answers outside its range
 * @example createDrawOrder(seededRandomInt(1)).length // 75
 */
export function createDrawOrder(randomInt: RandomInt): number[] {
  const order = new Array<number>(BALL_COUNT);
  for (let i = 0; i < BALL_COUNT; i++) order[i] = i + 1;
  for (let i = order.length - 1; i > 0; i--) {
    const j = drawIndex(randomInt, i + 1);
    const swap = order[i] as number;
    order[i] = order[j] as number;
    order[j] = swap;
  }
  return order;
}

/**
 * Whether `order` is a complete draw order: each ball 1..75 exactly once. Anything else, `null` or a
 * string included, is false: records published by others arrive as untyped JSON.
 *
 * @example isDrawOrder([1, 2, 3]) // false
 * @example isDrawOrder(null) // false
 */
export function isDrawOrder(order: unknown): order is number[] {
  if (!Array.isArray(order) || order.length !== BALL_COUNT) return false;
  const seen = new Uint8Array(BALL_COUNT + 1);
  for (const n of order) {
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > BALL_COUNT || seen[n] === 1)
      return false;
    seen[n] = 1;
  }
  return true;
}
