import { isBirrAmount, MAX_BIRR } from '@bingo/engine';
import { z } from 'zod';

export const ROLES = ['Admin', 'SuperAgent', 'Agent', 'Cashier'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

export const BalanceTypeSchema = z.enum(['Limited', 'Unlimited']);
export type BalanceType = z.infer<typeof BalanceTypeSchema>;

export const IdSchema = z.uuid();

/** Said of an id in a path or query that is no id; kept here, since the message tables import this file. */
export const BAD_ID_MESSAGE = 'The id in the address is not valid.';
/** An id a client puts in the address (path or query string), refused with a text screens translate. */
export const AddressIdSchema = z.uuid({ error: BAD_ID_MESSAGE });
export const IdParamsSchema = z.object({ id: AddressIdSchema }).strict();
export type IdParams = z.infer<typeof IdParamsSchema>;

export { MAX_BIRR };

/**
 * An amount of money on the wire: a JSON number in Birr, a whole number of santim (float noise such
 * as 0.30000000000000004 is forgiven), above 0 and at most MAX_BIRR. The rule is the engine's
 * isBirrAmount, so the server's santim conversion never fails on what passed here. `tooLarge`, when
 * given, is what an amount above MAX_BIRR is told instead of `message`, for a field whose `message`
 * speaks of the lower limit only ('… must be greater than 0').
 */
export const birrAmount = (message: string, tooLarge: string = message) =>
  z
    .number({ error: message })
    .positive({ error: message, abort: true })
    .max(MAX_BIRR, { error: tooLarge, abort: true })
    .refine((n) => isBirrAmount(n), { error: message });

/**
 * Like birrAmount, but 0 is allowed (bonus amounts). `tooLarge`, when given, is what an amount above
 * MAX_BIRR is told instead of `message`, for a field where that limit is worth naming.
 */
export const birrAmountOrZero = (message: string, tooLarge: string = message) =>
  z
    .number({ error: message })
    .min(0, { error: message, abort: true })
    .max(MAX_BIRR, { error: tooLarge, abort: true })
    .refine((n) => isBirrAmount(n, { allowZero: true }), { error: message });

/** An amount the server sends: Birr, possibly negative (the issuance account), 2 decimals. */
export const BirrSchema = z.number();

/** Every list answer is an envelope, so it can grow paging fields without breaking clients. */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

/** The one error shape every route sends. `code` is stable (see ERROR_CODES); `message` is English. */
export const ErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  code: z.string(),
  /** The values inside a template text, by name, for screens that translate by code. */
  params: z.record(z.string(), z.string()).optional(),
  message: z.string(),
});
export type ApiError = z.infer<typeof ErrorSchema>;

export const MessageSchema = z.object({ message: z.string() });
export type Message = z.infer<typeof MessageSchema>;

const YEAR_ONE_MS = Date.parse('0001-01-01T00:00:00Z');

/**
 * The ISO patterns take year 0000, which PostgreSQL cannot read (1 BC comes before 1 AD): a day or
 * an instant sent to the database must be on or after 1 January of year 1, in UTC.
 */
export const fromYearOne = (iso: string): boolean => Date.parse(iso) >= YEAR_ONE_MS;

/** Every timestamp an answer carries: ISO 8601 with its offset. */
export const IsoTimeSchema = z.iso.datetime({ offset: true });

/** Header name of the key that makes a money-moving POST safe to retry. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
