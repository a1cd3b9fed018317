import { describe, expect, it } from 'vitest';
import {
  AbandonGameRequestSchema,
  CheckCardRequestSchema,
  GAME_MESSAGES,
  LockCardRequestSchema,
  StartGameRequestSchema,
} from './games';

const start = { gameType: 4, typeIndex: 2, cards: [7, 150], betAmount: 10 };
const messages = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message);

describe('game start', () => {
  it('accepts a purchase and offers no bonus by default', () => {
    expect(StartGameRequestSchema.parse(start)).toEqual({ ...start, bonusWithinCalls: 0 });
    expect(StartGameRequestSchema.parse({ ...start, bonusWithinCalls: 15, bonusAmount: 0 })).toEqual({
      ...start,
      bonusWithinCalls: 15,
      bonusAmount: 0,
    });
  });

  it.each([
    [{ cards: [7] }, 'Please select at least 2 cards before playing.'],
    [{ cards: undefined }, 'Please select at least 2 cards before playing.'],
    [{ cards: [7, 151] }, 'Cards must be numbers from 1 to 150'],
    [{ cards: [0, 3] }, 'Cards must be numbers from 1 to 150'],
    [{ cards: [7, 7] }, 'Each card can be selected only once'],
    [{ betAmount: 0 }, 'Cannot start game: Invalid card selection or bet amount'],
    [{ betAmount: '10' }, 'Cannot start game: Invalid card selection or bet amount'],
    [{ gameType: 8 }, 'Please choose one of the eight game types'],
    [{ typeIndex: 0 }, 'Type Index must be between 1 and 9'],
    [{ bonusWithinCalls: 12 }, 'Bonus type must be 0 or a multiple of 5 up to 75'],
    [{ bonusAmount: -1 }, 'Bonus amount must be a valid number'],
  ])('rejects %j with "%s"', (change, message) => {
    expect(messages(StartGameRequestSchema.safeParse({ ...start, ...change }))).toEqual([message]);
  });

  it('keeps the spec text for a purchase the balance cannot cover', () => {
    expect(GAME_MESSAGES.insufficient).toBe(
      'Insufficient balance to start the game. Please add funds to your account.',
    );
  });
});

describe('check, lock and abandon', () => {
  it('accepts a claim after at least 5 calls', () => {
    expect(CheckCardRequestSchema.parse({ cardId: 12, calledCount: 5 })).toEqual({
      cardId: 12,
      calledCount: 5,
    });
  });

  it.each([
    [{ cardId: 0, calledCount: 10 }, 'Card not selected, please enter a valid card.'],
    [{ cardId: 151, calledCount: 10 }, 'Card not selected, please enter a valid card.'],
    [{ cardId: 'x', calledCount: 10 }, 'Card not selected, please enter a valid card.'],
    [{ cardId: 12, calledCount: 4 }, 'Check needs at least 5 called numbers'],
    [{ cardId: 12, calledCount: 76 }, 'Called count must be a whole number from 0 to 75'],
  ])('rejects the claim %j with "%s"', (body, message) => {
    expect(messages(CheckCardRequestSchema.safeParse(body))).toEqual([message]);
  });

  it('locks a card by number and abandons at a call count', () => {
    expect(LockCardRequestSchema.parse({ cardId: 3 })).toEqual({ cardId: 3 });
    expect(AbandonGameRequestSchema.parse({ calledCount: 0 })).toEqual({ calledCount: 0 });
    expect(messages(AbandonGameRequestSchema.safeParse({ calledCount: -1 }))).toEqual([
      'Called count must be a whole number from 0 to 75',
    ]);
  });

  it('keeps the spec text for a locked card', () => {
    expect(GAME_MESSAGES.cardLocked).toBe('This card is locked and cannot be checked again.');
  });
});
