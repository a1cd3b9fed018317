import { TRANSACTIONS_LIST_MAX, type TransactionsQuery, type TransactionType } from '@bingo/contracts';
import type { TransactionsSearch } from '@/features/network/transactions-search';
import { dayRange } from '@/lib/format';

/** The API query: the type as is, the days as the hall's 00:00:00.000 to 23:59:59.999. */
export function transactionsQuery(search: TransactionsSearch): TransactionsQuery {
  const query: TransactionsQuery = { limit: TRANSACTIONS_LIST_MAX };
  if (search.type) query.type = search.type satisfies TransactionType;
  if (search.start && search.end) Object.assign(query, dayRange(search.start, search.end));
  return query;
}
