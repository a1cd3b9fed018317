import type { DashboardStats } from '@bingo/contracts';
import type { Db } from '@/db/client';
import type { AuthUser } from '@/modules/auth/caller';
import { visibleShops, visibleUsers } from '../users/scope';
import { countUsersByRole } from '../users/users.repo';
import { cashiersUnderSuperAgent, countShops } from './dashboard.repo';

/** Counts within the caller's part of the network. */
export async function dashboardStats(db: Db, actor: AuthUser): Promise<DashboardStats> {
  const byRole = await countUsersByRole(db, visibleUsers(actor));
  const totalShops = await countShops(db, visibleShops(actor));
  // A super agent manages its agents only, but its dashboard still counts the cashiers below them.
  const cashiers = actor.role === 'SuperAgent' ? await cashiersUnderSuperAgent(db, actor.id) : byRole.Cashier;
  const totalSuperAgents = byRole.SuperAgent;
  const totalAgents = byRole.Agent;
  return {
    totalShops,
    totalSuperAgents,
    totalAgents,
    totalCashiers: cashiers,
    totalUsers: byRole.Admin + totalSuperAgents + totalAgents + cashiers,
  };
}
