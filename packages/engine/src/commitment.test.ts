import { describe, expect, it } from 'vitest';
import { drawCommitment, encodeDrawOrder, verifyCommitment } from './commitment.js';
import { createDrawOrder } from './draw.js';
import { seededRandomInt } from './random.js';

const ascending = Array.from({ length: 75 }, (_, i) => i + 1);

describe('draw commitments', () => {
  it('hash the balls as decimal ASCII joined by commas', () => {
    expect(encodeDrawOrder(ascending).slice(0, 20)).toBe('1,2,3,4,5,6,7,8,9,10');
    expect(encodeDrawOrder(ascending).endsWith(',74,75')).toBe(true);
    // Same bytes as: printf '%s' "$(seq -s, 1 75)" | sha256sum
    expect(drawCommitment(ascending)).toBe(
      '07fb7ce020c7179bac77236bc91e3dc9fc70b40acff1c9ef955456f4013d01a3',
    );
    expect(drawCommitment(createDrawOrder(seededRandomInt(1)))).toBe(
      '6458c86f6d77cb8cc0634af507d5e2748d3c7b80a64425ee1be05fe49035980f',
    );
  });

  it('verify the revealed order, and only that order', () => {
    const order = createDrawOrder(seededRandomInt(5));
    const commitment = drawCommitment(order);
    expect(verifyCommitment(order, commitment)).toBe(true);
    expect(verifyCommitment(order, ` ${commitment.toUpperCase()} `)).toBe(true);
    const swapped = [order[1] as number, order[0] as number, ...order.slice(2)];
    expect(verifyCommitment(swapped, commitment)).toBe(false);
    expect(verifyCommitment(order.slice(1), commitment)).toBe(false);
  });

  it('refuse to commit to something that is not a draw order', () => {
    expect(() => drawCommitment([1, 2, 3])).toThrow(
      'A draw order must hold each ball from 1 to 75 exactly once',
    );
  });
});
