import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Asks before a page with unsaved choices is left. */
export function LeaveConfirm({
  opened,
  title,
  message,
  onStay,
  onLeave,
}: {
  opened: boolean;
  title: string;
  message: string;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation('routes');
  return (
    <Modal opened={opened} onClose={onStay} title={title} centered>
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onStay}>
          {t('No')}
        </Button>
        <Button color="red" onClick={onLeave}>
          {t('Yes')}
        </Button>
      </Group>
    </Modal>
  );
}
