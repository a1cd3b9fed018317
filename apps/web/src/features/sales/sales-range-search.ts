// The sales routes' search check imports this file, so it goes into the sign-in page's bundle: it
// holds no import (the date helpers in sales-range.ts would bring lib/format and the engine there).

/** `?start=yyyy-MM-dd&end=yyyy-MM-dd` on sales pages, so a filtered view can be reloaded or shared. */
export interface SalesRangeSearch {
  start?: string | undefined;
  end?: string | undefined;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day of the calendar written yyyy-MM-dd: '2025-13-01' and '2025-02-30' are not ('2025-02-30'
 * would be read as 2 March). Written here so the file stays import-free; a shared day check in lib
 * that brings nothing heavier with it can take its place.
 */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

const dayOrUndefined = (value: unknown) =>
  typeof value === 'string' && isCalendarDay(value) ? value : undefined;

/** The route's search validator; a plain function because route definitions load with the first page. */
export function parseSalesRangeSearch(search: Record<string, unknown>): SalesRangeSearch {
  return { start: dayOrUndefined(search.start), end: dayOrUndefined(search.end) };
}
