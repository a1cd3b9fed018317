import { z } from 'zod';
import { fromYearOne } from './common';

// Defined once, so the transactions and the sales lists read a period and refuse a bad one in the
// same words.

const boundOf = (name: 'startDate' | 'endDate') => {
  const error = `${name} must be an ISO date-time`;
  return z.iso.datetime({ offset: true, error }).refine(fromYearOne, { error }).optional();
};

/** A period's optional bounds; the screens send the start and end of the hall's local day. */
export const dateRangeFields = { startDate: boundOf('startDate'), endDate: boundOf('endDate') };

/** With `rangeIssue`, the check every period query ends with: a start after the end is refused. */
export const rangeInOrder = (q: { startDate?: string | undefined; endDate?: string | undefined }) =>
  !q.startDate || !q.endDate || Date.parse(q.startDate) <= Date.parse(q.endDate);
export const rangeIssue = { error: 'startDate must not be after endDate', path: ['endDate'] };

/**
 * A list query's row limit: a whole number from 1 to `max`, from the query string. Every refusal
 * (a fraction, a word) gets the one message, as Type Index does, rather than zod's type wording.
 */
export const listLimit = (max: number) => {
  const error = `limit must be between 1 and ${max}`;
  return z.coerce.number({ error }).int({ error }).min(1, { error }).max(max, { error }).optional();
};

export const DateRangeQuerySchema = z.object(dateRangeFields).strict().refine(rangeInOrder, rangeIssue);
export type DateRangeQuery = z.infer<typeof DateRangeQuerySchema>;
