import type { SalesRecord } from '@bingo/contracts';
import type { SELLING_ROLES } from './sales-report';

export type SellingRole = (typeof SELLING_ROLES)[number];

/**
 * A sale as counted for one role, as Revenue by Role counts it (DESIGN §5.5): for its cashier (the
 * seller, as listed), or for the agent or super agent it was made under. The Admin's role filter
 * shows each sale under that role's user, so every role it offers finds the sales of the range.
 */
export function saleFor(sale: SalesRecord, role: SellingRole | null): SalesRecord {
  if (role === 'Agent') return { ...sale, userId: sale.agentId, userName: sale.agentName, userRole: 'Agent' };
  if (role === 'SuperAgent') {
    return { ...sale, userId: sale.superAgentId, userName: sale.superAgentName, userRole: 'SuperAgent' };
  }
  return sale;
}
