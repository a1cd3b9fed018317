import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface SalesLimitNoticeProps {
  /** How many rows the server sent. */
  count: number;
  /** The most rows it sends; reaching it means older sales of the range are left out. */
  limit: number;
}

/** Tells the viewer a list (and its CSV) stops short of the range that the summary counts. */
export function SalesLimitNotice({ count, limit }: SalesLimitNoticeProps) {
  const { t } = useTranslation('sales');
  if (count < limit) return null;
  return (
    <Text size="sm" c="dimmed" mb="sm" data-testid="sales-limit-notice">
      {t('Showing the newest {{limit}} sales of the range; narrow the dates to see older ones.', {
        limit: limit.toLocaleString('en-US'),
      })}
    </Text>
  );
}
