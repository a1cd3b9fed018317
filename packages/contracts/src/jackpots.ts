import { z } from 'zod';
import { BirrSchema, birrAmountOrZero, IdSchema, IsoTimeSchema } from './common';

export const JACKPOT_MESSAGES = {
  shopRequired: 'Please select a shop',
  shopInvalid: 'Invalid shop selection',
  bonusAmount: 'Bonus amount must be a valid number',
  status: 'Status must be 1 (active) or 0 (inactive)',
  comingSoon: 'Jackpot Coming Soon',
  active: 'Jackpot',
  notFound: 'Jackpot not found',
} as const;

/** 1 active, 0 inactive. */
export const JackpotStatusSchema = z.union([z.literal(0), z.literal(1)], { error: JACKPOT_MESSAGES.status });
export type JackpotStatus = z.infer<typeof JackpotStatusSchema>;

/**
 * Creating and editing are one save keyed by shop. Without a status a new jackpot is active and an
 * edit keeps the one the jackpot has, so changing the amount never switches a jackpot back on.
 */
export const SaveJackpotSchema = z
  .object({
    shopId: z.uuid({
      error: (iss) =>
        iss.input === undefined || iss.input === ''
          ? JACKPOT_MESSAGES.shopRequired
          : JACKPOT_MESSAGES.shopInvalid,
    }),
    bonusAmount: birrAmountOrZero(JACKPOT_MESSAGES.bonusAmount),
    status: JackpotStatusSchema.optional(),
  })
  .strict();
export type SaveJackpot = z.infer<typeof SaveJackpotSchema>;

/**
 * Optional body of the toggle: the status the screen asks for, so that a second Deactivate from a
 * screen that had not yet seen another Admin's does not switch the jackpot back on. Without it (no
 * body, or `{}`) the status flips, as the spec's jackpot screen calls the route.
 */
export const ToggleJackpotRequestSchema = z
  .object({ status: JackpotStatusSchema.optional() })
  .strict()
  .nullish();
export type ToggleJackpotRequest = z.input<typeof ToggleJackpotRequestSchema>;

export const JackpotSchema = z.object({
  id: IdSchema,
  shopId: IdSchema,
  shopName: z.string(),
  bonusAmount: BirrSchema,
  status: JackpotStatusSchema,
  updatedAt: IsoTimeSchema,
});
export type Jackpot = z.infer<typeof JackpotSchema>;

export const JackpotListSchema = z.object({ items: z.array(JackpotSchema) });
export type JackpotList = z.infer<typeof JackpotListSchema>;

/** What the game screen's banner shows: the shop's active jackpot, or 0 and 'Jackpot Coming Soon'. */
export const MyJackpotSchema = z.object({ bonusAmount: BirrSchema, message: z.string() });
export type MyJackpot = z.infer<typeof MyJackpotSchema>;
