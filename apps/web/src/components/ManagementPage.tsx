import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { AddButton } from './AddButton';
import { ErrorBanner } from './ErrorBanner';
import { PageHeader } from './PageHeader';
import { SearchableList, type SearchableListProps } from './SearchableList';
import { SuccessNotice } from './SuccessNotice';

interface ManagementPageProps {
  title: string;
  subtitle?: string;
  /** The header's button for a new record. */
  add: { label: string; onClick: () => void; disabled?: boolean };
  /** Why the list failed to load, in the reader's words; null while it has not. */
  loadError: string | null;
  /** The confirmation after a save or a delete. */
  notice: string | null;
  /** A failure shown above the list, such as a delete the server refused. */
  alert?: ReactNode;
  /** The search box and what the list shows when nothing matches. */
  list: Omit<SearchableListProps, 'children'>;
  /** The table of the matching records. */
  children: ReactNode;
  /** The page's modals. */
  dialogs?: ReactNode;
}

/** An Admin management page: title and Add button, its messages, the searchable list and its modals. */
export function ManagementPage({
  title,
  subtitle,
  add,
  loadError,
  notice,
  alert,
  list,
  children,
  dialogs,
}: ManagementPageProps) {
  return (
    <Stack gap="md">
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <AddButton onClick={add.onClick} disabled={add.disabled}>
            {add.label}
          </AddButton>
        }
      />
      {loadError !== null ? <ErrorBanner message={loadError} /> : null}
      <SuccessNotice message={notice} />
      {alert}
      <SearchableList {...list}>{children}</SearchableList>
      {dialogs}
    </Stack>
  );
}
