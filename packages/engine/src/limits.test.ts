import { describe, expect, it } from 'vitest';
import {
  BALL_COUNT,
  BONUS_CALLS_STEP,
  DECK_SIZE,
  defaultDeck,
  GAME_TYPE_COUNT,
  GAME_TYPES,
  MAX_BONUS_WITHIN_CALLS,
  MAX_RATE_TYPE_INDEX,
  MIN_CALLS_TO_CHECK,
  MIN_RATE_TYPE_INDEX,
  MIN_SELECTED_CARDS,
  SALT_BYTES,
} from './index.js';

// The limits other packages import from the engine; changing one changes the product.
describe('the game limits', () => {
  it('are the figures of the spec and agree with the data they describe', () => {
    expect({
      DECK_SIZE,
      BALL_COUNT,
      GAME_TYPE_COUNT,
      MIN_CALLS_TO_CHECK,
      MIN_SELECTED_CARDS,
      BONUS_CALLS_STEP,
      MAX_BONUS_WITHIN_CALLS,
      MIN_RATE_TYPE_INDEX,
      MAX_RATE_TYPE_INDEX,
      SALT_BYTES,
    }).toEqual({
      DECK_SIZE: 150,
      BALL_COUNT: 75,
      GAME_TYPE_COUNT: 8,
      MIN_CALLS_TO_CHECK: 5,
      MIN_SELECTED_CARDS: 2,
      BONUS_CALLS_STEP: 5,
      MAX_BONUS_WITHIN_CALLS: 75,
      MIN_RATE_TYPE_INDEX: 1,
      MAX_RATE_TYPE_INDEX: 9,
      SALT_BYTES: 32,
    });
    expect(defaultDeck()).toHaveLength(DECK_SIZE);
    expect(GAME_TYPES).toHaveLength(GAME_TYPE_COUNT);
  });
});
