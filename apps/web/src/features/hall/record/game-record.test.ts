import { drawCommitment, encodeDrawOrder, sha256Hex } from '@bingo/engine';
import { describe, expect, it } from 'vitest';
import { aWonPublicGame } from '@/test/fixtures';
import { claimVerdict, commitmentMatches, gameFindings, hashedText, stakesReturnLabel } from './game-record';

const order = Array.from({ length: 75 }, (_, i) => 75 - i);
const salt = 'ab'.repeat(32);

describe('the verify checks', () => {
  it('a revealed order and salt match the commitment; two numbers swapped do not', () => {
    const commitment = drawCommitment(order, salt);
    expect(commitmentMatches({ order, salt, commitment })).toBe(true);
    const swapped = [order[1] as number, order[0] as number, ...order.slice(2)];
    expect(commitmentMatches({ order: swapped, salt, commitment })).toBe(false);
    expect(commitmentMatches({ order, salt: 'cd'.repeat(32), commitment })).toBe(false);
    expect(commitmentMatches({ order: order.slice(1), salt, commitment })).toBe(false);
  });

  it('the rules check the whole record: a sound game has no findings, a doctored call one', () => {
    const game = aWonPublicGame();
    expect(gameFindings(game)).toEqual([]);
    const calls = game.calls.map((c) => (c.k === 3 ? { ...c, number: game.order[40] as number } : c));
    expect(gameFindings({ ...game, calls })).toEqual([
      {
        code: 'calls-off-order',
        message: `Call 3 was ${game.order[40]}, but the order's number 3 is ${game.order[2]}.`,
      },
    ]);
  });

  it('a game from before salted commitments is checked against the hash of its order alone', () => {
    const game = aWonPublicGame();
    const unsalted = { ...game, salt: null, commitment: sha256Hex(encodeDrawOrder(game.order)) };
    expect(gameFindings(unsalted)).toEqual([]);
    expect(gameFindings({ ...unsalted, commitment: game.commitment }).map((f) => f.code)).toEqual([
      'commitment-mismatch',
    ]);
  });

  it('the text hashed is the one the commitment was made from, and none for an order that cannot be hashed', () => {
    expect(sha256Hex(hashedText({ order, salt }) ?? '')).toBe(drawCommitment(order, salt));
    expect(hashedText({ order, salt: null })).toBe(order.join(','));
    expect(hashedText({ order: order.slice(1), salt })).toBeNull();
    expect(hashedText({ order, salt: 'not hex' })).toBeNull();
  });

  it('words each verdict', () => {
    expect(claimVerdict({ won: true, late: false })).toBe('Won');
    expect(claimVerdict({ won: false, late: true })).toBe(
      'Lost (late: the win did not include the last call)',
    );
  });
});

describe("an abandoned game's stakes", () => {
  it('say whether the cashier handed them back, and that nobody recorded it when a deactivation ended the game', () => {
    expect(stakesReturnLabel({ stakesRefunded: true, endReason: null })).toBe('Yes');
    expect(stakesReturnLabel({ stakesRefunded: false, endReason: null })).toBe('No');
    expect(stakesReturnLabel({ stakesRefunded: false, endReason: 'CashierDeactivated' })).toBe(
      'Not recorded: the cashier was deactivated',
    );
  });
});
