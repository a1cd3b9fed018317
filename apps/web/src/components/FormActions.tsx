import { Button, Group, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormActionsProps {
  /** The Cancel button's words, in the form's language. */
  cancelLabel: string;
  onCancel: () => void;
  /** The submit button's words ('Create Agent'). */
  children: ReactNode;
  /** While sending: the submit button spins and Cancel waits. */
  busy: boolean;
  mt?: MantineSpacing;
}

/** A form's closing row: Cancel, then the submit button, on the right. */
export function FormActions({ cancelLabel, onCancel, children, busy, mt }: FormActionsProps) {
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={busy}>
        {children}
      </Button>
    </Group>
  );
}
