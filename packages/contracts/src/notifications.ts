import { z } from 'zod';
import { TransactionTypeSchema } from './balance';
import { BirrSchema, IdSchema, IsoTimeSchema } from './common';

/** A credit to the caller's balance that arrived after the bell was last opened. */
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

/** The credits still unseen once the call is done: any committed after the newest one it marked. */
export const NotificationsSeenSchema = z.object({ unseenCredits: z.number().int().min(0) });
export type NotificationsSeen = z.infer<typeof NotificationsSeenSchema>;
