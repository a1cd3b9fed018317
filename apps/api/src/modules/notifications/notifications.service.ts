import { NOTIFICATION_MESSAGES, type Notifications, type NotificationsSeen } from '@bingo/contracts';
import { toBirr } from '@bingo/engine';
import type { DbOrTx } from '@/db/client';
import { NotFoundError } from '@/errors';
import {
  countUnseenCredits,
  creditEntry,
  latestUnseenCredits,
  markCreditsSeenThrough,
} from './notifications.repo';

const SHOWN = 10;

/** The bell counts credits to the caller's balance after the last one its menu marked seen. */
export async function notifications(db: DbOrTx, userId: string): Promise<Notifications> {
  const [count, latest] = await Promise.all([
    countUnseenCredits(db, userId),
    latestUnseenCredits(db, userId, SHOWN),
  ]);
  return {
    unseenCredits: count,
    items: latest.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), amount: toBirr(r.amount) })),
  };
}

/**
 * Marks seen what the bell's menu showed: `upTo`, its newest credit, and every credit before it. A
 * credit that arrived after the menu's list was read stays unseen and is counted in the answer.
 * Without `upTo` (a tab from before it existed), every credit committed so far is marked.
 */
export async function markSeen(
  db: DbOrTx,
  userId: string,
  upTo: string | undefined,
): Promise<NotificationsSeen> {
  const entryId = await creditEntry(db, userId, upTo);
  // Someone else's credit, or a money movement out of the caller's account, is not the caller's to mark.
  if (upTo !== undefined && entryId === undefined) {
    throw new NotFoundError(NOTIFICATION_MESSAGES.creditNotFound);
  }
  if (entryId !== undefined) await markCreditsSeenThrough(db, userId, entryId);
  return { unseenCredits: await countUnseenCredits(db, userId) };
}
