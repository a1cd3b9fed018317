import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface AddButtonProps {
  onClick: () => void;
  disabled?: boolean;
  /** The button's words ('Add Shop'). */
  children: ReactNode;
}

/** A page header's button that opens the form for a new record. */
export function AddButton({ onClick, disabled, children }: AddButtonProps) {
  return (
    <Button leftSection={<IconPlus size={16} />} onClick={onClick} disabled={disabled}>
      {children}
    </Button>
  );
}
