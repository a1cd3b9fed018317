import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

interface DataTableProps {
  /** The table's accessible name. */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** Column titles; `head` replaces them when the header row needs more than text (sorting). */
  headers?: readonly string[];
  head?: ReactNode;
  /** The rows. */
  children: ReactNode;
}

/** The striped list table of the management pages: one row per record, actions last. */
export function DataTable({ label, minWidth, headers = [], head, children }: DataTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {head ??
              headers.map((h) => (
                <Table.Th key={h} data-actions={h === 'Actions' || undefined}>
                  {h}
                </Table.Th>
              ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
