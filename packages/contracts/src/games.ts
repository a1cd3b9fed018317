import {
  BALL_COUNT,
  DECK_SIZE,
  GAME_TYPES,
  MIN_CALLS_TO_CHECK,
  MIN_SELECTED_CARDS,
  SELECT_TWO_CARDS_MESSAGE,
} from '@bingo/engine';
import { z } from 'zod';
import { TypeIndexSchema } from './commission';
import { BirrSchema, birrAmount, birrAmountOrZero, IdSchema } from './common';
import { LastCallRuleSchema } from './game-settings';

export const GAME_MESSAGES = {
  tooFewCards: SELECT_TWO_CARDS_MESSAGE,
  cardRange: `Cards must be numbers from 1 to ${DECK_SIZE}`,
  duplicateCard: 'Each card can be selected only once',
  invalidStart: 'Cannot start game: Invalid card selection or bet amount',
  gameType: 'Please choose one of the eight game types',
  bonusWithinCalls: `Bonus type must be 0 or a multiple of 5 up to ${BALL_COUNT}`,
  bonusAmount: 'Bonus amount must be a valid number',
  insufficient: 'Insufficient balance to start the game. Please add funds to your account.',
  paymentFailed: 'Failed to process payment. Please try again.',
  noShop: 'No shop is assigned to your account',
  cardNotSelected: 'Card not selected, please enter a valid card.',
  cardLocked: 'This card is locked and cannot be checked again.',
  checkTooEarly: `Check needs at least ${MIN_CALLS_TO_CHECK} called numbers`,
  calledCount: `Called count must be a whole number from 0 to ${BALL_COUNT}`,
  notRunning: 'This game has already ended',
  notFound: 'Game not found',
  lockNeedsCheck: 'Check the card before locking it',
  noRunningGame: 'No paid game is running for this cashier',
} as const;

export const GAME_STATUSES = ['running', 'won', 'finished', 'abandoned'] as const;
export const GameStatusSchema = z.enum(GAME_STATUSES);
export type GameStatus = z.infer<typeof GameStatusSchema>;

const cardId = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(DECK_SIZE, { error: message });

const calledCount = z
  .number({ error: GAME_MESSAGES.calledCount })
  .int({ error: GAME_MESSAGES.calledCount })
  .min(0, { error: GAME_MESSAGES.calledCount })
  .max(BALL_COUNT, { error: GAME_MESSAGES.calledCount });

export const StartGameRequestSchema = z
  .object({
    /** The win rule, 0–7 in the engine's GAME_TYPES order. */
    gameType: z
      .number({ error: GAME_MESSAGES.gameType })
      .int({ error: GAME_MESSAGES.gameType })
      .min(0, { error: GAME_MESSAGES.gameType })
      .max(GAME_TYPES.length - 1, { error: GAME_MESSAGES.gameType }),
    /** The commission tier, 1–9. */
    typeIndex: TypeIndexSchema,
    cards: z
      .array(cardId(GAME_MESSAGES.cardRange), { error: GAME_MESSAGES.tooFewCards })
      .min(MIN_SELECTED_CARDS, { error: GAME_MESSAGES.tooFewCards })
      .max(DECK_SIZE, { error: GAME_MESSAGES.cardRange })
      .refine((cards) => new Set(cards).size === cards.length, { error: GAME_MESSAGES.duplicateCard }),
    betAmount: birrAmount(GAME_MESSAGES.invalidStart),
    /** "Win within N calls"; 0 offers no bonus. */
    bonusWithinCalls: z
      .number({ error: GAME_MESSAGES.bonusWithinCalls })
      .int({ error: GAME_MESSAGES.bonusWithinCalls })
      .min(0, { error: GAME_MESSAGES.bonusWithinCalls })
      .max(BALL_COUNT, { error: GAME_MESSAGES.bonusWithinCalls })
      .multipleOf(5, { error: GAME_MESSAGES.bonusWithinCalls })
      .default(0),
    /** Defaults to the shop's active jackpot. */
    bonusAmount: birrAmountOrZero(GAME_MESSAGES.bonusAmount).optional(),
  })
  .strict();
export type StartGameRequest = z.input<typeof StartGameRequestSchema>;
export type StartGame = z.infer<typeof StartGameRequestSchema>;

export const StartedGameSchema = z.object({
  gameId: IdSchema,
  drawOrder: z.array(z.number().int()),
  /** SHA-256 (hex) of the draw order, so anyone can audit it afterwards. */
  commitment: z.string(),
  prize: BirrSchema,
  commission: BirrSchema,
  newBalance: BirrSchema,
  totalAmount: BirrSchema,
  betAmount: BirrSchema,
  ratePercent: z.number(),
  cards: z.array(z.number().int()),
  numberOfCards: z.number().int(),
  gameType: z.number().int(),
  gameTypeName: z.string(),
  typeIndex: z.number().int(),
  bonusWithinCalls: z.number().int(),
  bonusAmount: BirrSchema,
  lastCallRule: LastCallRuleSchema,
  createdAt: z.iso.datetime({ offset: true }),
});
export type StartedGame = z.infer<typeof StartedGameSchema>;

