import { z } from 'zod';
import { TransactionTypeSchema } from './balance';
import { BirrSchema, IdSchema, IsoTimeSchema } from './common';

/** A credit to the caller's balance after the last one the bell's menu marked seen. */
export const UnseenCreditSchema = z.object({
  id: IdSchema,
  createdAt: IsoTimeSchema,
  type: TransactionTypeSchema,
  senderEmail: z.string(),
  amount: BirrSchema,
  notes: z.string().nullable(),
});
export type UnseenCredit = z.infer<typeof UnseenCreditSchema>;

/** unseenCredits counts them all; items holds the latest ten for the bell's menu. */
export const NotificationsSchema = z.object({
  unseenCredits: z.number().int().min(0),
  items: z.array(UnseenCreditSchema),
});
export type Notifications = z.infer<typeof NotificationsSchema>;

export const NOTIFICATION_MESSAGES = {
  creditId: 'upTo must be the id of a credit the bell showed',
  creditNotFound: 'Credit not found',
} as const;

/**
 * `upTo` is the newest credit the bell's menu showed: it and every credit before it count as seen,
 * so one that arrived after the menu's list was read stays new. No body at all marks every credit so
 * far, which is what a tab opened before `upTo` existed still sends.
 */
export const NotificationsSeenRequestSchema = z
  .object({ upTo: z.uuid({ error: NOTIFICATION_MESSAGES.creditId }) })
  .strict()
  .nullish();
export type NotificationsSeenRequest = z.input<typeof NotificationsSeenRequestSchema>;

/** The credits still unseen once the call is done: those that arrived after the menu's list. */
export const NotificationsSeenSchema = z.object({ unseenCredits: z.number().int().min(0) });
export type NotificationsSeen = z.infer<typeof NotificationsSeenSchema>;
