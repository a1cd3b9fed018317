import {
  BALL_COUNT,
  BONUS_CALLS_STEP,
  DECK_SIZE,
  GAME_TYPE_COUNT,
  MAX_BONUS_WITHIN_CALLS,
  MIN_CALLS_TO_CHECK,
  MIN_SELECTED_CARDS,
  SELECT_TWO_CARDS_MESSAGE,
} from '@bingo/engine';
import { z } from 'zod';
import { TypeIndexSchema } from './commission';
import { BirrSchema, birrAmount, IdSchema, IsoTimeSchema } from './common';
import { LastCallRuleSchema } from './game-settings';

/** The speeds offered on /play run from 1 s to 15 s between calls. */
export const MIN_CALL_INTERVAL_MS = 1000;
export const MAX_CALL_INTERVAL_MS = 15_000;
export const DEFAULT_CALL_INTERVAL_MS = 5000;
/** The first number is called about 0.5 s after Start (or a Continue before it), not an interval on. */
export const FIRST_CALL_DELAY_MS = 500;

export const GAME_MESSAGES = {
  tooFewCards: SELECT_TWO_CARDS_MESSAGE,
  cardRange: `Cards must be numbers from 1 to ${DECK_SIZE}`,
  duplicateCard: 'Each card can be selected only once',
  invalidStart: 'Cannot start game: Invalid card selection or bet amount',
  gameType: 'Please choose one of the eight game types',
  bonusWithinCalls: `Bonus type must be 0 or a multiple of 5 up to ${BALL_COUNT}`,
  callInterval: 'Call interval must be a whole number of milliseconds from 1000 to 15000',
  insufficient: 'Insufficient balance to start the game. Please add funds to your account.',
  paymentFailed: 'Failed to process payment. Please try again.',
  noShop: 'No shop is assigned to your account',
  alreadyRunning: 'A game is already running. Return to it or end it before starting a new one.',
  startEnded: 'The game this Start bought has already ended. Press Start again to buy a new game.',
  cardNotSelected: 'Card not selected, please enter a valid card.',
  cardLocked: 'This card is locked and cannot be checked again.',
  checkTooEarly: `Check needs at least ${MIN_CALLS_TO_CHECK} called numbers`,
  callNumber: `Call number must be a whole number from 1 to ${BALL_COUNT}`,
  callTooEarly: 'The next number is not due yet',
  callOutOfTurn: 'Numbers are called one after another: ask for the next call',
  paused: 'The game is paused',
  notRunning: 'This game has already ended',
  notAllCalled: `A game ends with no winner only once all ${BALL_COUNT} numbers are called`,
  notFound: 'Game not found',
  lockNeedsCheck: 'Check the card before locking it',
} as const;

export const GAME_STATUSES = ['running', 'won', 'finished', 'abandoned'] as const;
export const GameStatusSchema = z.enum(GAME_STATUSES);
export type GameStatus = z.infer<typeof GameStatusSchema>;

/** What a sale's game came to; its prize counts as paid only when Won. */
export const SALE_OUTCOMES = ['Running', 'Won', 'NoWinner', 'Abandoned'] as const;
export const SaleOutcomeSchema = z.enum(SALE_OUTCOMES);
export type SaleOutcome = z.infer<typeof SaleOutcomeSchema>;

/** Why a game ended other than by its cashier's hand: its manager deactivated the cashier mid-game. */
export const GAME_END_REASONS = ['CashierDeactivated'] as const;
export const GameEndReasonSchema = z.enum(GAME_END_REASONS);
export type GameEndReason = z.infer<typeof GameEndReasonSchema>;

const wholeIn = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

const cardId = (message: string) => wholeIn(1, DECK_SIZE, message);
const callInterval = wholeIn(MIN_CALL_INTERVAL_MS, MAX_CALL_INTERVAL_MS, GAME_MESSAGES.callInterval);

export const StartGameRequestSchema = z
  .object({
    /** The win rule, 0–7 in the engine's GAME_TYPES order. */
    gameType: wholeIn(0, GAME_TYPE_COUNT - 1, GAME_MESSAGES.gameType),
    /** The commission tier, 1–9. */
    typeIndex: TypeIndexSchema,
    cards: z
      .array(cardId(GAME_MESSAGES.cardRange), { error: GAME_MESSAGES.tooFewCards })
      .min(MIN_SELECTED_CARDS, { error: GAME_MESSAGES.tooFewCards })
      .max(DECK_SIZE, { error: GAME_MESSAGES.cardRange })
      .refine((cards) => new Set(cards).size === cards.length, { error: GAME_MESSAGES.duplicateCard }),
    betAmount: birrAmount(GAME_MESSAGES.invalidStart),
    /** "Win within N calls"; 0 offers no bonus. The amount is always the shop's active jackpot. */
    bonusWithinCalls: wholeIn(0, MAX_BONUS_WITHIN_CALLS, GAME_MESSAGES.bonusWithinCalls)
      .multipleOf(BONUS_CALLS_STEP, { error: GAME_MESSAGES.bonusWithinCalls })
      .default(0),
    /** The speed chosen on /play: the time between two calls. */
    callIntervalMs: callInterval.default(DEFAULT_CALL_INTERVAL_MS),
  })
  .strict();
