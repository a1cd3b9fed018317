import { describe, expect, it } from 'vitest';
import { checkExample, isChecked, literalOf } from './examples';

/*
 * The rules a documented result is read by: what counts as checked decides whether a stale value in
 * the README or a JSDoc @example can fail a test at all.
 */
const example = (code: string, result: string) => ({ code, shown: code, result });

describe('a documented result', () => {
  it('is a literal when a note in brackets follows it', () => {
    expect(literalOf('null (above MAX_BIRR)')).toBe('null');
    expect(literalOf('0b100 (row 2)')).toBe('0b100');
    expect(literalOf('0x1ffffff (FULL_CARD_MASK: all 25 cells)')).toBe('0x1ffffff');
    expect(() => checkExample(example('1 << 2', '0b101 (row 2)'), {})).toThrow(
      'expected 4 to deeply equal 5',
    );
  });

  it('is undefined for a function that only returns', () => {
    expect(literalOf('undefined — 7 is a ball')).toBe('undefined');
    expect(() => checkExample(example('0', 'undefined'), {})).toThrow(
      'expected +0 to deeply equal undefined',
    );
  });

  it('is checked as a literal, ≈ x or throws …, and not when in words or absent', () => {
    expect(['[3, 9]', '≈ 18.2466', 'throws RangeError', "'c4…' (64 hex digits)"].map(isChecked)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      ['64 hex digits', 'cards that just won', '{ mean: 38, variance: ≈ 18.2466 }', ''].map(isChecked),
    ).toEqual([false, false, false, false]);
  });

  it('throws only from the expression it shows, with the message it states', () => {
    const throwing = 'const n = 76; if (n > 75) throw new RangeError("setup"); n';
    expect(() => checkExample(example(throwing, 'throws RangeError'), {})).toThrow('setup');
    const ball = (n: number) => {
      if (n > 75) throw new RangeError(`Ball ${n} is not 1 to 75`);
    };
    checkExample(example('ball(76)', "throws RangeError: 'Ball 76 is not 1 to 75'"), { ball });
    expect(() =>
      checkExample(example('ball(76)', "throws RangeError: 'Ball 77 is not 1 to 75'"), { ball }),
    ).toThrow("expected 'Ball 76 is not 1 to 75' to be 'Ball 77 is not 1 to 75'");
    expect(() => checkExample(example('ball(76)', "throws RangeError: 'Ball 76 is'"), { ball })).toThrow(
      "expected 'Ball 76 is not 1 to 75' to be 'Ball 76 is'",
    );
    const typed = () => {
      throw new TypeError('Ball 76 is not 1 to 75');
    };
    expect(() =>
      checkExample(example('typed()', "throws RangeError: 'Ball 76 is not 1 to 75'"), { typed }),
    ).toThrow('expected TypeError: Ball 76 is not 1 to 75 to be an instance of RangeError');
  });
});
