import { Button } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface RowButtonProps {
  onClick: () => void;
  /** What a screen reader says, naming the row ('Edit type index 3'). */
  label?: string;
}

/** A table row's Edit button. */
export function EditButton({ onClick, label }: RowButtonProps) {
  const { t } = useTranslation('common');
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconEdit size={14} />}
      onClick={onClick}
      aria-label={label}
    >
      {t('Edit')}
    </Button>
  );
}

/** A table row's Delete button. */
export function DeleteButton({ onClick, label }: RowButtonProps) {
  const { t } = useTranslation('common');
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      leftSection={<IconTrash size={14} />}
      onClick={onClick}
      aria-label={label}
    >
      {t('Delete')}
    </Button>
  );
}
