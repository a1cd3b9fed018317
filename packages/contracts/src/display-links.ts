import { z } from 'zod';
import { BirrSchema, IdSchema, IsoTimeSchema, listOf } from './common';
import { GameStatusSchema } from './games';

export const DISPLAY_LINK_MESSAGES = {
  notFound: 'Display link not found',
  shopRequired: 'Choose the shop the display link is for',
  noShop: 'No shop is assigned to your account',
} as const;

/** A Cashier makes a link for its own shop; an Agent names one of its shops. */
export const CreateDisplayLinkSchema = z.object({ shopId: IdSchema.optional() }).strict();
export type CreateDisplayLink = z.infer<typeof CreateDisplayLinkSchema>;

/** The token is shown once, at creation: only its hash is kept. */
export const CreatedDisplayLinkSchema = z.object({ id: IdSchema, token: z.string(), url: z.string() });
export type CreatedDisplayLink = z.infer<typeof CreatedDisplayLinkSchema>;

export const DisplayLinkSchema = z.object({
  id: IdSchema,
  shopName: z.string(),
  createdAt: IsoTimeSchema,
});
export const DisplayLinkListSchema = listOf(DisplayLinkSchema);
export type DisplayLink = z.infer<typeof DisplayLinkSchema>;
export type DisplayLinkList = z.infer<typeof DisplayLinkListSchema>;

export const DisplayTokenParamsSchema = z.object({ token: z.string().min(1).max(100) }).strict();

/** A released call as the room sees it. */
export const DisplayCallSchema = z.object({
  number: z.number().int(),
  label: z.string(),
  calledAt: IsoTimeSchema,
});

/** The latest check of the game, as the room may see it. */
export const DisplayCheckSchema = z.object({
  cardId: z.number().int(),
  won: z.boolean(),
  calledCount: z.number().int(),
  /**
   * When Check was last asked of this claim. A check asked again with no number released since is
   * answered from its claim, the same verdict at the same count: only its time tells the TV it is a
   * new ask, not the old one still named after a pause by hand.
   */
  askedAt: IsoTimeSchema,
  /** For a win: the cells of the claimed card's winning pattern. */
  winningCells: z.array(z.number().int()),
  /** For a win: every card that shares it (DESIGN §5.4), ascending; empty for a loss. */
  winners: z.array(z.number().int()),
  /** For a win: each winner's share of the prize; 0 for a loss. */
  prizeShare: BirrSchema,
  /** For a win: the jackpot paid on top of the prize, shown apart; 0 when none. */
  bonusAwarded: BirrSchema,
  /**
   * For a win: the share with the jackpot, as displays showed it before split wins were named; 0 for
   * a loss. A display link open on a TV runs the build it was opened with and never reloads by
   * itself, and that build refuses an answer without this field, so it stays.
   */
  amount: BirrSchema,
});

/**
 * What a display on another device may see of its shop's current game: the released calls only,
 * no money but the prize and bonus, no user ids.
 */
export const RemoteDisplayGameSchema = z.object({
  status: GameStatusSchema,
  paused: z.boolean(),
  gameType: z.number().int(),
  gameTypeName: z.string(),
  calls: z.array(DisplayCallSchema),
  prize: BirrSchema,
  bonusAmount: BirrSchema,
  bonusWithinCalls: z.number().int(),
  /** The commitment's first 8 characters: enough for the room to compare with the verify page. */
  commitment: z.string().length(8),
  lastCheck: DisplayCheckSchema.nullable(),
  /**
   * Only once the game is over (won, finished or abandoned): its order is public then, and the id is
   * how the room finds the verify page. Absent while it runs, so a running game tells no more.
   */
  gameId: IdSchema.optional(),
});
export const RemoteDisplaySchema = z.object({
  shopName: z.string(),
  game: RemoteDisplayGameSchema.nullable(),
});
export type RemoteDisplay = z.infer<typeof RemoteDisplaySchema>;
export type RemoteDisplayGame = z.infer<typeof RemoteDisplayGameSchema>;
export type DisplayCheck = z.infer<typeof DisplayCheckSchema>;
