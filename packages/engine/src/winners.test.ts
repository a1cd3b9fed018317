import { describe, expect, it } from 'vitest';
import { firstWinningCall } from './claim.js';
import { judgeClaim } from './claim-verdict.js';
import { getCard } from './deck.js';
import { createDrawOrder } from './draw.js';
import { seededRandomInt } from './random.js';
import { winningCards } from './winners.js';

const order = createDrawOrder(seededRandomInt(42));
const allCards = Array.from({ length: 150 }, (_, i) => i + 1);

describe('winningCards', () => {
  it('under AllowLate, lists the unlocked cards whose first win is the winning call', () => {
    const expected = allCards.filter((id) => firstWinningCall(getCard(id), order.slice(0, 24), 4) === 24);
    expect(expected).toEqual([109, 141]);
    const base = {
      cards: allCards,
      lockedCards: [],
      order,
      winningCall: 24,
      gameType: 4,
      lastCallRule: 'AllowLate' as const,
    };
    expect(winningCards(base)).toEqual(expected);
    expect(winningCards({ ...base, lockedCards: [expected[0] as number] })).toEqual(expected.slice(1));
    expect(winningCards({ ...base, cards: [...expected].reverse() })).toEqual(expected);
  });

  it('under LastCallOnly, also lists earlier winners whose new win runs through the last ball', () => {
    const base = {
      cards: allCards,
      lockedCards: [],
      order,
      gameType: 4,
      lastCallRule: 'LastCallOnly' as const,
    };
    const call = 24;
    const expected = allCards.filter(
      (id) =>
        judgeClaim({ card: getCard(id), order, calledCount: call, gameType: 4, lastCallRule: 'LastCallOnly' })
          .won,
    );
    const actual = winningCards({ ...base, winningCall: call });
    // 137 first won at call 22 and completes a second line with ball 24.
    expect(actual).toEqual([109, 137, 141]);
    expect(actual).toEqual(expected);
    const firstWinners = allCards.filter(
      (id) => firstWinningCall(getCard(id), order.slice(0, call), 4) === call,
    );
    for (const id of firstWinners) expect(actual).toContain(id);
  });

  it('refuses a malformed call, type, rule or card even when no card is left to judge', () => {
    const base = {
      cards: [] as number[],
      lockedCards: [],
      order,
      winningCall: 24,
      gameType: 4,
      lastCallRule: 'AllowLate' as const,
    };
    expect(() => winningCards({ ...base, winningCall: Number.NaN })).toThrow(
      new RangeError('winningCall must be a whole number from 1 to 75, got NaN'),
    );
    expect(() => winningCards({ ...base, winningCall: 0 })).toThrow(
      'winningCall must be a whole number from 1 to 75, got 0',
    );
    expect(() => winningCards({ ...base, order: order.slice(0, 10) })).toThrow(
      'winningCall must be a whole number from 1 to 10, got 24',
    );
    expect(() => winningCards({ ...base, gameType: 8 })).toThrow(
      'Game type must be an integer from 0 to 7, got 8',
    );
    expect(() => winningCards({ ...base, lastCallRule: 'Late' as 'AllowLate' })).toThrow(
      'Unknown lastCallRule: Late',
    );
    // A locked card is not judged, but an id outside the deck is still a malformed selection.
    expect(() => winningCards({ ...base, cards: [151], lockedCards: [151] })).toThrow(
      'Card number must be an integer from 1 to 150, got 151',
    );
    expect(winningCards({ ...base, cards: [109], lockedCards: [109] })).toEqual([]);
  });
});
