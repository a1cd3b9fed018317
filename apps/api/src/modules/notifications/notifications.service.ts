import type { Notifications, NotificationsSeen } from '@bingo/contracts';
import { toBirr } from '@bingo/engine';
import type { DbOrTx } from '@/db/client';
import { countUnseenCredits, latestUnseenCredits, markCreditsSeen } from './notifications.repo';

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

export async function markSeen(db: DbOrTx, userId: string): Promise<NotificationsSeen> {
  await markCreditsSeen(db, userId);
  return { unseenCredits: 0 };
}
