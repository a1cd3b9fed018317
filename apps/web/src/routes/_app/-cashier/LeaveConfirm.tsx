import { Button, Group, Modal, Text } from '@mantine/core';

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
  return (
    <Modal opened={opened} onClose={onStay} title={title} centered>
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onStay}>
          No
        </Button>
        <Button color="red" onClick={onLeave}>
          Yes
        </Button>
      </Group>
    </Modal>
  );
}
