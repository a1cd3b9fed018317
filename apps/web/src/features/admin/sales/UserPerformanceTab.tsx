import type { UserSalesSummary } from '@bingo/contracts';
import { Button, Group, Stack, Table } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { downloadCsv } from '@/lib/csv';
import { formatBirr, hallDay } from '@/lib/format';
import { ROLE_LABELS } from '../role-labels';
import { averagePerGame, USER_PERFORMANCE_HEADER, userPerformanceCsv } from './sales-report';

export function UserPerformanceTab({ users }: { users: readonly UserSalesSummary[] }) {
  const { t } = useTranslation('admin');
  const ranked = [...users].sort((a, b) => b.totalRevenue - a.totalRevenue);
  const exportCsv = () => {
    if (ranked.length === 0) return;
    downloadCsv(`user_performance_${hallDay()}.csv`, userPerformanceCsv(ranked));
  };
  return (
    <Stack>
      <Group justify="flex-end">
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          onClick={exportCsv}
          disabled={ranked.length === 0}
        >
          {t('Export to CSV')}
        </Button>
      </Group>
      {ranked.length === 0 ? (
        <EmptyState message={t('No sales found for the selected dates.')} />
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('User performance')}>
            <Table.Thead>
              <Table.Tr>
                {USER_PERFORMANCE_HEADER.map((h) => (
                  // i18n-dynamic: the headers are msg() keys in sales-report.ts
                  <Table.Th key={h}>{t(h)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ranked.map((u) => (
                <Table.Tr key={u.userId}>
                  <Table.Td fw={500}>{u.userName}</Table.Td>
                  {/* i18n-dynamic: role labels are msg() keys in role-labels.ts */}
                  <Table.Td>{t(ROLE_LABELS[u.userRole])}</Table.Td>
                  <Table.Td>{u.totalGames}</Table.Td>
                  <Table.Td>{u.totalCards}</Table.Td>
                  <Table.Td>{formatBirr(u.totalRevenue)}</Table.Td>
                  <Table.Td>{formatBirr(u.totalCommission)}</Table.Td>
                  <Table.Td>{formatBirr(u.totalWinnings)}</Table.Td>
                  <Table.Td>{formatBirr(u.totalBonus)}</Table.Td>
                  <Table.Td>{formatBirr(averagePerGame(u.totalRevenue, u.totalGames))}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
