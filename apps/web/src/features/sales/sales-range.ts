import { z } from 'zod';
import type { DayRange } from '../../components/DateRangeFields';
import { dayRange, hallDay, monthStart } from '../../lib/format';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

/** `?start=yyyy-MM-dd&end=yyyy-MM-dd` on sales pages, so a filtered view can be reloaded or shared. */
export const SalesRangeSearchSchema = z.object({ start: day, end: day });
export type SalesRangeSearch = z.infer<typeof SalesRangeSearchSchema>;

/** The chosen days, defaulting to this month so far. */
export function resolveSalesRange(search: SalesRangeSearch, today: string = hallDay()): DayRange {
  return { start: search.start ?? monthStart(today), end: search.end ?? today };
}

/** The ISO bounds the API expects for a day range. */
export function salesQueryRange(range: DayRange) {
  return dayRange(range.start, range.end);
}
