import { describe, expect, it } from 'vitest';
import { describeMarks } from './check.js';
import { GAME_TYPES, gameTypeAt, isGameTypeIndex } from './game-types.js';
import { CENTRE_MASK, maskOf } from './lines.js';

describe('GAME_TYPES', () => {
  it('lists the eight types in the spec order', () => {
    expect(GAME_TYPES.map((type) => [type.index, type.name])).toEqual([
      [0, 'Default any line'],
      [1, 'Default two'],
      [2, 'Any vertical'],
      [3, 'Any horizontal'],
      [4, 'Any one line'],
      [5, 'Any two lines'],
      [6, 'Any three lines'],
      [7, 'Full house'],
    ]);
  });

  it('previews each column for Any vertical and the corners plus a line for Default two', () => {
    expect(gameTypeAt(2).patterns).toEqual([
      [0, 5, 10, 15, 20],
      [1, 6, 11, 16, 21],
      [2, 7, 12, 17, 22],
      [3, 8, 13, 18, 23],
      [4, 9, 14, 19, 24],
    ]);
    expect(gameTypeAt(1).patterns[0]).toEqual([0, 4, 10, 11, 12, 13, 14, 20, 24]);
    expect(gameTypeAt(1).patterns[2]).toEqual([6, 8, 10, 11, 12, 13, 14, 16, 18]);
    expect(gameTypeAt(4).patterns).toHaveLength(12);
    expect(gameTypeAt(7).patterns).toEqual([Array.from({ length: 25 }, (_, i) => i)]);
  });

  it('shows only patterns that win their own type', () => {
    for (const type of GAME_TYPES) {
      expect(type.patterns.length).toBeGreaterThan(0);
      for (const pattern of type.patterns) {
        expect(describeMarks(maskOf(pattern) | CENTRE_MASK, type.index).won).toBe(true);
      }
    }
  });

  it('rejects an unknown type', () => {
    expect(isGameTypeIndex(7)).toBe(true);
    expect(isGameTypeIndex(8)).toBe(false);
    expect(() => gameTypeAt(8)).toThrow(new RangeError('Game type must be an integer from 0 to 7, got 8'));
  });
});
