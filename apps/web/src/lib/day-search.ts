// Route search checks import this file, so it goes into the sign-in page's bundle: it holds no
// import (lib/format and lib/day-text would bring the engine and dayjs there).

const DAY = /^[1-9]\d{3}-\d{2}-\d{2}$/;

/**
 * A day written in a page's address as 'yyyy-MM-dd' (a four-digit year from 1000), when it is a real
 * calendar day: one that reads back as the same date, so '2026-02-31' (which a Date turns into
 * Mar 3) and '2026-13-01' are not days. Anything else is undefined.
 */
export function searchDay(value: unknown): string | undefined {
  if (typeof value !== 'string' || !DAY.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : undefined;
}

/**
 * The `start` and `end` days of a page's address: each kept only when it is a real day (searchDay),
 * and put in order when both are there and given the wrong way round, so a reversed range reads as
 * the same days rather than reaching the API and failing there.
 */
export function searchDayRange(search: Record<string, unknown>): { start?: string; end?: string } {
  const start = searchDay(search.start);
  const end = searchDay(search.end);
  if (start && end && start > end) return { start: end, end: start };
  return { ...(start ? { start } : {}), ...(end ? { end } : {}) };
}
