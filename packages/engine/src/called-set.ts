import { assertBall, BALL_COUNT, isBall } from './ball.js';

/**
 * The numbers called so far, as a 75-bit set in three 32-bit words (bit n is ball n).
 * Membership is one shift and one mask, and a set built once can be checked against many cards.
 */
export class CalledSet implements Iterable<number> {
  private readonly words = new Uint32Array(3);
  private count = 0;

  /**
   * A set holding `numbers` (duplicates are ignored).
   *
   * @throws RangeError for a number that is not a ball (1–75)
   * @example CalledSet.from([7, 22]).has(7) // true
   */
  static from(numbers: Iterable<number>): CalledSet {
    const set = new CalledSet();
    for (const n of numbers) set.add(n);
    return set;
  }

  /**
   * Adds a ball; adding it again changes nothing.
   *
   * @returns whether the ball was new
   * @throws RangeError for a number that is not a ball (1–75)
   */
  add(n: number): boolean {
    assertBall(n);
    const word = n >>> 5;
    const bit = 1 << (n & 31);
    const current = this.words[word] as number;
    if ((current & bit) !== 0) return false;
    this.words[word] = current | bit;
    this.count++;
    return true;
  }

  /** Whether ball `n` was called. Anything that is not a ball gives false. */
  has(n: number): boolean {
    if (!isBall(n)) return false;
    return (((this.words[n >>> 5] as number) >>> (n & 31)) & 1) === 1;
  }

  /** How many distinct balls the set holds. */
  get size(): number {
    return this.count;
  }

  /** The balls, ascending. */
  *[Symbol.iterator](): Iterator<number> {
    for (let n = 1; n <= BALL_COUNT; n++) if (this.has(n)) yield n;
  }
}

/**
 * A CalledSet for any iterable of ball numbers, or the set itself when it already is one.
 *
 * @example toCalledSet([1, 2, 3]).size // 3
 */
export function toCalledSet(called: Iterable<number> | CalledSet): CalledSet {
  return called instanceof CalledSet ? called : CalledSet.from(called);
}
