import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

interface ErrorBannerProps {
  message: string;
  title?: string;
}

/**
 * The red banner the spec uses for load errors; form errors stay inside their modal. The message comes
 * already in the reader's language (messageOf); the router's error screen uses this banner too, so it
 * stays free of the message tables that the sign-in page must not load.
 */
export function ErrorBanner({ message, title }: ErrorBannerProps) {
  return (
    <Alert
      color="red"
      variant="filled"
      icon={<IconAlertCircle size={18} />}
      title={title}
      mb="md"
      role="alert"
    >
      {message}
    </Alert>
  );
}
