// Plain functions, not zod: search validators load with the route tree, which the sign-in page loads.

export const BALANCE_TABS = ['overview', 'topup', 'history'] as const;
export type BalanceTab = (typeof BALANCE_TABS)[number];

/** `?tab=topup&userId=...` opens the Top-Up tab with that user chosen. */
export function parseBalanceSearch(search: Record<string, unknown>): { tab?: BalanceTab; userId?: string } {
  const tab = BALANCE_TABS.find((t) => t === search.tab);
  const userId = typeof search.userId === 'string' && search.userId ? search.userId : undefined;
  return { ...(tab ? { tab } : {}), ...(userId ? { userId } : {}) };
}
