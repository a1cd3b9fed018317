import { z } from 'zod';
import { AddressIdSchema, BirrSchema, IdSchema, IsoTimeSchema, RoleSchema } from './common';
import { SaleOutcomeSchema } from './games';
import {
  type DateRangeQuery,
  DateRangeQuerySchema,
  dateRangeFields,
  listLimit,
  rangeInOrder,
  rangeIssue,
} from './period';

/** The most sales rows one answer holds; the summary routes count every sale of the range. */
export const SALES_LIST_MAX = 5000;

export const SalesQuerySchema = z
  .object({
    ...dateRangeFields,
    /** The newest rows first; the default keeps a month of a busy network to one answer. */
    limit: listLimit(SALES_LIST_MAX),
    /** Only the sales made in this agent's shops (the agent on each sale when it was made). */
    agentId: AddressIdSchema.optional(),
  })
  .strict()
  .refine(rangeInOrder, rangeIssue);
export type SalesQuery = z.infer<typeof SalesQuerySchema>;

export const SalesSummaryQuerySchema = DateRangeQuerySchema;
export type SalesSummaryQuery = DateRangeQuery;

export const SalesRecordSchema = z.object({
  id: z.number().int(),
  gameId: IdSchema,
  userId: IdSchema,
  userName: z.string(),
  userRole: RoleSchema,
  shopId: IdSchema,
  shopName: z.string(),
  /**
   * The agent and super agent the sale was made under (copied onto it at purchase), each given only
   * to a viewer who has that user in scope (DESIGN §4): a cashier is not told who is above it.
   */
  agentId: IdSchema.optional(),
  agentName: z.string().optional(),
  superAgentId: IdSchema.optional(),
  superAgentName: z.string().optional(),
  playedAt: IsoTimeSchema,
  cardPrice: BirrSchema,
  gameType: z.number().int(),
  gameTypeName: z.string(),
  numberOfCards: z.number().int(),
  totalAmount: BirrSchema,
  commission: BirrSchema,
  /** The prize actually paid: 0 unless the game was Won. */
  actualWin: BirrSchema,
  outcome: SaleOutcomeSchema,
  bonusAmount: BirrSchema,
  /** 'Within N calls' when a bonus was awarded, otherwise 'None'. */
  bonusType: z.string(),
  /** An Abandoned sale whose stakes the cashier handed back to the players. */
  refunded: z.boolean(),
});
export type SalesRecord = z.infer<typeof SalesRecordSchema>;

export const SalesListSchema = z.object({ items: z.array(SalesRecordSchema) });
export type SalesList = z.infer<typeof SalesListSchema>;

/**
 * totalRevenue is what the cards sold for (cards × bet); totalCommission is the house's share of it;
 * totalWinnings is the prizes actually paid (Won games only), totalBonus the jackpots awarded, and
 * totalRefunds the stakes handed back on abandoned games (as the shift's expected cash counts them).
 * totalNet is what the sales left in the drawers, summed by the server in santim: totalRevenue less
 * totalWinnings, totalBonus and totalRefunds, the shifts' expected cash without their opening floats.
 */
export const SalesSummarySchema = z.object({
  totalRevenue: BirrSchema,
  totalCommission: BirrSchema,
  totalGames: z.number().int(),
  totalCards: z.number().int(),
  totalWinnings: BirrSchema,
  totalBonus: BirrSchema,
  totalRefunds: BirrSchema,
  totalNet: BirrSchema,
});
export type SalesSummary = z.infer<typeof SalesSummarySchema>;

export const UserSalesSummarySchema = SalesSummarySchema.extend({
  userId: IdSchema,
  userName: z.string(),
  userRole: RoleSchema,
});
export type UserSalesSummary = z.infer<typeof UserSalesSummarySchema>;

export const UserSalesSummaryListSchema = z.object({ items: z.array(UserSalesSummarySchema) });
export type UserSalesSummaryList = z.infer<typeof UserSalesSummaryListSchema>;

/** One row per calendar day in the hall's time zone (yyyy-MM-dd). */
export const DailySalesSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  totalRevenue: BirrSchema,
  totalCommission: BirrSchema,
  totalGames: z.number().int(),
});
export type DailySales = z.infer<typeof DailySalesSchema>;

export const DailySalesListSchema = z.object({ items: z.array(DailySalesSchema) });
export type DailySalesList = z.infer<typeof DailySalesListSchema>;
