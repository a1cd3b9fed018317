import { Table, type TableProps, type TableTbodyProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface TableFrameProps extends Omit<TableProps, 'children'> {
  /** The table's accessible name. */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** The header row's cells. */
  head: ReactNode;
  bodyStyle?: TableTbodyProps['style'];
  /** The rows. */
  children: ReactNode;
}

/** A table that scrolls sideways on narrow screens: one header row, then the rows. */
export function TableFrame({ label, minWidth, head, bodyStyle, children, ...table }: TableFrameProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table {...table} aria-label={label}>
        <Table.Thead>
          <Table.Tr>{head}</Table.Tr>
        </Table.Thead>
        <Table.Tbody style={bodyStyle}>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface KeyedHeadProps {
  /** Column titles as msg() keys of the caller's namespace; an empty one heads a column without title. */
  keys: readonly string[];
  /** The caller's `t`, so the titles come from its own catalog. */
  translate: (key: string) => string;
}

/** Header cells from msg() keys; the column keyed 'Actions' keeps its sticky mark. */
export function KeyedHead({ keys, translate }: KeyedHeadProps) {
  return keys.map((key) => (
    <Table.Th key={key || 'untitled'} data-actions={key === 'Actions' || undefined}>
      {key ? translate(key) : null}
    </Table.Th>
  ));
}

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
    <TableFrame
      striped
      highlightOnHover
      verticalSpacing="sm"
      label={label}
      minWidth={minWidth}
      head={
        head ??
        headers.map((h) => (
          <Table.Th key={h} data-actions={actions.has(h) || undefined}>
            {h}
          </Table.Th>
        ))
      }
    >
      {children}
    </TableFrame>
  );
}
