import { IconWallet } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/StatCard';
import { formatBirr } from '@/lib/format';

interface BalanceStatCardProps {
  amount: number | undefined;
  loading: boolean;
  footer?: ReactNode;
}

export function BalanceStatCard({ amount, loading, footer }: BalanceStatCardProps) {
  const { t } = useTranslation('dashboard');
  return (
    <StatCard
      label={t('Your Balance')}
      loading={loading}
      value={formatBirr(amount ?? 0)}
      icon={<IconWallet size={22} />}
      color="green"
      footer={footer}
    />
  );
}
