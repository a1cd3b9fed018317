import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

interface DashboardTableProps {
  /** The table's accessible name. */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** Column titles; an empty one heads the links column. */
  headers: readonly string[];
  /** The rows. */
  children: ReactNode;
}

/** The compact table every dashboard card shows its few rows in. */
export function DashboardTable({ label, minWidth, headers, children }: DashboardTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header || 'links'} data-actions={header === 'Actions' || undefined}>
                {header || null}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