export type StartGameRequest = z.input<typeof StartGameRequestSchema>;
export type StartGame = z.infer<typeof StartGameRequestSchema>;

/** The purchase: never the draw order nor the salt, only the commitment to them. */
export const StartedGameSchema = z.object({
  gameId: IdSchema,
  /** SHA-256 hex of salt + ':' + order, revealed with the order once the game ends. */
  commitment: z.string().regex(/^[0-9a-f]{64}$/),
  callIntervalMs: z.number().int(),
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
  /** The shop's active jackpot, offered for a win within bonusWithinCalls. */
  bonusAmount: BirrSchema,
  lastCallRule: LastCallRuleSchema,
  createdAt: IsoTimeSchema,
});
export type StartedGame = z.infer<typeof StartedGameSchema>;

export const GameIdParamsSchema = z.object({ id: z.uuid({ error: GAME_MESSAGES.notFound }) }).strict();
export type GameIdParams = z.infer<typeof GameIdParamsSchema>;

/** An empty body, for the actions that need nothing but the game (pause, resume, finish). */
export const EmptyGameRequestSchema = z.object({}).strict();
export type EmptyGameRequest = z.infer<typeof EmptyGameRequestSchema>;

/** Abandoning a game says whether the cashier handed the stakes back, so the shift counts the refund. */
export const AbandonGameRequestSchema = z.object({ refunded: z.boolean().default(false) }).strict();
export type AbandonGameRequest = z.infer<typeof AbandonGameRequestSchema>;

export const CallRequestSchema = z.object({ k: wholeIn(1, BALL_COUNT, GAME_MESSAGES.callNumber) }).strict();
export type CallRequest = z.infer<typeof CallRequestSchema>;

/** One released number: call k, its ball, 'B7', and when the server released it. */
export const GameCallSchema = z.object({
  k: z.number().int(),
  number: z.number().int(),
  label: z.string(),
  calledAt: IsoTimeSchema,
});
export type GameCall = z.infer<typeof GameCallSchema>;

export const CallResultSchema = GameCallSchema.extend({
  gameId: IdSchema,
  /** How many numbers the server has released. */
  released: z.number().int(),
});
export type CallResult = z.infer<typeof CallResultSchema>;

/** 425: call k is not due yet; ask again after retryAfterMs. */
export const TooEarlySchema = z.object({
  statusCode: z.literal(425),
  error: z.literal('Too Early'),
  code: z.literal('GAME_CALL_TOO_EARLY'),
  message: z.string(),
  retryAfterMs: z.number().int(),
});
export type TooEarly = z.infer<typeof TooEarlySchema>;

export const SpeedRequestSchema = z.object({ callIntervalMs: callInterval }).strict();
export type SpeedRequest = z.infer<typeof SpeedRequestSchema>;

/** A running game as the hall screen needs it: only the numbers released so far. */
export const LiveGameSchema = z.object({
  gameId: IdSchema,
  status: GameStatusSchema,
  paused: z.boolean(),
  callIntervalMs: z.number().int(),
  commitment: z.string(),
  released: z.number().int(),
  calls: z.array(GameCallSchema),
  lockedCards: z.array(z.number().int()),
  cards: z.array(z.number().int()),
  gameType: z.number().int(),
  gameTypeName: z.string(),
  typeIndex: z.number().int(),
  betAmount: BirrSchema,
  totalAmount: BirrSchema,
  prize: BirrSchema,
  commission: BirrSchema,
  bonusWithinCalls: z.number().int(),
  bonusAmount: BirrSchema,
  lastCallRule: LastCallRuleSchema,
  createdAt: IsoTimeSchema,
  shopName: z.string(),
});
export type LiveGame = z.infer<typeof LiveGameSchema>;

/** The cashier's own running game, or null: a hall PC that lost its copy takes it back from here. */
export const CurrentGameSchema = z.object({ game: LiveGameSchema.nullable() });
export type CurrentGame = z.infer<typeof CurrentGameSchema>;

/** A claim is judged at the server's released count; the client sends only the card. */
export const CheckCardRequestSchema = z.object({ cardId: cardId(GAME_MESSAGES.cardNotSelected) }).strict();
export type CheckCardRequest = z.infer<typeof CheckCardRequestSchema>;

export const CheckResultSchema = z.object({
  gameId: IdSchema,
  cardId: z.number().int(),
  /** The server's released count the claim was judged at. */
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

/** A game ended without a winner: abandoned mid-way, or finished after all 75 calls. */
export const EndedGameSchema = z.object({
  gameId: IdSchema,
  status: GameStatusSchema,
  endedAtCall: z.number().int(),
});
export type EndedGame = z.infer<typeof EndedGameSchema>;
