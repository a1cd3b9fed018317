import { and, eq, type SQL } from 'drizzle-orm';
import { shops } from '@/db/schema';
import type { Viewer } from '@/modules/auth/caller';
import { liveShops } from '../shops/live-shops';
import { visibleShops } from '../users/scope';

/**
 * The live shops whose settings and jackpot a viewer may read: those it manages (Admin all, a Super
 * Agent its agents' shops, an Agent its own) and, for a Cashier, the shop it works in.
 */
export function shopScope(viewer: Viewer): SQL | undefined {
  if (viewer.role === 'Cashier') return and(liveShops(), eq(shops.cashierId, viewer.id));
  return visibleShops(viewer);
}
