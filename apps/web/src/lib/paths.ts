/**
 * The spec's routes that screens link to, in one place. Dashboards and tables build their links
 * here so a renamed page is changed once.
 */
export const paths = {
  admin: {
    superAgents: '/admin/super-agents',
    superAgent: (id: string) => `/admin/super-agents/${id}`,
    agents: '/admin/agents',
    agent: (id: string) => `/admin/agents/${id}`,
    cashiers: '/admin/cashiers',
    cashier: (id: string) => `/admin/cashiers/${id}`,
    shops: '/admin/shops',
    shop: (id: string) => `/admin/shops/${id}`,
    balance: '/admin/balance',
    /** The Top-Up tab with this user chosen. */
    topUp: (userId: string) => `/admin/balance?tab=topup&userId=${userId}`,
    sales: '/admin/sales',
    commission: '/admin/commission',
    gameSettings: '/admin/game-settings',
    jackpot: '/admin/jackpot',
  },
  superAgent: {
    home: '/superagent',
    agents: '/superagent/agents',
    agent: (id: string) => `/superagent/agents/${id}`,
    shops: '/superagent/shops',
    createShop: '/superagent/shops?create=true',
    shop: (id: string) => `/superagent/shops/${id}`,
    balance: '/superagent/balance',
    transfer: (to?: string) =>
      to ? `/superagent/balance/transfer?to=${to}` : '/superagent/balance/transfer',
    transactions: '/superagent/balance/transactions',
  },
  agent: {
    home: '/agent',
    cashiers: '/agent/cashiers',
    shops: '/agent/shops',
    createShop: '/agent/shops?create=true',
    shop: (id: string) => `/agent/shops/${id}`,
    editShop: (id: string) => `/agent/shops/${id}/edit`,
    balance: '/agent/balance',
    /** The balance page opens its transfer modal for this cashier. */
    transferTo: (cashierId: string) => `/agent/balance?to=${cashierId}`,
  },
  sales: '/sales',
  profile: '/profile',
} as const;
