import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

interface GridFormProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent) => void;
  /** The form checks its fields itself, so the browser's own checks stay off. */
  noValidate?: boolean;
  /** The messages above the fields (saved, failed). */
  messages: ReactNode;
  /** The submit button's words ('Save Changes'). */
  submitLabel: string;
  /** While sending, the submit button spins. */
  loading: boolean;
  /** The fields, two a row from tablets up. */
  children: ReactNode;
}

/** A details form: its messages, its fields in a grid, and the submit button on the right. */
export function GridForm({
  label,
  onSubmit,
  noValidate,
  messages,
  submitLabel,
  loading,
  children,
}: GridFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate={noValidate} aria-label={label}>
      <Stack>
        {messages}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>{children}</SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={loading}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
