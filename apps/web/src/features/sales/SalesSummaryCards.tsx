import type { SalesSummary } from '@bingo/contracts';
import { SimpleGrid } from '@mantine/core';
import { IconCards, IconCash, IconTrophy } from '@tabler/icons-react';
import { StatCard } from '@/components/StatCard';
import { formatBirr, subtractBirr } from '@/lib/format';

interface SalesSummaryCardsProps {
  summary: SalesSummary | undefined;
  loading: boolean;
}

export function SalesSummaryCards({ summary, loading }: SalesSummaryCardsProps) {
  const games = summary?.totalGames ?? 0;
  const cards = summary?.totalCards ?? 0;
  const average = games > 0 ? cards / games : 0;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} mb="lg">
      <StatCard
        label="Total Sales"
        loading={loading}
        value={formatBirr(summary?.totalRevenue ?? 0)}
        description={`${games} ${games === 1 ? 'sale' : 'sales'}`}
        icon={<IconCash size={22} />}
        color="green"
      />
      <StatCard
        label="Total Cards Sold"
        loading={loading}
        value={cards.toLocaleString('en-US')}
        description={`Average ${average.toLocaleString('en-US', { maximumFractionDigits: 1 })} per sale`}
        icon={<IconCards size={22} />}
        color="blue"
      />
      <StatCard
        label="Total Winnings"
        loading={loading}
        value={formatBirr(summary?.totalWinnings ?? 0)}
        description={`Net ${formatBirr(subtractBirr(summary?.totalRevenue ?? 0, summary?.totalWinnings ?? 0))}`}
        icon={<IconTrophy size={22} />}
        color="orange"
      />
    </SimpleGrid>
  );
}
