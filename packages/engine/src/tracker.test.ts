import { describe, expect, it } from 'vitest';
import { checkCard } from './check.js';
import { firstWinningCall } from './claim.js';
import { defaultDeck } from './deck.js';
import { createDrawOrder } from './draw.js';
import { seededRandomInt } from './random.js';
import { HAND_CARD } from './test-support/cards.js';
import { CardTracker } from './tracker.js';

describe('CardTracker', () => {
  it('agrees with checkCard for all 150 cards and 8 types after every call', () => {
    const deck = defaultDeck();
    const order = createDrawOrder(seededRandomInt(2024));
    const tracker = new CardTracker(deck);
    // Mismatches are collected and asserted once: 180,000 separate expects would dominate the run.
    const mismatches: string[] = [];
    for (let call = 1; call <= 75; call++) {
      tracker.mark(order[call - 1] as number);
      const called = order.slice(0, call);
      deck.forEach((card, slot) => {
        let expected = 0;
        for (let type = 0; type < 8; type++) {
          const won = checkCard(card, called, type).won;
          if (won) expected |= 1 << type;
          if (tracker.hasWon(slot, type) !== won)
            mismatches.push(`card ${card.id} type ${type} call ${call}`);
        }
        if (tracker.wonTypes(slot) !== expected) mismatches.push(`card ${card.id} types at call ${call}`);
      });
    }
    expect(mismatches).toEqual([]);
    expect(tracker.winners(7)).toHaveLength(150);
  });

  it('remembers the call each card first won at, and lists the cards that won on one call', () => {
    const deck = defaultDeck().slice(0, 40);
    const order = createDrawOrder(seededRandomInt(7));
    const tracker = new CardTracker(deck);
    for (const n of order) tracker.mark(n);
    for (let type = 0; type < 8; type++) {
      deck.forEach((card, slot) => {
        expect(tracker.firstWinCall(slot, type)).toBe(firstWinningCall(card, order, type));
      });
    }
    const first = Math.min(...deck.map((_, slot) => tracker.firstWinCall(slot, 4) as number));
    const sharing = deck.filter((card) => firstWinningCall(card, order, 4) === first).map((card) => card.id);
    expect(tracker.winners(4, first)).toEqual(sharing);
  });

  it('marks a ball once, resets, and gives full check results', () => {
    const tracker = new CardTracker([HAND_CARD]);
    expect(tracker.mark(31)).toBe(true);
    expect(tracker.mark(31)).toBe(false);
    for (const n of [32, 33, 34]) tracker.mark(n);
    expect(tracker.calledCount).toBe(4);
    expect(tracker.called).toEqual([31, 32, 33, 34]);
    expect(tracker.check(0, 0)).toEqual(checkCard(HAND_CARD, [31, 32, 33, 34], 0));
    expect(tracker.hasWon(0, 2)).toBe(true);
    expect(tracker.firstWinCall(0, 2)).toBe(4);
    expect(tracker.markedMask(0)).toBe((1 << 2) | (1 << 7) | (1 << 12) | (1 << 17) | (1 << 22));
    expect(tracker.slotOf(42)).toBe(0);
    expect(tracker.slotOf(43)).toBe(-1);
    tracker.reset();
    expect(tracker.calledCount).toBe(0);
    expect(tracker.wonTypes(0)).toBe(0);
    expect(tracker.firstWinCall(0, 2)).toBeNull();
  });

  it('rejects bad input', () => {
    const tracker = new CardTracker([HAND_CARD]);
    expect(() => tracker.mark(0)).toThrow('Ball must be an integer from 1 to 75, got 0');
    expect(() => tracker.check(1, 0)).toThrow('Slot must be an integer from 0 to 0, got 1');
    expect(() => tracker.winners(9)).toThrow(RangeError);
  });

  it('gives null or no types, never undefined or another slot’s answer, for a slot it does not have', () => {
    const tracker = new CardTracker([HAND_CARD]);
    for (const n of [31, 32, 33, 34]) tracker.mark(n);
    expect(tracker.firstWinCall(0, 2)).toBe(4);
    for (const slot of [1, -1, tracker.slotOf(43), 0.25, Number.NaN]) {
      expect(tracker.firstWinCall(slot, 2)).toBeNull();
      expect(tracker.wonTypes(slot)).toBe(0);
      expect(() => tracker.markedMask(slot)).toThrow(
        new RangeError(`Slot must be an integer from 0 to 0, got ${slot}`),
      );
    }
    expect(tracker.wonTypes(0)).toBe(0b10101); // column 2: Default any line, Any vertical, Any one line
  });
});
