import { Alert } from '@mantine/core';

/** The green confirmation after a save, while it has a message to say. */
export function SuccessNotice({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="green" role="status">
      {message}
    </Alert>
  );
}
