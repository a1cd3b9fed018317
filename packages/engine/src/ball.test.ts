import { describe, expect, it } from 'vitest';
import { assertBall, ballColumn, ballLabel, ballLetter, columnRange, isBall } from './ball.js';

describe('balls', () => {
  it('names each column by its range', () => {
    expect([1, 15, 16, 30, 31, 45, 46, 60, 61, 75].map(ballLetter)).toEqual([
      'B',
      'B',
      'I',
      'I',
      'N',
      'N',
      'G',
      'G',
      'O',
      'O',
    ]);
    expect(ballLabel(7)).toBe('B7');
    expect(ballLabel(42)).toBe('N42');
    expect(ballColumn(60)).toBe(3);
  });

  it('rejects numbers that are not balls', () => {
    expect(isBall(0)).toBe(false);
    expect(isBall(76)).toBe(false);
    expect(isBall(7.5)).toBe(false);
    expect(isBall('7')).toBe(false);
    expect(() => assertBall(0)).toThrow(new RangeError('Ball must be an integer from 1 to 75, got 0'));
    expect(() => ballLabel(76)).toThrow(RangeError);
  });

  it('gives the column ranges', () => {
    expect([0, 1, 2, 3, 4].map(columnRange)).toEqual([
      { min: 1, max: 15 },
      { min: 16, max: 30 },
      { min: 31, max: 45 },
      { min: 46, max: 60 },
      { min: 61, max: 75 },
    ]);
    expect(() => columnRange(5)).toThrow('Column must be an integer from 0 to 4, got 5');
  });
});
