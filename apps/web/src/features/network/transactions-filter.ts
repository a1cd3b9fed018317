import type { TransactionsQuery, TransactionType } from '@bingo/contracts';
import { dayRange } from '@/lib/format';

/** `?type=&start=yyyy-MM-dd&end=yyyy-MM-dd` on the All Transactions page, so a view can be reloaded. */
export interface TransactionsSearch {
  type?: 'TopUp' | 'Transfer' | undefined;
  start?: string | undefined;
  end?: string | undefined;
}

export const TYPE_FILTERS: { value: 'TopUp' | 'Transfer'; label: string }[] = [
  { value: 'TopUp', label: 'Top-Up' },
  { value: 'Transfer', label: 'Transfer' },
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (v: unknown) => (typeof v === 'string' && DAY.test(v) ? v : undefined);

export function parseTransactionsSearch(search: Record<string, unknown>): TransactionsSearch {
  const type = TYPE_FILTERS.find((t) => t.value === search.type)?.value;
  const start = day(search.start);
  const end = day(search.end);
  // A range needs both days; half a range is dropped rather than guessed.
  return start && end ? { type, start, end } : { type };
}

/** The API query: the type as is, the days as the hall's 00:00:00.000 to 23:59:59.999. */
export function transactionsQuery(search: TransactionsSearch): TransactionsQuery {
  const query: TransactionsQuery = { limit: 1000 };
  if (search.type) query.type = search.type satisfies TransactionType;
  if (search.start && search.end) Object.assign(query, dayRange(search.start, search.end));
  return query;
}
