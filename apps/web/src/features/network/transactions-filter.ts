import { i18n } from '@/i18n/i18n';

// i18n-namespace: network

// The route's search check imports this file, so it goes into the sign-in page's bundle: it holds
// no value from the contracts (which would bring zod there); the API query is transactions-query.ts.

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
