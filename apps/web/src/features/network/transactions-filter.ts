import { i18n } from '@/i18n/i18n';

// i18n-namespace: network

// The type filter's choices for the All Transactions page. Their labels need i18next, which the
// sign-in page goes without, so the route's search check is apart, in transactions-search.ts.

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
