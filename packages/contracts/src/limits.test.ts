import {
  BALL_COUNT,
  DECK_SIZE,
  GAME_TYPES,
  MAX_RATE_TYPE_INDEX,
  MIN_CALLS_TO_CHECK,
  MIN_RATE_TYPE_INDEX,
  MIN_SELECTED_CARDS,
} from '@bingo/engine';
import { describe, expect, it } from 'vitest';
import { TypeIndexSchema } from './commission';
import { CreateGameSettingsSchema } from './game-settings';
import { CallRequestSchema, GAME_MESSAGES, StartGameRequestSchema } from './games';

/** The contracts hold no limit of their own: each edge is exactly where the engine puts it. */
const cards = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const start = (over: Record<string, unknown>) =>
  StartGameRequestSchema.safeParse({ gameType: 0, typeIndex: 1, cards: cards(2), betAmount: 10, ...over })
    .success;

describe('the contracts use the engine limits', () => {
  it('cards: from MIN_SELECTED_CARDS to DECK_SIZE, each from 1 to DECK_SIZE', () => {
    expect(start({ cards: cards(MIN_SELECTED_CARDS) })).toBe(true);
    expect(start({ cards: cards(MIN_SELECTED_CARDS - 1) })).toBe(false);
    expect(start({ cards: cards(DECK_SIZE) })).toBe(true);
    expect(start({ cards: [1, DECK_SIZE] })).toBe(true);
    expect(start({ cards: [1, DECK_SIZE + 1] })).toBe(false);
    expect(start({ cards: [0, 1] })).toBe(false);
  });

  it('game types: 0 to the last of GAME_TYPES', () => {
    expect(start({ gameType: GAME_TYPES.length - 1 })).toBe(true);
    expect(start({ gameType: GAME_TYPES.length })).toBe(false);
  });

  it('bonus within calls and calls: up to BALL_COUNT; a check from MIN_CALLS_TO_CHECK', () => {
    expect(start({ bonusWithinCalls: BALL_COUNT })).toBe(true);
    expect(start({ bonusWithinCalls: BALL_COUNT + 5 })).toBe(false);
    expect(CallRequestSchema.safeParse({ k: BALL_COUNT }).success).toBe(true);
    expect(CallRequestSchema.safeParse({ k: BALL_COUNT + 1 }).success).toBe(false);
    expect(GAME_MESSAGES.checkTooEarly).toBe(`Check needs at least ${MIN_CALLS_TO_CHECK} called numbers`);
  });

  it('commission tiers: MIN_RATE_TYPE_INDEX to MAX_RATE_TYPE_INDEX', () => {
    expect(TypeIndexSchema.safeParse(MIN_RATE_TYPE_INDEX).success).toBe(true);
    expect(TypeIndexSchema.safeParse(MAX_RATE_TYPE_INDEX).success).toBe(true);
    expect(TypeIndexSchema.safeParse(MIN_RATE_TYPE_INDEX - 1).success).toBe(false);
    expect(TypeIndexSchema.safeParse(MAX_RATE_TYPE_INDEX + 1).success).toBe(false);
  });

  it('game settings: a maximum from MIN_SELECTED_CARDS to DECK_SIZE cards', () => {
    const settings = (maxCards: number) =>
      CreateGameSettingsSchema.safeParse({
        shopId: '00000000-0000-4000-8000-000000000001',
        minCards: 1,
        maxCards,
        defaultBetAmount: 10,
        minStackAmount: 10,
      });
    expect(settings(DECK_SIZE).success).toBe(true);
    expect(settings(MIN_SELECTED_CARDS).success).toBe(true);
    expect(settings(MIN_SELECTED_CARDS - 1).error?.issues[0]?.message).toBe(
      `Maximum cards must be at least ${MIN_SELECTED_CARDS}`,
    );
    expect(settings(DECK_SIZE + 1).error?.issues[0]?.message).toBe(
      `Maximum cards cannot be greater than ${DECK_SIZE}`,
    );
  });
});
