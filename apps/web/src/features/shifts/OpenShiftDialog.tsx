import { SHIFT_MESSAGES, type Shift, type ShiftHandover } from '@bingo/contracts';
import { Alert, Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { messageOf } from '../../lib/api';
import { formatBirr, formatDateTime } from '../../lib/format';
import { useOpenShift } from './shifts.mutations';

interface OpenShiftDialogProps {
  opened: boolean;
  /** Cash the shop's last shift left in the drawer: the float starts from it. */
  handover: ShiftHandover | null;
  /** Shown above the form, e.g. why a game could not start yet. */
  reason?: string;
  onClose: () => void;
  onOpened: (shift: Shift) => void;
}

/**
 * Opens a shift with the cash counted in the drawer, in one dialog. The game screens show it when
 * Start is pressed with no open shift.
 */
export function OpenShiftDialog({ opened, handover, reason, onClose, onOpened }: OpenShiftDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Open Shift" closeOnClickOutside={false}>
      {opened ? (
        <OpenShiftForm handover={handover} reason={reason} onClose={onClose} onOpened={onOpened} />
      ) : null}
    </Modal>
  );
}

function OpenShiftForm({ handover, reason, onClose, onOpened }: Omit<OpenShiftDialogProps, 'opened'>) {
  const [float, setFloat] = useState<number | string>(handover?.countedCash ?? '');
  const [error, setError] = useState<string | null>(null);
  const open = useOpenShift();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = typeof float === 'number' ? float : Number.NaN;
    if (!Number.isFinite(amount) || amount < 0) {
      setError(SHIFT_MESSAGES.openingFloat);
      return;
    }
    setError(null);
    open.mutate({ openingFloat: amount }, { onSuccess: (shift) => onOpened(shift) });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Open Shift">
      <Stack>
        {reason ? <Text size="sm">{reason}</Text> : null}
        {open.isError ? (
          <Alert color="red" role="alert">
            {messageOf(open.error)}
          </Alert>
        ) : null}
        {handover ? (
          <SimpleGrid cols={2} aria-label="Handover">
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                Handed over by {handover.cashierName}, {formatDateTime(handover.closedAt)}
              </Text>
              <Text fw={700}>{formatBirr(handover.countedCash)}</Text>
            </Stack>
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                Counted now
              </Text>
              <Text fw={700}>{typeof float === 'number' ? formatBirr(float) : '—'}</Text>
            </Stack>
          </SimpleGrid>
        ) : null}
        <NumberInput
          label="Cash counted in the drawer (Br)"
          value={float}
          onChange={setFloat}
          min={0}
          step={0.01}
          decimalScale={2}
          thousandSeparator=","
          clampBehavior="none"
          error={error}
          withAsterisk
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={open.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={open.isPending}>
            Open Shift
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
