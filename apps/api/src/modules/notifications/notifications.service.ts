import type { Notifications, NotificationsSeen } from '@bingo/contracts';
import { toBirr } from '@bingo/engine';
import type { DbOrTx } from '@/db/client';
import {
  countUnseenCredits,
  latestUnseenCredits,
  markCreditsSeenThrough,
  newestCreditEntry,
} from './notifications.repo';

const SHOWN = 10;

/** The bell counts credits to the caller's balance since it was last opened. */
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
 * Marks seen every credit committed so far. Up to an entry id, not up to now(): a transfer that began
 * before this call and commits after it has a larger entry id, so it still counts as unseen.
 */
export async function markSeen(db: DbOrTx, userId: string): Promise<NotificationsSeen> {
  const entryId = await newestCreditEntry(db, userId);
  if (entryId !== undefined) await markCreditsSeenThrough(db, userId, entryId);
  return { unseenCredits: await countUnseenCredits(db, userId) };
}
