import type { SalesSummary } from '@bingo/contracts';
import { SimpleGrid } from '@mantine/core';
import { IconCards, IconCash, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/StatCard';
import { formatBirr } from '@/lib/format';
import { salesNet } from './sales-net';

interface SalesSummaryCardsProps {
  summary: SalesSummary | undefined;
  loading: boolean;
}

export function SalesSummaryCards({ summary, loading }: SalesSummaryCardsProps) {
  const { t } = useTranslation('sales');
  const games = summary?.totalGames ?? 0;
  const cards = summary?.totalCards ?? 0;
  const average = games > 0 ? cards / games : 0;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} mb="lg">
      <StatCard
        label={t('Total Sales')}
        loading={loading}
        value={formatBirr(summary?.totalRevenue ?? 0)}
        description={games === 1 ? t('{{games}} sale', { games }) : t('{{games}} sales', { games })}
        icon={<IconCash size={22} />}
        color="green"
      />
      <StatCard
        label={t('Total Cards Sold')}
        loading={loading}
        value={cards.toLocaleString('en-US')}
        description={t('Average {{average}} per sale', {
          average: average.toLocaleString('en-US', { maximumFractionDigits: 1 }),
        })}
        icon={<IconCards size={22} />}
        color="blue"
      />
      <StatCard
        label={t('Total Winnings')}
        loading={loading}
        value={formatBirr(summary?.totalWinnings ?? 0)}
        description={t('Net {{amount}}', { amount: formatBirr(summary ? salesNet(summary) : 0) })}
        icon={<IconTrophy size={22} />}
        color="orange"
      />
    </SimpleGrid>
  );
}
