import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawIndex, mulberry32, seededRandomInt, uniformInt } from './random.js';

describe('mulberry32', () => {
  it('produces the published sequence', () => {
    const next = mulberry32(1);
    // mulberry32(1) gives 0.6270739405881613 as a float; these are the raw 32-bit outputs.
    expect([next(), next(), next()]).toEqual([2693262067, 11749833, 2265367787]);
  });

  it('accepts only 32-bit unsigned seeds', () => {
    expect(() => mulberry32(-1)).toThrow('Seed must be an integer from 0 to 2^32 - 1, got -1');
    expect(() => mulberry32(2 ** 32)).toThrow(RangeError);
    expect(() => mulberry32(1.5)).toThrow(RangeError);
  });
});

describe('uniformInt', () => {
  it('redraws outputs above the last whole multiple to avoid modulo bias', () => {
    // For max 3, 2^32 % 3 = 1, so 2^32 − 1 is the only rejected output.
    const outputs = [2 ** 32 - 1, 2 ** 32 - 2];
    const randomInt = uniformInt(() => outputs.shift() as number);
    expect(randomInt(3)).toBe((2 ** 32 - 2) % 3);
    expect(outputs).toEqual([]);
  });

  it('stays within range and repeats for the same seed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.integer({ min: 1, max: 1000 }),
        (seed, max) => {
          const a = seededRandomInt(seed);
          const b = seededRandomInt(seed);
          for (let i = 0; i < 20; i++) {
            const x = a(max);
            expect(x).toBeGreaterThanOrEqual(0);
            expect(x).toBeLessThan(max);
            expect(b(max)).toBe(x);
          }
        },
      ),
    );
  });

  it('rejects a bad bound and a faulty injected source', () => {
    expect(() => seededRandomInt(1)(0)).toThrow('maxExclusive must be an integer from 1 to 2^32, got 0');
    expect(() => drawIndex(() => 5, 5)).toThrow('randomInt(5) returned 5, outside 0..4');
    expect(() => drawIndex(() => 0.5, 5)).toThrow(RangeError);
  });

  it('refuses a generator that does not give unsigned 32-bit integers, such as Math.random', () => {
    for (const x of [0.37, -1, 2 ** 32, Number.NaN]) {
      expect(() => uniformInt(() => x)(6)).toThrow(
        new RangeError(`The generator must give whole numbers from 0 to 2^32 - 1, got ${x}`),
      );
    }
    expect(uniformInt(() => 2 ** 32 - 1)(1)).toBe(0);
  });
});
