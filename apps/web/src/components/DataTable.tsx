import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DataTableProps {
  /** The table's accessible name. */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /**
   * Column titles, already in the reader's language; `head` replaces them when the header row needs
   * more than text (sorting). The actions column is the one titled 'Actions' (or its common translation).
   */
  headers?: readonly string[];
  head?: ReactNode;
  /** The rows. */
  children: ReactNode;
}

/** The striped list table of the management pages: one row per record, actions last. */
export function DataTable({ label, minWidth, headers = [], head, children }: DataTableProps) {
  const { t } = useTranslation('common');
  const actions = new Set(['Actions', t('Actions')]);
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {head ??
              headers.map((h) => (
                <Table.Th key={h} data-actions={actions.has(h) || undefined}>
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
