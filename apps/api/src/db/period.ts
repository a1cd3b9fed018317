import { and, gte, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A date filter as the screens send it: ISO instants, the end being the last millisecond of a day. */
export type PeriodQuery = { startDate?: string | undefined; endDate?: string | undefined };

/** From an instant, up to but not including another. */
export type Period = { from?: Date | undefined; before?: Date | undefined };

/**
 * The spec's end of a day is 23:59:59.999, but the database keeps microseconds: the period runs up
 * to the end of that last millisecond, so a row stamped 23:59:59.9995 belongs to its day instead of
 * to none.
 */
export function periodOf(q: PeriodQuery): Period {
  return {
    from: q.startDate ? new Date(q.startDate) : undefined,
    before: q.endDate ? new Date(new Date(q.endDate).getTime() + 1) : undefined,
  };
}

export function inPeriod(column: AnyPgColumn, p: Period): SQL | undefined {
  return and(p.from ? gte(column, p.from) : undefined, p.before ? lt(column, p.before) : undefined);
}
