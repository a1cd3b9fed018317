// The route's search check imports this file, so it goes into the sign-in page's bundle: it imports
// only lib/day-search (no import of its own; the type labels in transactions-filter.ts bring
// i18next, the API query the contracts).
import { searchDayRange } from '@/lib/day-search';

/** `?type=&start=yyyy-MM-dd&end=yyyy-MM-dd` on the All Transactions page, so a view can be reloaded. */
export interface TransactionsSearch {
  type?: 'TopUp' | 'Transfer' | undefined;
  start?: string | undefined;
  end?: string | undefined;
}

const TYPES = ['TopUp', 'Transfer'] as const;

export function parseTransactionsSearch(search: Record<string, unknown>): TransactionsSearch {
  const type = TYPES.find((t) => t === search.type);
  const { start, end } = searchDayRange(search);
  // A range needs both days; half a range (or a day that is no calendar day) is dropped rather than
  // guessed, and the page shows its default.
  return start && end ? { type, start, end } : { type };
}
