import type { DayRange } from '@/components/DateRangeFields';
import { dayRange, hallDay, monthStart } from '@/lib/format';
import type { SalesRangeSearch } from './sales-range-search';

/** The chosen days, defaulting to this month so far. */
export function resolveSalesRange(search: SalesRangeSearch, today: string = hallDay()): DayRange {
  return { start: search.start ?? monthStart(today), end: search.end ?? today };
}

/** The ISO bounds the API expects for a day range. */
export function salesQueryRange(range: DayRange) {
  return dayRange(range.start, range.end);
}
