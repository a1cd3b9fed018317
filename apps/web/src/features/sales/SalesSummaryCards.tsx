import type { SalesSummary } from '@bingo/contracts';
import { SimpleGrid } from '@mantine/core';
import { IconCards, IconCash, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/StatCard';
import { formatBirr, MISSING_FIGURE } from '@/lib/format';

interface SalesSummaryCardsProps {
  summary: SalesSummary | undefined;
  loading: boolean;
}

/**
 * The range's three tiles: skeletons while the summary loads, and '—' with no line under them once
 * it failed (the page's banner says why), never a zero it does not know.
 */
export function SalesSummaryCards({ summary, loading }: SalesSummaryCardsProps) {
  const { t } = useTranslation('sales');
  const games = summary?.totalGames ?? 0;
  const cards = summary?.totalCards ?? 0;
  const average = games > 0 ? cards / games : 0;
  const known = (text: (s: SalesSummary) => string) => (summary ? text(summary) : undefined);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} mb="lg">
      <StatCard
        label={t('Total Sales')}
        loading={loading}
        value={known((s) => formatBirr(s.totalRevenue)) ?? MISSING_FIGURE}
        description={known(() =>
          games === 1 ? t('{{games}} sale', { games }) : t('{{games}} sales', { games }),
        )}
        icon={<IconCash size={22} />}
        color="green"
      />
      <StatCard
        label={t('Total Cards Sold')}
        loading={loading}
        value={known(() => cards.toLocaleString('en-US')) ?? MISSING_FIGURE}
        description={known(() =>
          t('Average {{average}} per sale', {
            average: average.toLocaleString('en-US', { maximumFractionDigits: 1 }),
          }),
        )}
        icon={<IconCards size={22} />}
        color="blue"
      />
      <StatCard
        label={t('Total Winnings')}
        loading={loading}
        value={known((s) => formatBirr(s.totalWinnings)) ?? MISSING_FIGURE}
        description={known((s) => t('Net {{amount}}', { amount: formatBirr(s.totalNet) }))}
        icon={<IconTrophy size={22} />}
        color="orange"
      />
    </SimpleGrid>
  );
}
