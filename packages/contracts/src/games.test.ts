import { describe, expect, it } from 'vitest';
import {
  CallRequestSchema,
  CheckCardRequestSchema,
  EmptyGameRequestSchema,
  GAME_MESSAGES,
  LockCardRequestSchema,
  SpeedRequestSchema,
  StartGameRequestSchema,
} from './games';

const start = { gameType: 4, typeIndex: 2, cards: [7, 150], betAmount: 10 };
const messages = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message);

describe('game start', () => {
  it('accepts a purchase at the default speed, offering no bonus by default', () => {
    expect(StartGameRequestSchema.parse(start)).toEqual({
      ...start,
      bonusWithinCalls: 0,
      callIntervalMs: 5000,
    });
    expect(StartGameRequestSchema.parse({ ...start, bonusWithinCalls: 15, callIntervalMs: 1000 })).toEqual({
      ...start,
      bonusWithinCalls: 15,
      callIntervalMs: 1000,
    });
  });

  it('refuses a bonus amount: the bonus is the shop’s jackpot', () => {
    expect(messages(StartGameRequestSchema.safeParse({ ...start, bonusAmount: 100 }))).toEqual([
      'Unrecognized key: "bonusAmount"',
    ]);
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
    [{ callIntervalMs: 999 }, 'Call interval must be a whole number of milliseconds from 1000 to 15000'],
    [{ callIntervalMs: 15001 }, 'Call interval must be a whole number of milliseconds from 1000 to 15000'],
    [{ callIntervalMs: 1500.5 }, 'Call interval must be a whole number of milliseconds from 1000 to 15000'],
  ])('rejects %j with "%s"', (change, message) => {
    expect(messages(StartGameRequestSchema.safeParse({ ...start, ...change }))).toEqual([message]);
  });

  it('keeps the spec text for a purchase the balance cannot cover', () => {
    expect(GAME_MESSAGES.insufficient).toBe(
      'Insufficient balance to start the game. Please add funds to your account.',
    );
  });
});

describe('calls, check, lock and the empty actions', () => {
  it('asks for call k from 1 to 75', () => {
    expect(CallRequestSchema.parse({ k: 75 })).toEqual({ k: 75 });
    for (const k of [0, 76, 1.5, '3']) {
      expect(messages(CallRequestSchema.safeParse({ k }))).toEqual([
        'Call number must be a whole number from 1 to 75',
      ]);
    }
  });

  it('judges a claim by card only: a called count from the client is refused', () => {
    expect(CheckCardRequestSchema.parse({ cardId: 12 })).toEqual({ cardId: 12 });
    expect(CheckCardRequestSchema.safeParse({ cardId: 12, calledCount: 5 }).success).toBe(false);
  });

  it.each([0, 151, 'x'])('rejects the card %j', (cardId) => {
    expect(messages(CheckCardRequestSchema.safeParse({ cardId }))).toEqual([
      'Card not selected, please enter a valid card.',
    ]);
  });

  it('locks a card by number; pause, resume, abandon and finish take an empty body', () => {
    expect(LockCardRequestSchema.parse({ cardId: 3 })).toEqual({ cardId: 3 });
    expect(EmptyGameRequestSchema.parse({})).toEqual({});
    expect(EmptyGameRequestSchema.safeParse({ calledCount: 7 }).success).toBe(false);
    expect(SpeedRequestSchema.parse({ callIntervalMs: 3000 })).toEqual({ callIntervalMs: 3000 });
  });

  it('keeps the spec text for a locked card', () => {
    expect(GAME_MESSAGES.cardLocked).toBe('This card is locked and cannot be checked again.');
  });
});
