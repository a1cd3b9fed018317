import type { DashboardStats } from '@bingo/contracts';
import { count } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { shops } from '@/db/schema';
import type { AuthUser } from '@/plugins/auth';
import { visibleShops, visibleUsers } from '../users/scope';
import { countUsersByRole } from '../users/users.repo';
import { cashiersUnderSuperAgent } from './dashboard.repo';

/** Counts within the caller's part of the network. */
export async function dashboardStats(db: Db, actor: AuthUser): Promise<DashboardStats> {
  const byRole = await countUsersByRole(db, visibleUsers(actor));
  const [shopRow] = await db.select({ n: count() }).from(shops).where(visibleShops(actor));
  // A super agent manages its agents only, but its dashboard still counts the cashiers below them.
  const cashiers = actor.role === 'SuperAgent' ? await cashiersUnderSuperAgent(db, actor.id) : byRole.Cashier;
  const totalSuperAgents = byRole.SuperAgent;
  const totalAgents = byRole.Agent;
  return {
    totalShops: shopRow?.n ?? 0,
    totalSuperAgents,
    totalAgents,
    totalCashiers: cashiers,
    totalUsers: byRole.Admin + totalSuperAgents + totalAgents + cashiers,
  };
}
