import type { Shift } from '@bingo/contracts';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/MoneyInput';
import { messageOf } from '@/lib/api';
import { useAddCorrection } from './shifts.mutations';

interface CorrectionDialogProps {
  shift: Shift | null;
  onClose: () => void;
}

/** A correction is a new signed entry with its reason; the shift's own count is never changed. */
export function CorrectionDialog({ shift, onClose }: CorrectionDialogProps) {
  const { t } = useTranslation('shifts');
  return (
    <Modal opened={shift !== null} onClose={onClose} title={t('Add Correction')}>
      {/* Mounted per shift: Cancel, or another shift's Correct, starts from empty fields. */}
      {shift ? <CorrectionForm key={shift.id} shift={shift} onClose={onClose} /> : null}
    </Modal>
  );
}

function CorrectionForm({ shift, onClose }: { shift: Shift; onClose: () => void }) {
  const { t } = useTranslation('shifts');
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const add = useAddCorrection();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ id: shift.id, amount: Number(amount), reason }, { onSuccess: onClose });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('Add Correction')}>
      <Stack>
        {add.isError ? (
          <Alert color="red" role="alert">
            {messageOf(add.error)}
          </Alert>
        ) : null}
        <MoneyInput
          label={t('Amount (Br), negative for cash missing')}
          value={amount}
          onChange={setAmount}
          withAsterisk
        />
        <Textarea
          label={t('Reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          withAsterisk
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('Add Correction')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
