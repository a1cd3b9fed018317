// The route's search check imports this file, so it goes into the sign-in page's bundle: it holds
// no import (the type labels in transactions-filter.ts bring i18next, the API query the contracts).

/** `?type=&start=yyyy-MM-dd&end=yyyy-MM-dd` on the All Transactions page, so a view can be reloaded. */
export interface TransactionsSearch {
  type?: 'TopUp' | 'Transfer' | undefined;
  start?: string | undefined;
  end?: string | undefined;
}

const TYPES = ['TopUp', 'Transfer'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (v: unknown) => (typeof v === 'string' && DAY.test(v) ? v : undefined);

export function parseTransactionsSearch(search: Record<string, unknown>): TransactionsSearch {
  const type = TYPES.find((t) => t === search.type);
  const start = day(search.start);
  const end = day(search.end);
  // A range needs both days; half a range is dropped rather than guessed.
  return start && end ? { type, start, end } : { type };
}
