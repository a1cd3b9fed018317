import { formatBirr, MAX_BALANCE_BIRR } from '@bingo/engine';
import { z } from 'zod';
import {
  AddressIdSchema,
  BalanceTypeSchema,
  BirrSchema,
  birrAmount,
  IdSchema,
  IsoTimeSchema,
  RoleSchema,
} from './common';
import { dateRangeFields, listLimit, rangeInOrder, rangeIssue } from './period';
import { withoutControlCharacters } from './text';

export const BALANCE_MESSAGES = {
  transferInvalid: 'Please enter valid transfer details',
  topUpInvalid: 'Please select a user and enter a valid amount',
  topUpUnlimited: 'Cannot top-up users with Unlimited balance type',
  insufficientTransfer: 'Insufficient balance for this transfer',
  topUpRole: 'Only Super Agent, Agent and Cashier balances can be topped up',
  receiverInactive: 'This account is inactive. Activate it before sending money to it.',
  notesTooLong: 'Notes must be at most 500 characters',
  idempotencyKeyReused: 'This Idempotency-Key was already used with a different request',
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 200 visible characters',
  receiverBalanceLimit: `This would take the receiver's balance above ${formatBirr(MAX_BALANCE_BIRR * 100)}, the most an account can hold.`,
  senderBalanceLimit: `This would take the sender's balance below -${formatBirr(MAX_BALANCE_BIRR * 100)}, the lowest an Unlimited account can go.`,
} as const;

/**
 * The notes the system stores when none are typed, in English: a record must not depend on the
 * language of the screen that made it. Screens show them translated.
 */
export const STORED_NOTES = {
  toCashier: 'Transfer to cashier',
  toAgent: 'Transfer to agent',
  topUp: 'Admin top-up',
  /** The demo network's first movements. */
  openingFloat: 'Opening float',
} as const;

/**
 * The stored note of a game's commission, by the engine's name of its game type.
 *
 * @example gamePurchaseNote('Any vertical', 12) // 'Game purchase - Any vertical - 12 cards'
 */
export function gamePurchaseNote(gameTypeName: string, cards: number): string {
  return `Game purchase - ${gameTypeName} - ${cards} cards`;
}

const GAME_PURCHASE_NOTE = /^Game purchase - (.+) - (\d+) cards$/;

/** The parts of a note written by gamePurchaseNote, or null for any other text. */
export function readGamePurchaseNote(notes: string): { gameTypeName: string; cards: number } | null {
  const parts = GAME_PURCHASE_NOTE.exec(notes);
  return parts?.[1] && parts[2] ? { gameTypeName: parts[1], cards: Number(parts[2]) } : null;
}

export const TRANSACTION_TYPES = ['TopUp', 'Transfer', 'GamePurchase', 'Reversal'] as const;
export const TransactionTypeSchema = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof TransactionTypeSchema>;

/**
 * How a movement looks from the caller's account: money in, money out, or neither
 * (an Admin viewing movements between other accounts).
 */
export const TransactionDirectionSchema = z.enum(['CREDIT', 'DEBIT', 'NEUTRAL']);
export type TransactionDirection = z.infer<typeof TransactionDirectionSchema>;

const notes = withoutControlCharacters(
  z.string().trim().max(500, { error: BALANCE_MESSAGES.notesTooLong }),
  'Notes',
).optional();

export const BalanceQuerySchema = z.object({ userId: AddressIdSchema.optional() }).strict();
export type BalanceQuery = z.infer<typeof BalanceQuerySchema>;

export const BalanceSchema = z.object({ amount: BirrSchema, balanceType: BalanceTypeSchema });
export type Balance = z.infer<typeof BalanceSchema>;

export const TopUpRequestSchema = z
  .object({
    receiverId: z.uuid({ error: BALANCE_MESSAGES.topUpInvalid }),
    amount: birrAmount(BALANCE_MESSAGES.topUpInvalid),
    notes,
  })
  .strict();
export type TopUpRequest = z.infer<typeof TopUpRequestSchema>;

