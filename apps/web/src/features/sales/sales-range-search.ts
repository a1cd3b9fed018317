// The sales routes' search check imports this file, so it goes into the sign-in page's bundle: it
// holds no import (the date helpers in sales-range.ts would bring lib/format and the engine there).

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
