import { TRANSACTIONS_LIST_MAX } from '@bingo/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Tells the viewer a list of movements stops at the most the server sends, so the oldest are not
 * on screen (nor found by the search); each page that shows it lets the viewer narrow the dates.
 */
export function TransactionsLimitNotice({ count }: { count: number }) {
  const { t } = useTranslation('balance');
  if (count < TRANSACTIONS_LIST_MAX) return null;
  return (
    <Text size="sm" c="dimmed" mb="xs" data-testid="transactions-limit-notice">
      {t('Showing the newest {{limit}} transactions; narrow the dates to see older ones.', {
        limit: TRANSACTIONS_LIST_MAX.toLocaleString('en-US'),
      })}
    </Text>
  );
}
