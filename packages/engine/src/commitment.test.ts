import { describe, expect, it } from 'vitest';
import { commitmentPreimage, drawCommitment, encodeDrawOrder, verifyCommitment } from './commitment.js';
import { createDrawOrder } from './draw.js';
import { seededRandomInt } from './random.js';

const ascending = Array.from({ length: 75 }, (_, i) => i + 1);
const ZERO_SALT = '00'.repeat(32);
const COUNTING_SALT = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

describe('draw commitments', () => {
  it('hash the salt, a colon and the balls as decimal ASCII joined by commas', () => {
    expect(encodeDrawOrder(ascending).slice(0, 20)).toBe('1,2,3,4,5,6,7,8,9,10');
    expect(encodeDrawOrder(ascending).endsWith(',74,75')).toBe(true);
    expect(commitmentPreimage(ascending, ZERO_SALT)).toBe(`${ZERO_SALT}:${ascending.join(',')}`);
    // Same bytes as: printf '%s' "$SALT:$(seq -s, 1 75)" | sha256sum
    expect(drawCommitment(ascending, ZERO_SALT)).toBe(
      '9d447b8aa325675eff5bca47e2b766e7038959945b08943a3948fc6af8879a65',
    );
    expect(drawCommitment(ascending, COUNTING_SALT)).toBe(
      'b0cd449e9b8f62b3cde639bd96bb8bf79f9488574810f5d5e5430b4391f923ae',
    );
  });

  it('verify the revealed order and salt, and only those', () => {
    const order = createDrawOrder(seededRandomInt(5));
    const commitment = drawCommitment(order, COUNTING_SALT);
    expect(verifyCommitment(order, COUNTING_SALT, commitment)).toBe(true);
    expect(verifyCommitment(order, COUNTING_SALT, ` ${commitment.toUpperCase()} `)).toBe(true);
    const swapped = [order[1] as number, order[0] as number, ...order.slice(2)];
    expect(verifyCommitment(swapped, COUNTING_SALT, commitment)).toBe(false);
    expect(verifyCommitment(order.slice(1), COUNTING_SALT, commitment)).toBe(false);
    expect(verifyCommitment(order, ZERO_SALT, commitment)).toBe(false);
    expect(verifyCommitment(order, 'not hex', commitment)).toBe(false);
  });

  it("read the salt's hex in either case, as the commitment's, so a pasted uppercase salt is no mismatch", () => {
    const order = createDrawOrder(seededRandomInt(5));
    const commitment = drawCommitment(order, COUNTING_SALT);
    expect(verifyCommitment(order, COUNTING_SALT.toUpperCase(), commitment)).toBe(true);
    expect(verifyCommitment(order, ` ${COUNTING_SALT.toUpperCase()} `, commitment.toUpperCase())).toBe(true);
    expect(verifyCommitment(order, ZERO_SALT.toUpperCase(), commitment)).toBe(false);
    expect(verifyCommitment(order, COUNTING_SALT.toUpperCase().slice(2), commitment)).toBe(false);
    expect(verifyCommitment(order, `${COUNTING_SALT.slice(2)}ZZ`, commitment)).toBe(false);
    expect(verifyCommitment(order, `${COUNTING_SALT}00`, commitment)).toBe(false);
  });

  it('answer false, not an exception, for whatever an untyped published record holds', () => {
    const order = createDrawOrder(seededRandomInt(5));
    const commitment = drawCommitment(order, COUNTING_SALT);
    for (const bad of [null, undefined, 5, {}, ['9d44']]) {
      expect(verifyCommitment(order, COUNTING_SALT, bad)).toBe(false);
      expect(verifyCommitment(order, bad, commitment)).toBe(false);
    }
    for (const bad of [null, undefined, 5, {}, { length: 75 }, order.join(','), 'x'.repeat(75)]) {
      expect(verifyCommitment(bad, COUNTING_SALT, commitment)).toBe(false);
    }
    expect(verifyCommitment(JSON.parse(JSON.stringify(order)), COUNTING_SALT, commitment)).toBe(true);
  });

  it('refuse to commit to something that is not a draw order, or with a malformed salt', () => {
    expect(() => drawCommitment([1, 2, 3], ZERO_SALT)).toThrow(
      'A draw order must hold each ball from 1 to 75 exactly once',
    );
    expect(() => drawCommitment(ascending, 'abc')).toThrow('A salt must be 64 lowercase hex digits');
    expect(() => encodeDrawOrder(null as never)).toThrow(
      new RangeError('A draw order must hold each ball from 1 to 75 exactly once'),
    );
  });
});
