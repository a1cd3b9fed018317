import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDrawOrder, isDrawOrder } from './draw.js';
import { seededRandomInt } from './random.js';

const ascending = Array.from({ length: 75 }, (_, i) => i + 1);

describe('createDrawOrder', () => {
  it('is a permutation of 1..75 for any seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const order = createDrawOrder(seededRandomInt(seed));
        expect(order).toHaveLength(75);
        expect([...order].sort((a, b) => a - b)).toEqual(ascending);
        expect(isDrawOrder(order)).toBe(true);
      }),
    );
  });

  it('replays the same order for the same seed', () => {
    expect(createDrawOrder(seededRandomInt(1)).slice(0, 10)).toEqual([34, 27, 57, 8, 36, 22, 66, 4, 67, 28]);
    expect(createDrawOrder(seededRandomInt(99))).toEqual(createDrawOrder(seededRandomInt(99)));
  });

  it('runs Fisher–Yates from the last position down', () => {
    // Always picking index 0 carries the front ball down from the end: the order rotates left by one.
    const maxima: number[] = [];
    const order = createDrawOrder((max) => {
      maxima.push(max);
      return 0;
    });
    expect(maxima).toEqual(Array.from({ length: 74 }, (_, i) => 75 - i));
    expect(order).toEqual([...ascending.slice(1), 1]);
    // Always picking the last index swaps nothing.
    expect(createDrawOrder((max) => max - 1)).toEqual(ascending);
  });

  it('fails loudly on a faulty random source', () => {
    expect(() => createDrawOrder(() => 75)).toThrow('randomInt(75) returned 75, outside 0..74');
  });
});

describe('isDrawOrder', () => {
  it('accepts only each ball once', () => {
    expect(isDrawOrder(ascending)).toBe(true);
    expect(isDrawOrder(ascending.slice(1))).toBe(false);
    expect(isDrawOrder([...ascending.slice(1), 2])).toBe(false);
    expect(isDrawOrder([...ascending.slice(1), 76])).toBe(false);
    expect(isDrawOrder([...ascending.slice(1), '1'])).toBe(false);
  });

  it('is false, never an exception, for something that is not an array', () => {
    for (const value of [null, undefined, 75, 'x'.repeat(75), { length: 75 }, new Set(ascending)]) {
      expect(isDrawOrder(value)).toBe(false);
    }
  });
});