export const TransferRequestSchema = z
  .object({
    receiverId: z.uuid({ error: BALANCE_MESSAGES.transferInvalid }),
    amount: birrAmount(BALANCE_MESSAGES.transferInvalid),
    notes,
  })
  .strict();
export type TransferRequest = z.infer<typeof TransferRequestSchema>;

/** newBalance is the receiver's after a top-up and the sender's after a transfer. */
export const MoneyMovedSchema = z.object({ newBalance: BirrSchema, transactionId: IdSchema });
export type MoneyMoved = z.infer<typeof MoneyMovedSchema>;

/** Accepts the admin screen's lower-case filter values ('topup', 'transfer') as well. */
const transactionTypeFilter = z.preprocess(
  (v) =>
    typeof v === 'string' ? (TRANSACTION_TYPES.find((t) => t.toLowerCase() === v.toLowerCase()) ?? v) : v,
  TransactionTypeSchema,
);

/** The most movements one answer holds; a list that reaches it leaves older ones out. */
export const TRANSACTIONS_LIST_MAX = 1000;

export const TransactionsQuerySchema = z
  .object({
    type: transactionTypeFilter.optional(),
    /**
     * Only movements with this user: for the Admin, into or out of that user's account; for anyone
     * else, between their own account and that user's. A user outside the caller's scope is 404.
     */
    counterpartyId: AddressIdSchema.optional(),
    ...dateRangeFields,
    limit: listLimit(TRANSACTIONS_LIST_MAX),
  })
  .strict()
  .refine(rangeInOrder, rangeIssue);
export type TransactionsQuery = z.infer<typeof TransactionsQuerySchema>;

export const TransactionSchema = z.object({
  id: IdSchema,
  createdAt: IsoTimeSchema,
  type: TransactionTypeSchema,
  /** A system account is named 'issuance' or 'revenue' here. */
  senderEmail: z.string(),
  receiverEmail: z.string(),
  senderId: IdSchema.nullable(),
  receiverId: IdSchema.nullable(),
  amount: BirrSchema,
  notes: z.string().nullable(),
  direction: TransactionDirectionSchema,
});
export type Transaction = z.infer<typeof TransactionSchema>;

export const TransactionListSchema = z.object({ items: z.array(TransactionSchema) });
export type TransactionList = z.infer<typeof TransactionListSchema>;

export const SetBalanceTypeRequestSchema = z
  .object({
    userId: z.uuid({ error: 'Please select a user' }),
    balanceType: BalanceTypeSchema,
  })
  .strict();
export type SetBalanceTypeRequest = z.infer<typeof SetBalanceTypeRequestSchema>;

export const BalanceTypeChangedSchema = z.object({
  userId: IdSchema,
  amount: BirrSchema,
  balanceType: BalanceTypeSchema,
});
export type BalanceTypeChanged = z.infer<typeof BalanceTypeChangedSchema>;

export const BalanceOverviewUserSchema = z.object({
  id: IdSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: RoleSchema,
  isActive: z.boolean(),
  balance: BirrSchema,
  balanceType: BalanceTypeSchema,
});
export type BalanceOverviewUser = z.infer<typeof BalanceOverviewUserSchema>;

/** totalSystemBalance is the sum of every user's balance (the system accounts are left out). */
export const BalanceOverviewSchema = z.object({
  items: z.array(BalanceOverviewUserSchema),
  totalSystemBalance: BirrSchema,
  totalUsers: z.number().int(),
});
export type BalanceOverview = z.infer<typeof BalanceOverviewSchema>;

/**
 * Optional on every money-moving POST; a retry with the same key replays the first answer.
 * Loose, because the validated headers replace the request's and must keep Authorization.
 */
export const IdempotencyHeadersSchema = z
  .object({
    'idempotency-key': z
      .string()
      .regex(/^[\x21-\x7e]{1,200}$/, { error: BALANCE_MESSAGES.idempotencyKeyInvalid })
      .optional(),
  })
  .loose();
export type IdempotencyHeaders = z.infer<typeof IdempotencyHeadersSchema>;
