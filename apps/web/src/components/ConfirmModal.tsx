import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  color?: string;
  loading?: boolean;
  /** An error from the confirmed action, shown inside the modal. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmModal({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel,
  color = 'red',
  loading,
  error,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  const { t } = useTranslation('common');
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeOnClickOutside={!loading}>
      <Text mb="md">{message}</Text>
      {error ? (
        <Alert color="red" mb="md" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={loading}>
          {cancelLabel ?? t('Cancel')}
        </Button>
        <Button color={color} onClick={onConfirm} loading={loading}>
          {confirmLabel ?? t('Confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
