import type { SalesRecord } from '@bingo/contracts';
import type { SELLING_ROLES } from './sales-report';

export type SellingRole = (typeof SELLING_ROLES)[number];

/**
 * A sale as counted for one role, as Revenue by Role counts it (DESIGN §5.5): for its cashier (the
 * seller, as listed), or for the agent or super agent it was made under. The Admin's role filter
 * shows each sale under that role's user, so every role it offers finds the sales of the range.
 */
export function saleFor(sale: SalesRecord, role: SellingRole | null): SalesRecord {
  // The Admin is given both; a sale without them stays its cashier's.
  const { agentId, agentName, superAgentId, superAgentName } = sale;
  if (role === 'Agent' && agentId && agentName) {
    return { ...sale, userId: agentId, userName: agentName, userRole: 'Agent' };
  }
  if (role === 'SuperAgent' && superAgentId && superAgentName) {
    return { ...sale, userId: superAgentId, userName: superAgentName, userRole: 'SuperAgent' };
  }
  return sale;
}