export const GameIdParamsSchema = z.object({ id: z.uuid({ error: GAME_MESSAGES.notFound }) }).strict();
export type GameIdParams = z.infer<typeof GameIdParamsSchema>;

export const CheckCardRequestSchema = z
  .object({
    cardId: cardId(GAME_MESSAGES.cardNotSelected),
    calledCount: calledCount.min(MIN_CALLS_TO_CHECK, { error: GAME_MESSAGES.checkTooEarly }),
  })
  .strict();
export type CheckCardRequest = z.infer<typeof CheckCardRequestSchema>;

export const CheckResultSchema = z.object({
  gameId: IdSchema,
  cardId: z.number().int(),
  calledCount: z.number().int(),
  /** The recorded outcome: true when this claim won the game (or shares its win). */
  won: z.boolean(),
  /** The card had already won before the latest call ("won at call k, n calls ago"). */
  late: z.boolean(),
  /** 1-based call at which the card first won within calledCount, or null. */
  firstWinCall: z.number().int().nullable(),
  firstWinBall: z.number().int().nullable(),
  /** 'B7' for the ball of firstWinCall. */
  firstWinLabel: z.string().nullable(),
  callsAgo: z.number().int().nullable(),
  winningCells: z.array(z.number().int()),
  locked: z.boolean(),
  message: z.string(),
  gameStatus: GameStatusSchema,
  /** Every selected card that wins on the winning call, when this claim ended the game. */
  winners: z.array(z.number().int()),
  prizeShare: BirrSchema.nullable(),
  bonusAwarded: BirrSchema,
  bonusType: z.string(),
});
export type CheckResult = z.infer<typeof CheckResultSchema>;

export const LockCardRequestSchema = z.object({ cardId: cardId(GAME_MESSAGES.cardNotSelected) }).strict();
export type LockCardRequest = z.infer<typeof LockCardRequestSchema>;

export const LockedCardSchema = z.object({
  gameId: IdSchema,
  cardId: z.number().int(),
  locked: z.literal(true),
});
export type LockedCard = z.infer<typeof LockedCardSchema>;

export const AbandonGameRequestSchema = z.object({ calledCount }).strict();
export type AbandonGameRequest = z.infer<typeof AbandonGameRequestSchema>;

export const AbandonedGameSchema = z.object({
  gameId: IdSchema,
  status: GameStatusSchema,
  endedAtCall: z.number().int(),
});
export type AbandonedGame = z.infer<typeof AbandonedGameSchema>;

export const GameClaimSchema = z.object({
  cardId: z.number().int(),
  calledCount: z.number().int(),
  won: z.boolean(),
  firstWinCall: z.number().int().nullable(),
  late: z.boolean(),
  locked: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type GameClaim = z.infer<typeof GameClaimSchema>;

/** The whole record, with the draw order revealed for audit against the commitment. */
export const GameRecordSchema = z.object({
  id: IdSchema,
  cashierId: IdSchema,
  shopId: IdSchema,
  gameType: z.number().int(),
  gameTypeName: z.string(),
  typeIndex: z.number().int(),
  ratePercent: z.number(),
  cards: z.array(z.number().int()),
  betAmount: BirrSchema,
  totalAmount: BirrSchema,
  commission: BirrSchema,
  prize: BirrSchema,
  bonusWithinCalls: z.number().int(),
  bonusOffered: BirrSchema,
  bonusAwarded: BirrSchema,
  bonusType: z.string(),
  drawOrder: z.array(z.number().int()),
  commitment: z.string(),
  status: GameStatusSchema,
  lastCallRule: LastCallRuleSchema,
  winningCall: z.number().int().nullable(),
  winners: z.array(z.number().int()),
  prizeShare: BirrSchema.nullable(),
  endedAtCall: z.number().int().nullable(),
  lockedCards: z.array(z.number().int()),
  claims: z.array(GameClaimSchema),
  createdAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type GameRecord = z.infer<typeof GameRecordSchema>;

/**
 * The cashier's own running game, for a hall PC that lost its saved copy (closed tab, power cut):
 * the record plus the furthest call the server has proof the hall heard (its claims and locks).
 */
export const CurrentGameSchema = GameRecordSchema.extend({ knownCalledCount: z.number().int() });
export type CurrentGame = z.infer<typeof CurrentGameSchema>;
