import { formatBirr, santimOf } from '@bingo/engine';
import { z } from 'zod';
import {
  AddressIdSchema,
  BirrSchema,
  birrAmountOrZero,
  fromYearOne,
  IdSchema,
  IsoTimeSchema,
  MAX_BIRR,
} from './common';
import { withoutControlCharacters } from './text';

export const SHIFT_MESSAGES = {
  alreadyOpen: 'You already have an open shift',
  alreadyClosed: 'This shift is already closed',
  gameRunning: 'Finish or end the running game before closing the shift',
  needShift: 'Open a shift before starting a game',
  openingFloat: 'Enter the cash counted in the drawer (0 or more, at most 2 decimals)',
  countedCash: 'Enter the cash counted in the drawer (0 or more, at most 2 decimals)',
  cashTooLarge: `The cash counted must be at most ${formatBirr(MAX_BIRR * 100)}`,
  correctionAmount: 'The correction must be a non-zero amount in Birr with at most 2 decimals',
  correctionReason: 'Give a reason for the correction (3 to 500 characters)',
  date: 'date must be a day as YYYY-MM-DD',
  threshold: 'The threshold must be 0 or more Birr with at most 2 decimals',
  maxAbandoned: 'The number of abandoned games must be a whole number from 0 to 1000',
  settingsAgentOnly: 'Only an agent sets the flags of its cashiers’ shifts',
} as const;

/** Flags start from these until an agent sets its own. */
export const DEFAULT_SHIFT_SETTINGS = { overShortThreshold: 50, maxAbandonedGames: 2 } as const;

/** A game abandoned after this many calls is flagged for the agent. */
export const LATE_ABANDON_CALLS = 10;

/** A count of the drawer's cash, in Birr. */
const cashCount = (message: string) => birrAmountOrZero(message, SHIFT_MESSAGES.cashTooLarge);

export const OpenShiftSchema = z.object({ openingFloat: cashCount(SHIFT_MESSAGES.openingFloat) }).strict();
export type OpenShift = z.infer<typeof OpenShiftSchema>;

export const CloseShiftSchema = z
  .object({
    countedCash: cashCount(SHIFT_MESSAGES.countedCash),
    /** Leave the counted cash in the drawer as the float of the shop's next shift. */
    handover: z.boolean().optional(),
  })
  .strict();
export type CloseShift = z.infer<typeof CloseShiftSchema>;

/**
 * The count as the query string carries it: plain digits with up to 2 decimals. Number() would also
 * read '' and ' ' as 0, '0x10' as 16 and '1e3' as 1000, counts nobody typed.
 */
export const ClosePreviewQuerySchema = z
  .object({
    countedCash: z
      .string({ error: SHIFT_MESSAGES.countedCash })
      .regex(/^\d+(\.\d{1,2})?$/, { error: SHIFT_MESSAGES.countedCash })
      .transform(Number)
      .pipe(cashCount(SHIFT_MESSAGES.countedCash)),
  })
  .strict();
export type ClosePreviewQuery = z.infer<typeof ClosePreviewQuerySchema>;

export const ShiftCorrectionInputSchema = z
  .object({
    amount: z
      .number({ error: SHIFT_MESSAGES.correctionAmount })
      .finite({ error: SHIFT_MESSAGES.correctionAmount })
      .min(-MAX_BIRR, { error: SHIFT_MESSAGES.correctionAmount })
      .max(MAX_BIRR, { error: SHIFT_MESSAGES.correctionAmount })
      // The engine's one rule for money, signed: a whole number of santim, and not zero santim
      // (-1e-12 is float noise around zero, no correction).
      .refine(
        (n) => {
          const santim = santimOf(n);
          return santim !== null && santim !== 0;
        },
        { error: SHIFT_MESSAGES.correctionAmount },
      ),
    // Written into the audit chain and printed on the shift report, so held to the text rule too.
    reason: withoutControlCharacters(
      z
        .string({ error: SHIFT_MESSAGES.correctionReason })
        .trim()
        .min(3, { error: SHIFT_MESSAGES.correctionReason })
        .max(500, { error: SHIFT_MESSAGES.correctionReason }),
      'Reason',
    ),
  })
  .strict();
export type ShiftCorrectionInput = z.infer<typeof ShiftCorrectionInputSchema>;

export const ShiftListQuerySchema = z
  .object({
    date: z.iso.date({ error: SHIFT_MESSAGES.date }).refine(fromYearOne, { error: SHIFT_MESSAGES.date }),
    cashierId: AddressIdSchema.optional(),
  })
  .strict();
export type ShiftListQuery = z.infer<typeof ShiftListQuerySchema>;

export const ShiftSettingsSchema = z
  .object({
    overShortThreshold: birrAmountOrZero(SHIFT_MESSAGES.threshold),
    maxAbandonedGames: z
      .number({ error: SHIFT_MESSAGES.maxAbandoned })
      .int({ error: SHIFT_MESSAGES.maxAbandoned })
      .min(0, { error: SHIFT_MESSAGES.maxAbandoned })
      .max(1000, { error: SHIFT_MESSAGES.maxAbandoned }),
  })
  .strict();
