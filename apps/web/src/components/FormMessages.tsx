import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMessageText } from '@/i18n/message-text';

interface FormMessagesProps {
  error?: string | null;
  /** A second line under the error, e.g. the server's reason. */
  detail?: string | null;
  success?: string | null;
}

/** The error or success line at the top of a modal form. */
export function FormMessages({ error, detail, success }: FormMessagesProps) {
  const text = useMessageText();
  return (
    <>
      {error ? (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} />}
          role="alert"
          title={detail ? text(error) : undefined}
        >
          {text(detail ?? error)}
        </Alert>
      ) : null}
      {success ? (
        <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
          {text(success)}
        </Alert>
      ) : null}
    </>
  );
}
