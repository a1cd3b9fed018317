import { drawCommitment } from '@bingo/engine';
import { describe, expect, it } from 'vitest';
import { callsFollowOrder, claimVerdict, commitmentMatches } from './game-record';

const order = Array.from({ length: 75 }, (_, i) => 75 - i);
const salt = 'ab'.repeat(32);
const call = (k: number, number: number) => ({ k, number, label: '', calledAt: '2026-01-01T00:00:00.000Z' });

describe('the verify checks', () => {
  it('a revealed order and salt match the commitment; two numbers swapped do not', () => {
    const commitment = drawCommitment(order, salt);
    expect(commitmentMatches({ order, salt, commitment })).toBe(true);
    const swapped = [order[1] as number, order[0] as number, ...order.slice(2)];
    expect(commitmentMatches({ order: swapped, salt, commitment })).toBe(false);
    expect(commitmentMatches({ order, salt: 'cd'.repeat(32), commitment })).toBe(false);
    expect(commitmentMatches({ order: order.slice(1), salt, commitment })).toBe(false);
  });

  it('the calls must be the order, one by one from the first', () => {
    expect(callsFollowOrder([call(1, 75), call(2, 74)], order)).toBe(true);
    expect(callsFollowOrder([call(1, 75), call(2, 73)], order)).toBe(false);
    expect(callsFollowOrder([call(1, 75), call(3, 73)], order)).toBe(false);
  });

  it('words each verdict', () => {
    expect(claimVerdict({ won: true, late: false })).toBe('Won');
    expect(claimVerdict({ won: false, late: true })).toBe(
      'Lost (late: the win did not include the last call)',
    );
  });
});
