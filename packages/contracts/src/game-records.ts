import { z } from 'zod';
import { BirrSchema, IdSchema, IsoTimeSchema } from './common';
import { LastCallRuleSchema } from './game-settings';
import { GameCallSchema, GameEndReasonSchema, GameStatusSchema, SaleOutcomeSchema } from './games';

/* What a game leaves behind: the staff's full record and the public replay anyone may verify. */

export const GameClaimSchema = z.object({
  cardId: z.number().int(),
  calledCount: z.number().int(),
  won: z.boolean(),
  firstWinCall: z.number().int().nullable(),
  late: z.boolean(),
  /** The card was locked after its check. */
  locked: z.boolean(),
  createdAt: IsoTimeSchema,
});
export type GameClaim = z.infer<typeof GameClaimSchema>;

export const GameEventSchema = z.object({
  kind: z.enum(['pause', 'resume', 'speed']),
  released: z.number().int(),
  callIntervalMs: z.number().int().nullable(),
  createdAt: IsoTimeSchema,
});
export type GameEvent = z.infer<typeof GameEventSchema>;

/** The record for replay; the order and salt only once the game has ended (null while it runs). */
export const GameRecordSchema = z.object({
  id: IdSchema,
  cashierId: IdSchema,
  shopId: IdSchema,
  shopName: z.string(),
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
  commitment: z.string(),
  salt: z.string().nullable(),
  drawOrder: z.array(z.number().int()).nullable(),
  status: GameStatusSchema,
  outcome: SaleOutcomeSchema,
  actualWin: BirrSchema,
  lastCallRule: LastCallRuleSchema,
  paused: z.boolean(),
  callIntervalMs: z.number().int(),
  released: z.number().int(),
  calls: z.array(GameCallSchema),
  events: z.array(GameEventSchema),
  winningCall: z.number().int().nullable(),
  winners: z.array(z.number().int()),
  prizeShare: BirrSchema.nullable(),
  endedAtCall: z.number().int().nullable(),
  /** An abandoned game: whether the cashier handed the stakes back, as the shift's expected cash counts it. */
  stakesRefunded: z.boolean(),
  /**
   * Null when the cashier ended the game; `CashierDeactivated` when the manager's deactivation of the
   * cashier abandoned it, and whether the stakes went back is then left to the shift's count.
   */
  endReason: GameEndReasonSchema.nullable(),
  lockedCards: z.array(z.number().int()),
  claims: z.array(GameClaimSchema),
  createdAt: IsoTimeSchema,
  finishedAt: IsoTimeSchema.nullable(),
});
export type GameRecord = z.infer<typeof GameRecordSchema>;

/**
 * An ended game, for anyone to verify: the order and salt against the commitment published at start,
 * and everything else the engine's verifyGame checks (each claim's verdict, the prize and commission
 * from the cards, bet and rate, the split, the bonus).
 */
export const PublicGameSchema = z.object({
  id: IdSchema,
  gameType: z.number().int(),
  gameTypeName: z.string(),
  cards: z.array(z.number().int()),
  lastCallRule: LastCallRuleSchema,
  /** How many balls were released. */
  released: z.number().int(),
  lockedCards: z.array(z.number().int()),
  /** The bet per card; the total is the cards × the bet. */
  betAmount: BirrSchema,
  /** The commission rate in percent the game was started with. */
  ratePercent: z.number(),
  /** What the house kept: the total less the prize. */
  commission: BirrSchema,
  /** The prize offered: the total less the rate, rounded to whole Birr. */
  prize: BirrSchema,
  /** Each winner's share; null when nobody won. */
  prizeShare: BirrSchema.nullable(),
  /** "Win within N calls"; 0 offered no bonus. */
  bonusWithinCalls: z.number().int(),
  bonusOffered: BirrSchema,
  bonusAwarded: BirrSchema,
  commitment: z.string(),
  /** Null only for games started before salted commitments (their commitment hashes the order alone). */
  salt: z.string().nullable(),
  order: z.array(z.number().int()),
  calls: z.array(GameCallSchema),
  claims: z.array(GameClaimSchema),
  winners: z.array(z.number().int()),
  winningCall: z.number().int().nullable(),
  status: GameStatusSchema,
  outcome: SaleOutcomeSchema,
  shopName: z.string(),
  createdAt: IsoTimeSchema,
  finishedAt: IsoTimeSchema.nullable(),
});
export type PublicGame = z.infer<typeof PublicGameSchema>;
