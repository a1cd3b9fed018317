import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  maw?: number;
}

export function SearchInput({ value, onChange, placeholder, maw = 360 }: SearchInputProps) {
  const { t } = useTranslation('common');
  return (
    <TextInput
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      placeholder={placeholder}
      aria-label={placeholder}
      leftSection={<IconSearch size={16} />}
      rightSection={
        value ? <CloseButton size="sm" aria-label={t('Clear search')} onClick={() => onChange('')} /> : null
      }
      maw={maw}
      w="100%"
    />
  );
}

/** Case-insensitive match of a search text against any of the given fields. */
export function matchesSearch(search: string, ...fields: (string | null | undefined)[]): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return fields.some((f) => f?.toLowerCase().includes(needle));
}
