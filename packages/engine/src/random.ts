/**
 * A source of uniform random integers in `[0, maxExclusive)`.
 * The server passes `crypto.randomInt`; tests and replays pass `seededRandomInt(seed)`.
 */
export type RandomInt = (maxExclusive: number) => number;

const TWO_POW_32 = 0x1_0000_0000;

/**
 * The mulberry32 generator (Tommy Ettinger, public domain): a 32-bit state that advances by
 * 0x6D2B79F5 and is mixed into one unsigned 32-bit output per step.
 * The printed deck depends on this exact sequence, so it must never change.
 *
 * @param seed an integer from 0 to 2^32 − 1
 * @returns a function giving the next unsigned 32-bit integer
 * @example const next = mulberry32(1); next() // 2693262067
 */
export function mulberry32(seed: number): () => number {
  assertSeed(seed);
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/**
 * Turns a 32-bit generator into a RandomInt without modulo bias: outputs at or above the largest
 * multiple of `maxExclusive` below 2^32 are drawn again, the rest are reduced modulo `maxExclusive`.
 *
 * @param nextUint32 a generator of whole numbers from 0 to 2^32 − 1, such as mulberry32's (not
 *   Math.random, whose fractions it refuses)
 * @throws RangeError, from the RandomInt, for a maxExclusive that is not an integer from 1 to 2^32
 *   or a generator output outside 0..2^32 − 1
 * @example const randomInt = uniformInt(mulberry32(7)); randomInt(6) // 4 — always a whole number from 0 to 5
 */
export function uniformInt(nextUint32: () => number): RandomInt {
  return (maxExclusive) => {
    if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > TWO_POW_32) {
      throw new RangeError(`maxExclusive must be an integer from 1 to 2^32, got ${maxExclusive}`);
    }
    const limit = TWO_POW_32 - (TWO_POW_32 % maxExclusive);
    let x = nextChecked(nextUint32);
    while (x >= limit) x = nextChecked(nextUint32);
    return x % maxExclusive;
  };
}

/** A float (Math.random) or NaN would otherwise come out as a fraction or NaN, never as an error. */
function nextChecked(nextUint32: () => number): number {
  const x = nextUint32();
  if (!Number.isInteger(x) || x < 0 || x >= TWO_POW_32) {
    throw new RangeError(`The generator must give whole numbers from 0 to 2^32 - 1, got ${x}`);
  }
  return x;
}

/**
 * A deterministic RandomInt for replays and tests: mulberry32 seeded with `seed`, without modulo bias.
 *
 * @example createDrawOrder(seededRandomInt(42)).slice(0, 4) // [66, 5, 30, 47] — the same on every run
 */
export function seededRandomInt(seed: number): RandomInt {
  return uniformInt(mulberry32(seed));
}

function assertSeed(seed: number): void {
  if (!Number.isInteger(seed) || seed < 0 || seed >= TWO_POW_32) {
    throw new RangeError(`Seed must be an integer from 0 to 2^32 - 1, got ${seed}`);
  }
}

/**
 * Calls `randomInt(maxExclusive)` and rejects an answer outside `[0, maxExclusive)`, so a faulty
 * injected source fails loudly instead of producing a skewed deck or draw.
 */
export function drawIndex(randomInt: RandomInt, maxExclusive: number): number {
  const j = randomInt(maxExclusive);
  if (!Number.isInteger(j) || j < 0 || j >= maxExclusive) {
    throw new RangeError(`randomInt(${maxExclusive}) returned ${j}, outside 0..${maxExclusive - 1}`);
  }
  return j;
}
