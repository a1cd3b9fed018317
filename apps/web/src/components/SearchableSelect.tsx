import { Select, type SelectProps } from '@mantine/core';

export type SearchableSelectProps = Omit<SelectProps, 'searchable' | 'selectFirstOptionOnChange'>;

/**
 * A Select one types a name into. The first option the search finds is highlighted as the text
 * changes, so Enter chooses it; with none highlighted, Enter went on to the form and sent it without
 * the person just typed.
 */
export function SearchableSelect(props: SearchableSelectProps) {
  return <Select {...props} searchable selectFirstOptionOnChange />;
}