export type ShiftSettings = z.infer<typeof ShiftSettingsSchema>;

/** What the cashier's sales add up to, for one shift and for a day's shifts alike. */
const salesTakings = {
  games: z.number().int(),
  cards: z.number().int(),
  stakes: BirrSchema,
  prizes: BirrSchema,
  bonuses: BirrSchema,
  refunds: BirrSchema,
  commission: BirrSchema,
};

/**
 * The cash a shift should hold, summed by the server over the cashier's sales while it was open:
 * expectedCash = openingFloat + stakes − prizes − bonuses − refunds.
 */
export const ShiftFiguresSchema = z.object({
  ...salesTakings,
  openingFloat: BirrSchema,
  expectedCash: BirrSchema,
  /** Games the cashier abandoned; not those a manager's deactivation of the cashier ended. */
  abandonedGames: z.number().int(),
  abandonedAfterTenCalls: z.number().int(),
  lateClaims: z.number().int(),
});
export type ShiftFigures = z.infer<typeof ShiftFiguresSchema>;

export const ShiftCorrectionSchema = z.object({
  id: z.number().int(),
  amount: BirrSchema,
  reason: z.string(),
  createdByName: z.string(),
  createdAt: IsoTimeSchema,
});
export type ShiftCorrection = z.infer<typeof ShiftCorrectionSchema>;

export const ShiftFlagsSchema = z.object({
  /** |over/short| is beyond the agent's threshold. */
  overShort: z.boolean(),
  abandonedAfterTenCalls: z.boolean(),
  lateClaim: z.boolean(),
  /** More games abandoned than the agent allows in one shift. */
  manyAbandoned: z.boolean(),
  /** Open after the end of the hall's day it was opened on: still open, or closed on a later day. */
  openPastDayEnd: z.boolean(),
});
export type ShiftFlags = z.infer<typeof ShiftFlagsSchema>;

export const ShiftSchema = z.object({
  id: IdSchema,
  cashierId: IdSchema,
  cashierName: z.string(),
  shopId: IdSchema,
  shopName: z.string(),
  agentId: IdSchema,
  status: z.enum(['Open', 'Closed']),
  openedAt: IsoTimeSchema,
  /**
   * The hall day (YYYY-MM-DD) the shift was opened on. A day's totals count only the shifts opened
   * on it; a shift still open from an earlier day is listed on later days but counted on this one.
   */
  openedOn: z.iso.date(),
  closedAt: IsoTimeSchema.nullable(),
  /** The counted cash of the shift handed over to this one, shown beside its opening float. */
  handedOverCash: BirrSchema.nullable(),
  handover: z.boolean(),
  figures: ShiftFiguresSchema,
  countedCash: BirrSchema.nullable(),
  /** counted − expected at closing; negative is short. */
  overShort: BirrSchema.nullable(),
  corrections: z.array(ShiftCorrectionSchema),
  correctionsTotal: BirrSchema,
  flags: ShiftFlagsSchema,
});
export type Shift = z.infer<typeof ShiftSchema>;

/**
 * The day's shifts added up by the server. Each shift counts on one day only, the one it was opened
 * on, so adding days never counts a game twice. Expected cash, counted cash and over/short cover the
 * closed shifts; the open shifts' expected cash so far is given apart.
 */
export const ShiftTotalsSchema = z.object({
  /** The shifts opened on the day, which the figures below add up. */
  shifts: z.number().int(),
  openShifts: z.number().int(),
  /** Listed shifts opened on an earlier day: shown, but counted in that day's totals, not here. */
  carriedOver: z.number().int(),
  ...salesTakings,
  /** The closed shifts' expected cash, beside their counted cash and over/short. */
  expectedCash: BirrSchema,
  countedCash: BirrSchema,
  overShort: BirrSchema,
  /** What the open shifts' drawers should hold so far; not counted yet, so apart from the above. */
  openExpectedCash: BirrSchema,
  corrections: BirrSchema,
});
export type ShiftTotals = z.infer<typeof ShiftTotalsSchema>;

export const ShiftListSchema = z.object({ items: z.array(ShiftSchema), totals: ShiftTotalsSchema });
export type ShiftList = z.infer<typeof ShiftListSchema>;

/** A closed shift whose counted cash waits in the drawer for the shop's next shift. */
export const ShiftHandoverSchema = z.object({
  shiftId: IdSchema,
  cashierName: z.string(),
  countedCash: BirrSchema,
  closedAt: IsoTimeSchema,
});
export type ShiftHandover = z.infer<typeof ShiftHandoverSchema>;

export const CurrentShiftSchema = z.object({
  shift: ShiftSchema.nullable(),
  handover: ShiftHandoverSchema.nullable(),
});
export type CurrentShift = z.infer<typeof CurrentShiftSchema>;

export const ClosePreviewSchema = z.object({
  figures: ShiftFiguresSchema,
  countedCash: BirrSchema,
  overShort: BirrSchema,
  /** The cashier's game is running: a close now is refused (SHIFT_GAME_RUNNING) until it ends. */
  gameRunning: z.boolean(),
});
export type ClosePreview = z.infer<typeof ClosePreviewSchema>;
