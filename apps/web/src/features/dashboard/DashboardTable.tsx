import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DashboardTableProps {
  /** The table's accessible name. */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** Column titles as msg() keys of the dashboard namespace; an empty one heads the links column. */
  headers: readonly string[];
  /** The rows. */
  children: ReactNode;
}

/** The compact table every dashboard card shows its few rows in. */
export function DashboardTable({ label, minWidth, headers, children }: DashboardTableProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header || 'links'} data-actions={header === 'Actions' || undefined}>
                {/* i18n-dynamic: headers are msg() keys in the dashboard tables */}
                {header ? t(header) : null}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
