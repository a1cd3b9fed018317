import { MAX_RATE_TYPE_INDEX, MIN_RATE_TYPE_INDEX, santimOf } from '@bingo/engine';
import { z } from 'zod';
import { IdSchema, IsoTimeSchema } from './common';

export const COMMISSION_MESSAGES = {
  typeIndexRequired: 'Type Index is required',
  typeIndexRange: `Type Index must be between ${MIN_RATE_TYPE_INDEX} and ${MAX_RATE_TYPE_INDEX}`,
  rateRequired: 'Rate is required',
  rateRange: 'Rate must be between 0 and 100',
  notFound: 'Commission rate not found',
} as const;

const missing = (input: unknown) => input === undefined || input === null || input === '';

export const TypeIndexSchema = z
  .number({
    error: (iss) =>
      missing(iss.input) ? COMMISSION_MESSAGES.typeIndexRequired : COMMISSION_MESSAGES.typeIndexRange,
  })
  .int({ error: COMMISSION_MESSAGES.typeIndexRange })
  .min(MIN_RATE_TYPE_INDEX, { error: COMMISSION_MESSAGES.typeIndexRange })
  .max(MAX_RATE_TYPE_INDEX, { error: COMMISSION_MESSAGES.typeIndexRange });

/** A percentage with at most two decimals (the screen steps by 0.01), float noise forgiven like an amount's. */
export const RatePercentSchema = z
  .number({
    error: (iss) => (missing(iss.input) ? COMMISSION_MESSAGES.rateRequired : COMMISSION_MESSAGES.rateRange),
  })
  .min(0, { error: COMMISSION_MESSAGES.rateRange })
  .max(100, { error: COMMISSION_MESSAGES.rateRange })
  // Hundredths of a percent by the same rule as santim of an amount.
  .refine((n) => santimOf(n) !== null, { error: COMMISSION_MESSAGES.rateRange });

export const CommissionRateSchema = z.object({
  id: IdSchema,
  typeIndex: z.number().int(),
  rate: z.number(),
  createdAt: IsoTimeSchema,
  updatedAt: IsoTimeSchema,
});
export type CommissionRate = z.infer<typeof CommissionRateSchema>;

export const CommissionRateListSchema = z.object({ items: z.array(CommissionRateSchema) });
export type CommissionRateList = z.infer<typeof CommissionRateListSchema>;

/** Saving is keyed by typeIndex: a second save for the same tier replaces its rate. */
export const SaveCommissionRateSchema = z
  .object({ typeIndex: TypeIndexSchema, rate: RatePercentSchema })
  .strict();
export type SaveCommissionRate = z.infer<typeof SaveCommissionRateSchema>;

/** The tier is read-only on edit, so only the rate travels in the body. */
export const UpdateCommissionRateSchema = z.object({ rate: RatePercentSchema }).strict();
export type UpdateCommissionRate = z.infer<typeof UpdateCommissionRateSchema>;

export const TypeIndexParamsSchema = z
  .object({
    typeIndex: z.coerce
      .number({ error: COMMISSION_MESSAGES.typeIndexRange })
      .int({ error: COMMISSION_MESSAGES.typeIndexRange })
      .min(MIN_RATE_TYPE_INDEX, { error: COMMISSION_MESSAGES.typeIndexRange })
      .max(MAX_RATE_TYPE_INDEX, { error: COMMISSION_MESSAGES.typeIndexRange }),
  })
  .strict();
export type TypeIndexParams = z.infer<typeof TypeIndexParamsSchema>;
