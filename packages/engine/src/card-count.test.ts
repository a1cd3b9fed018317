import { describe, expect, it } from 'vitest';
import { cardCountProblem } from './card-count.js';

describe('cardCountProblem', () => {
  it('needs at least 2 cards, whatever the shop minimum says', () => {
    expect(cardCountProblem(1, 1, 20)).toBe('Please select at least 2 cards before playing.');
    expect(cardCountProblem(0, 0, 20)).toBe('Please select at least 2 cards before playing.');
    expect(cardCountProblem(2, 1, 20)).toBeNull();
  });

  it("names the shop's own minimum and maximum", () => {
    expect(cardCountProblem(4, 5, 20)).toBe('Please select at least 5 cards before playing.');
    expect(cardCountProblem(5, 5, 20)).toBeNull();
    expect(cardCountProblem(20, 5, 20)).toBeNull();
    expect(cardCountProblem(21, 5, 20)).toBe('Please select at most 20 cards for this shop.');
  });

  it('refuses a count that is not a whole number of cards, which no comparison catches', () => {
    for (const count of [Number.NaN, 2.5, 19.5]) {
      expect(cardCountProblem(count, 1, 20)).toBe('Please select at least 2 cards before playing.');
      expect(cardCountProblem(count, 5, 20)).toBe('Please select at least 5 cards before playing.');
    }
    expect(cardCountProblem(Number.POSITIVE_INFINITY, 5, 20)).toBe(
      'Please select at most 20 cards for this shop.',
    );
  });

  it("throws on a shop's limit that is not a whole number, instead of letting every count pass", () => {
    expect(() => cardCountProblem(500, 2, Number.NaN)).toThrow(
      new RangeError('Card limits must be whole numbers, got 2 to NaN'),
    );
    expect(() => cardCountProblem(3, Number.NaN, 20)).toThrow(RangeError);
    expect(() => cardCountProblem(3, 2.5, 20)).toThrow(RangeError);
  });
});
