import { describe, expect, it } from 'vitest';
import { CalledSet, toCalledSet } from './called-set.js';

describe('CalledSet', () => {
  it('holds each ball once across its three words', () => {
    const set = CalledSet.from([1, 31, 32, 33, 64, 75, 75]);
    expect(set.size).toBe(6);
    expect([...set]).toEqual([1, 31, 32, 33, 64, 75]);
    expect(set.has(32)).toBe(true);
    expect(set.has(63)).toBe(false);
    expect(set.add(63)).toBe(true);
    expect(set.add(63)).toBe(false);
    expect(set.size).toBe(7);
  });

  it('says no for anything that is not a ball, and refuses to add it', () => {
    const set = new CalledSet();
    expect(set.has(0)).toBe(false);
    expect(set.has(76)).toBe(false);
    expect(set.has(Number.NaN)).toBe(false);
    // 1.5 would read ball 1's bit.
    const withOne = CalledSet.from([1, 2]);
    expect(withOne.has(1.5)).toBe(false);
    expect(withOne.has(2.0000001)).toBe(false);
    expect(() => set.add(0)).toThrow('Ball must be an integer from 1 to 75, got 0');
  });

  it('reuses a set that is already a CalledSet', () => {
    const set = CalledSet.from([5]);
    expect(toCalledSet(set)).toBe(set);
    expect([...toCalledSet(new Set([9, 3]))]).toEqual([3, 9]);
  });
});
