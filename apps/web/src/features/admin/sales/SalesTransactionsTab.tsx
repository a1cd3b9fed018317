import type { SalesRecord } from '@bingo/contracts';
import { Button, Group, ScrollArea, Select, Stack, Table } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyedHead } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { SearchableSelect } from '@/components/SearchableSelect';
import { SaleFigureCells } from '@/features/sales/SaleFigureCells';
import { SalesLimitNotice } from '@/features/sales/SalesLimitNotice';
import { useSaleLabels } from '@/features/sales/sale-labels';
import { downloadCsv } from '@/lib/csv';
import { formatDateTime, hallDay } from '@/lib/format';
import { ROLE_LABELS } from '../role-labels';
import { type SellingRole, saleFor } from './sale-attribution';
import { SALES_REPORT_HEADER, SELLING_ROLES, salesReportCsv, salesReportTitle } from './sales-report';

/** The spec's sales table scrolls at 600 px. */
const TABLE_HEIGHT = 600;

interface SalesTransactionsTabProps {
  rows: readonly SalesRecord[];
  /** The most rows the server sends; reaching it means older sales of the range are left out. */
  limit: number;
}

export function SalesTransactionsTab({ rows, limit }: SalesTransactionsTabProps) {
  const { t } = useTranslation('admin');
  useSaleLabels();
  const [userId, setUserId] = useState<string | null>(null);
  const [role, setRole] = useState<SellingRole | null>(null);
  // Each sale under the chosen role's user: its cashier, or the agent or super agent it was made under.
  const counted = rows.map((r) => saleFor(r, role));
  const users = [...new Map(counted.map((r) => [r.userId, r.userName])).entries()]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const shown = counted.filter((r) => !userId || r.userId === userId);
  const chooseRole = (next: string | null) => {
    setRole(SELLING_ROLES.find((r) => r === next) ?? null);
    // The users offered are that role's: a user of another role would match nothing.
    setUserId(null);
  };

  const exportCsv = () => {
    if (shown.length === 0) return;
    downloadCsv(`sales_report_${hallDay()}.csv`, salesReportCsv(shown));
  };

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end" gap="sm">
          <SearchableSelect
            label={t('User')}
            placeholder={t('All Users')}
            data={users}
            value={userId}
            onChange={setUserId}
            clearable
            w={220}
          />
          <Select
            label={t('Role')}
            placeholder={t('All Roles')}
            // i18n-dynamic: role labels are msg() keys in role-labels.ts
            data={SELLING_ROLES.map((r) => ({ value: r, label: t(ROLE_LABELS[r]) }))}
            value={role}
            onChange={chooseRole}
            clearable
            w={180}
          />
        </Group>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          onClick={exportCsv}
          disabled={shown.length === 0}
        >
          {t('Export to CSV')}
        </Button>
      </Group>
      <SalesLimitNotice count={rows.length} limit={limit} />
      {shown.length === 0 ? (
        <EmptyState message={t('No sales found for the selected filters.')} />
      ) : (
        <ScrollArea.Autosize mah={TABLE_HEIGHT} type="auto">
          <Table
            striped
            highlightOnHover
            stickyHeader
            verticalSpacing="xs"
            miw={1000}
            aria-label={t('Sales transactions')}
          >
            <Table.Thead>
              <Table.Tr>
                <KeyedHead keys={SALES_REPORT_HEADER} translate={salesReportTitle} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td fw={500}>{r.userName}</Table.Td>
                  {/* i18n-dynamic: role labels are msg() keys in role-labels.ts */}
                  <Table.Td>{t(ROLE_LABELS[r.userRole])}</Table.Td>
                  <SaleFigureCells sale={r} />
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(r.playedAt)}
                    {' · '}
                    <Link to="/games/$id" params={{ id: r.gameId }}>
                      {t('Replay', { ns: 'sales' })}
                    </Link>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
