import type { Shift } from '@bingo/contracts';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CloseShiftForm } from './CloseShiftForm';

interface CloseShiftDialogProps {
  shift: Shift | null;
  onClose: () => void;
}

/**
 * The agent (or the super agent or Admin above) closes a shift its cashier left open, with the cash
 * counted: the cashier may have gone home, or been deactivated, and an open shift runs into every
 * later day's totals.
 */
export function CloseShiftDialog({ shift, onClose }: CloseShiftDialogProps) {
  const { t } = useTranslation('shifts');
  return (
    <Modal opened={shift !== null} onClose={onClose} title={t('Close Shift')} size="lg">
      {/* Mounted per shift: another shift's Close starts from an empty count. */}
      {shift ? <CloseShiftForm key={shift.id} shift={shift} onClosed={onClose} /> : null}
    </Modal>
  );
}
