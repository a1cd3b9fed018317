// The route's search check imports this file, so it goes into the sign-in page's bundle: it imports
// only lib/day-search (the contracts' id check would bring zod there).
import { searchDay } from '@/lib/day-search';

/** `?date=yyyy-MM-dd` (a hall day, today when absent) and `?cashierId=` on the Shifts page. */
export interface ShiftsSearch {
  date?: string;
  cashierId?: string;
}

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Keeps a day only when it is a real calendar day (the page's heading formats it, and '2026-13-01'
 * threw there), and a cashier only when it has the shape of an id (any other would only bring the
 * API's refusal instead of the day's shifts). Anything else is dropped: the page shows today, or
 * every cashier.
 */
export function parseShiftsSearch(search: Record<string, unknown>): ShiftsSearch {
  const out: ShiftsSearch = {};
  const date = searchDay(search.date);
  if (date) out.date = date;
  if (typeof search.cashierId === 'string' && ID.test(search.cashierId)) out.cashierId = search.cashierId;
  return out;
}
