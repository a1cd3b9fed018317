// PROVISIONAL: the shapes of /work/briefs/game-contract.md until game-api's contracts land.
import { GameStatusSchema, LastCallRuleSchema, StartGameRequestSchema } from '@bingo/contracts';
import { z } from 'zod';

export const GameCallSchema = z.object({
  k: z.number().int(),
  number: z.number().int(),
  label: z.string(),
  calledAt: z.iso.datetime({ offset: true }),
});
export type GameCall = z.infer<typeof GameCallSchema>;

export const CallAnswerSchema = GameCallSchema.extend({ gameId: z.uuid(), released: z.number().int() });

export const NewGameRequestSchema = StartGameRequestSchema.omit({ bonusAmount: true }).extend({
  callIntervalMs: z.number().int(),
});
export type NewGameRequest = z.infer<typeof NewGameRequestSchema>;

export const NewStartedGameSchema = z.object({
  gameId: z.uuid(),
  commitment: z.string(),
  callIntervalMs: z.number().int(),
  prize: z.number(),
  commission: z.number(),
  newBalance: z.number(),
  totalAmount: z.number(),
  betAmount: z.number(),
  ratePercent: z.number(),
  cards: z.array(z.number().int()),
  numberOfCards: z.number().int(),
  gameType: z.number().int(),
  gameTypeName: z.string(),
  typeIndex: z.number().int(),
  bonusWithinCalls: z.number().int(),
  bonusAmount: z.number(),
  lastCallRule: LastCallRuleSchema,
  createdAt: z.iso.datetime({ offset: true }),
});
export type NewStartedGame = z.infer<typeof NewStartedGameSchema>;

export const LiveGameSchema = z.object({
  gameId: z.uuid(),
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
  betAmount: z.number(),
  totalAmount: z.number(),
  prize: z.number(),
  commission: z.number(),
  bonusWithinCalls: z.number().int(),
  bonusAmount: z.number(),
  lastCallRule: LastCallRuleSchema,
  createdAt: z.iso.datetime({ offset: true }),
  shopName: z.string(),
});
export type LiveGame = z.infer<typeof LiveGameSchema>;

export const CurrentLiveGameSchema = z.object({ game: LiveGameSchema.nullable() });

const ClaimSchema = z.object({
  cardId: z.number().int(),
  calledCount: z.number().int(),
  won: z.boolean(),
  late: z.boolean(),
  firstWinCall: z.number().int().nullable(),
  locked: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ReplayClaim = z.infer<typeof ClaimSchema>;

export const PublicGameSchema = z.object({
  id: z.uuid(),
  gameType: z.number().int(),
  gameTypeName: z.string(),
  cards: z.array(z.number().int()),
  commitment: z.string(),
  salt: z.string(),
  order: z.array(z.number().int()),
  calls: z.array(GameCallSchema),
  claims: z.array(ClaimSchema),
  winners: z.array(z.number().int()),
  winningCall: z.number().int().nullable(),
  status: GameStatusSchema,
  outcome: z.string(),
  shopName: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type PublicGame = z.infer<typeof PublicGameSchema>;
