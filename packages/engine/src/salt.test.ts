import { describe, expect, it } from 'vitest';
import { createSalt, isSaltHex, SALT_BYTES } from './salt.js';

const counting = (length: number) => Uint8Array.from({ length }, (_, i) => i);

describe('createSalt', () => {
  it('asks the injected source for 32 bytes and gives them as 64 lowercase hex digits', () => {
    const asked: number[] = [];
    const salt = createSalt((length) => {
      asked.push(length);
      return counting(length);
    });
    expect(asked).toEqual([SALT_BYTES]);
    expect(salt).toBe('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f');
    expect(isSaltHex(salt)).toBe(true);
  });

  it('refuses a source that answers with the wrong number of bytes', () => {
    expect(() => createSalt(() => counting(16))).toThrow('randomBytes(32) must give 32 bytes');
  });
});

describe('isSaltHex', () => {
  it('accepts exactly 64 lowercase hex digits', () => {
    expect(isSaltHex('ab'.repeat(32))).toBe(true);
    expect(isSaltHex('AB'.repeat(32))).toBe(false);
    expect(isSaltHex('ab'.repeat(31))).toBe(false);
    expect(isSaltHex(`${'ab'.repeat(31)}zz`)).toBe(false);
    expect(isSaltHex(42)).toBe(false);
  });
});
