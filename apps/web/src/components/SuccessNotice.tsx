import { Alert } from '@mantine/core';
import { useMessageText } from '@/i18n/message-text';

/** The green confirmation after a save, while it has a message to say. */
export function SuccessNotice({ message }: { message: string | null }) {
  const text = useMessageText();
  if (!message) return null;
  return (
    <Alert color="green" role="status">
      {text(message)}
    </Alert>
  );
}
