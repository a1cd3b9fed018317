import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

interface ErrorBannerProps {
  message: string;
  title?: string;
}

/** The red banner the spec uses for load errors; form errors stay inside their modal. */
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
