import { useState } from 'react';

/**
 * A dialog that adds a record or edits one: `dialogProps` opens and closes it, and a save closes it
 * and hands its message on (the page shows it).
 */
export function useRecordDialog<R>(onSaved: (message: string) => void) {
  const [dialog, setDialog] = useState<{ record: R | null } | null>(null);
  return {
    /** The record being edited; null when adding. */
    record: dialog?.record ?? null,
    add: () => setDialog({ record: null }),
    edit: (record: R) => setDialog({ record }),
    dialogProps: {
      opened: dialog !== null,
      onClose: () => setDialog(null),
      onSaved: (message: string) => {
        setDialog(null);
        onSaved(message);
      },
    },
  };
}
