import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadingState } from './LoadingState';
import { SearchInput } from './SearchInput';

export interface SearchableListProps {
  search: string;
  onSearch: (value: string) => void;
  placeholder: string;
  loading: boolean;
  /** Shown instead of the list when no row matches; null when there are rows. */
  empty: ReactNode;
  /** The list (a table of the matching rows). */
  children: ReactNode;
}

/** A management page's panel: the search box over the list, a spinner while it loads. */
export function SearchableList({
  search,
  onSearch,
  placeholder,
  loading,
  empty,
  children,
}: SearchableListProps) {
  return (
    <Paper withBorder p="md">
      <Stack>
        <SearchInput value={search} onChange={onSearch} placeholder={placeholder} />
        {loading ? <LoadingState /> : (empty ?? children)}
      </Stack>
    </Paper>
  );
}
