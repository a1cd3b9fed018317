import { TRANSACTIONS_LIST_MAX, type TransactionsQuery, type TransactionType } from '@bingo/contracts';
import { i18n } from '@/i18n/i18n';
import { dayRange } from '@/lib/format';

// i18n-namespace: network

/** `?type=&start=yyyy-MM-dd&end=yyyy-MM-dd` on the All Transactions page, so a view can be reloaded. */
export interface TransactionsSearch {
  type?: 'TopUp' | 'Transfer' | undefined;
  start?: string | undefined;
  end?: string | undefined;
}

const networkT = () => i18n.getFixedT(null, 'network');

/** The type choices; each label is read in the current language whenever the select draws it. */
export const TYPE_FILTERS: { value: 'TopUp' | 'Transfer'; readonly label: string }[] = [
  {
    value: 'TopUp',
    get label() {
      const t = networkT();
      return t('Top-Up');
    },
  },
  {
    value: 'Transfer',
    get label() {
      const t = networkT();
      return t('Transfer');
    },
  },
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
  const query: TransactionsQuery = { limit: TRANSACTIONS_LIST_MAX };
  if (search.type) query.type = search.type satisfies TransactionType;
  if (search.start && search.end) Object.assign(query, dayRange(search.start, search.end));
  return query;
}
