import type { Role } from '@bingo/contracts';

/** The demo network the server seeds on its first start (apps/api/src/seed/demo-network.ts). */
export const DEMO: Record<Role, { email: string; password: string; home: string }> = {
  Admin: { email: 'admin@bingo.et', password: 'admin123', home: '/admin-dashboard' },
  SuperAgent: { email: 'superagent1@bingo.et', password: 'super123', home: '/superagent' },
  Agent: { email: 'agent1@bingo.et', password: 'agent123', home: '/agent' },
  Cashier: { email: 'cashier1@bingo.et', password: 'cashier123', home: '/dashboard' },
};
