import { DECK_SIZE, formatBirr, MIN_SELECTED_CARDS } from '@bingo/engine';
import { z } from 'zod';
import { BirrSchema, birrAmount, IdSchema, IsoTimeSchema, MAX_BIRR } from './common';

export const GAME_SETTINGS_MESSAGES = {
  shopRequired: 'Please select a shop',
  minCards: 'Minimum cards must be greater than 0',
  maxCards: 'Maximum cards must be greater than 0',
  maxCardsGame: `Maximum cards must be at least ${MIN_SELECTED_CARDS}`,
  maxCardsDeck: `Maximum cards cannot be greater than ${DECK_SIZE}`,
  betBelowMinStack: 'Default bet amount cannot be less than the minimum stack amount',
  minOverMax: 'Minimum cards cannot be greater than maximum cards',
  defaultBet: 'Default bet amount must be greater than 0',
  minStack: 'Minimum stack amount must be greater than 0',
  duplicate: 'Game settings already exist for this shop',
  notFound: 'Game settings not found',
  shopNotFound: 'Invalid shop selection. Please select a valid shop.',
  minCardsDeck: `Minimum cards cannot be greater than ${DECK_SIZE}`,
  defaultBetTooLarge: `Default bet amount must be at most ${formatBirr(MAX_BIRR * 100)}`,
  minStackTooLarge: `Minimum stack amount must be at most ${formatBirr(MAX_BIRR * 100)}`,
  lastCallRule: 'Last call rule must be AllowLate or LastCallOnly',
} as const;

/** Used when a shop has no settings row yet. Amounts in Birr. */
export const DEFAULT_GAME_SETTINGS = {
  minCards: 1,
  maxCards: 10,
  defaultBetAmount: 10,
  minStackAmount: 10,
  lastCallRule: 'AllowLate',
} as const;

/**
 * AllowLate: a card that won on an earlier call still wins when claimed late.
 * LastCallOnly: only a win on the latest call counts; a late claim is told when it had won.
 */
export const LastCallRuleSchema = z.enum(['AllowLate', 'LastCallOnly'], {
  error: GAME_SETTINGS_MESSAGES.lastCallRule,
});
export type LastCallRule = z.infer<typeof LastCallRuleSchema>;

/**
 * The fewest cards a game of the shop takes: every game needs MIN_SELECTED_CARDS whatever the stored
 * minimum says (the server's check at Start counts the same way), so every screen shows this figure.
 */
export const effectiveMinCards = (minCards: number): number => Math.max(MIN_SELECTED_CARDS, minCards);

const cardCount = (message: string, tooLarge: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(DECK_SIZE, { error: tooLarge });

const settingsFields = {
  minCards: cardCount(GAME_SETTINGS_MESSAGES.minCards, GAME_SETTINGS_MESSAGES.minCardsDeck),
  // Every game needs MIN_SELECTED_CARDS, so a lower maximum would let the shop start no game at all.
  maxCards: cardCount(GAME_SETTINGS_MESSAGES.maxCards, GAME_SETTINGS_MESSAGES.maxCardsDeck).refine(
    (n) => n >= MIN_SELECTED_CARDS,
    {
      error: GAME_SETTINGS_MESSAGES.maxCardsGame,
      when: (payload) => payload.issues.length === 0,
    },
  ),
  defaultBetAmount: birrAmount(GAME_SETTINGS_MESSAGES.defaultBet, GAME_SETTINGS_MESSAGES.defaultBetTooLarge),
  minStackAmount: birrAmount(GAME_SETTINGS_MESSAGES.minStack, GAME_SETTINGS_MESSAGES.minStackTooLarge),
  lastCallRule: LastCallRuleSchema.optional(),
};

const minNotOverMax = (s: { minCards: number; maxCards: number }) => s.minCards <= s.maxCards;
/** Compared only once both counts are valid, so a bad count reports one message, not two. */
const minOverMaxIssue = {
  error: GAME_SETTINGS_MESSAGES.minOverMax,
  path: ['minCards'],
  when: (payload: { issues: unknown[] }) => payload.issues.length === 0,
};

/** The stepper starts at the default bet, so it may not sit below the minimum bet per card. */
export const betNotBelowMinStack = (s: { defaultBetAmount?: number; minStackAmount?: number }) =>
  s.defaultBetAmount === undefined ||
  s.minStackAmount === undefined ||
  s.defaultBetAmount >= s.minStackAmount;
const betBelowMinStackIssue = {
  error: GAME_SETTINGS_MESSAGES.betBelowMinStack,
  path: ['defaultBetAmount'],
  when: (payload: { issues: unknown[] }) => payload.issues.length === 0,
};

export const CreateGameSettingsSchema = z
  .object({ shopId: z.uuid({ error: GAME_SETTINGS_MESSAGES.shopRequired }), ...settingsFields })
  .strict()
  .refine(minNotOverMax, minOverMaxIssue)
  .refine(betNotBelowMinStack, betBelowMinStackIssue);
export type CreateGameSettings = z.infer<typeof CreateGameSettingsSchema>;

/** The shop cannot be changed on edit, so it travels in the path only. */
export const UpdateGameSettingsSchema = z
  .object(settingsFields)
  .strict()
  .refine(minNotOverMax, minOverMaxIssue)
  .refine(betNotBelowMinStack, betBelowMinStackIssue);
export type UpdateGameSettings = z.infer<typeof UpdateGameSettingsSchema>;

export const ShopIdParamsSchema = z
  .object({ shopId: z.uuid({ error: GAME_SETTINGS_MESSAGES.shopNotFound }) })
  .strict();
export type ShopIdParams = z.infer<typeof ShopIdParamsSchema>;

/** A shop's settings as every screen shows them, saved or not. */
const shopGameSettings = {
  shopId: IdSchema,
  shopName: z.string(),
  minCards: z.number().int(),
  maxCards: z.number().int(),
  defaultBetAmount: BirrSchema,
  minStackAmount: BirrSchema,
  lastCallRule: LastCallRuleSchema,
};

export const GameSettingsSchema = z.object({
  id: IdSchema,
  ...shopGameSettings,
  createdAt: IsoTimeSchema,
  updatedAt: IsoTimeSchema,
});
export type GameSettings = z.infer<typeof GameSettingsSchema>;

export const GameSettingsListSchema = z.object({ items: z.array(GameSettingsSchema) });
export type GameSettingsList = z.infer<typeof GameSettingsListSchema>;

/** The cashier's own shop; isDefault tells the screen no row was saved for it yet. */
export const MyGameSettingsSchema = z.object({
  ...shopGameSettings,
  isDefault: z.boolean(),
});
export type MyGameSettings = z.infer<typeof MyGameSettingsSchema>;
