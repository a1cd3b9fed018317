import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyedHead, TableFrame } from '@/components/DataTable';

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
    <TableFrame
      verticalSpacing="xs"
      label={label}
      minWidth={minWidth}
      head={<KeyedHead keys={headers} translate={t} />}
    >
      {children}
    </TableFrame>
  );
}
