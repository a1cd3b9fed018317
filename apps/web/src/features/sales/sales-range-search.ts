// The sales routes' search check imports this file, so it goes into the sign-in page's bundle: it
// imports only the import-free day check (the date helpers in sales-range.ts would bring lib/format
// and the engine there).
import { searchDayRange } from '@/lib/day-search';

/** `?start=yyyy-MM-dd&end=yyyy-MM-dd` on sales pages, so a filtered view can be reloaded or shared. */
export interface SalesRangeSearch {
  start?: string | undefined;
  end?: string | undefined;
}

/**
 * The route's search validator; a plain function because route definitions load with the first page.
 * A day not on the calendar is dropped (the page falls back to this month), a reversed range put in
 * order, as on All Transactions.
 */
export const parseSalesRangeSearch = (search: Record<string, unknown>): SalesRangeSearch =>
  searchDayRange(search);
