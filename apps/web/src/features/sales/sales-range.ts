import type { DayRange } from '@/components/DateRangeFields';
import { dayRange, hallDay, monthStart } from '@/lib/format';

/** `?start=yyyy-MM-dd&end=yyyy-MM-dd` on sales pages, so a filtered view can be reloaded or shared. */
export interface SalesRangeSearch {
  start?: string | undefined;
  end?: string | undefined;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOrUndefined = (value: unknown) => (typeof value === 'string' && DAY.test(value) ? value : undefined);

/** The route's search validator; a plain function because route definitions load with the first page. */
export function parseSalesRangeSearch(search: Record<string, unknown>): SalesRangeSearch {
  return { start: dayOrUndefined(search.start), end: dayOrUndefined(search.end) };
}

/** The chosen days, defaulting to this month so far. */
export function resolveSalesRange(search: SalesRangeSearch, today: string = hallDay()): DayRange {
  return { start: search.start ?? monthStart(today), end: search.end ?? today };
}

/** The ISO bounds the API expects for a day range. */
export function salesQueryRange(range: DayRange) {
  return dayRange(range.start, range.end);
}
