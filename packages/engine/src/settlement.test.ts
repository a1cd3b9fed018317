import { describe, expect, it } from 'vitest';
import { createDrawOrder } from './draw.js';
import { seededRandomInt } from './random.js';
import { settleWin } from './settlement.js';

// Seed 42, "Any one line": cards 109 and 141 first win at call 24; 137 first won at 22 and completes
// a second line with ball 24.
const base = {
  cards: [13, 109, 137, 141, 150],
  lockedCards: [],
  order: createDrawOrder(seededRandomInt(42)),
  winningCall: 24,
  gameType: 4,
  prizeSantim: 10_001,
  bonusWithinCalls: 25,
  bonusOfferedSantim: 50_000,
};

describe('settleWin', () => {
  it('shares the prize between the co-winners, the remainder to the house, and pays the bonus within N calls', () => {
    expect(settleWin({ ...base, lastCallRule: 'AllowLate' })).toEqual({
      winners: [109, 141],
      shareSantim: 5_000,
      remainderSantim: 1,
      bonusSantim: 50_000,
      bonusType: 'Within 25 calls',
    });
    expect(settleWin({ ...base, lastCallRule: 'LastCallOnly', bonusWithinCalls: 20 })).toEqual({
      winners: [109, 137, 141],
      shareSantim: 3_333,
      remainderSantim: 2,
      bonusSantim: 0,
      bonusType: 'None',
    });
  });

  it('refuses a bonus type that is not 0 or a multiple of 5 up to 75', () => {
    expect(() => settleWin({ ...base, lastCallRule: 'AllowLate', bonusWithinCalls: 47 })).toThrow(
      new RangeError('withinCalls must be 0 or a multiple of 5 up to 75, got 47'),
    );
  });

  it('leaves locked cards out of the share', () => {
    expect(settleWin({ ...base, lockedCards: [141], lastCallRule: 'AllowLate' })).toMatchObject({
      winners: [109],
      shareSantim: 10_001,
      remainderSantim: 0,
    });
  });

  it('refuses a win that no selected, unlocked card has, rather than pay the bonus to nobody', () => {
    // Card 54 first wins "Any one line" at call 20; locked, nobody wins there.
    const lone = { ...base, cards: [3, 54], winningCall: 20, lastCallRule: 'AllowLate' as const };
    expect(settleWin(lone).winners).toEqual([54]);
    expect(() => settleWin({ ...lone, lockedCards: [54] })).toThrow(
      new RangeError('No selected, unlocked card wins at call 20: nothing to settle'),
    );
    expect(() => settleWin({ ...base, winningCall: 23, lastCallRule: 'AllowLate' })).toThrow(RangeError);
  });
});
