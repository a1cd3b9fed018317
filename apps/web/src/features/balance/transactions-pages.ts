/**
 * Each role's own list of money movements: where the dashboards' View All and the bell's "See all
 * transactions" lead. A cashier has none.
 */
export const TRANSACTIONS_PAGES = {
  SuperAgent: { to: '/superagent/balance/transactions' },
  Agent: { to: '/agent/balance' },
  Admin: { to: '/admin/balance', search: { tab: 'history' } },
} as const;
