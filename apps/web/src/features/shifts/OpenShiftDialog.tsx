import { OpenShiftSchema, SHIFT_MESSAGES, type Shift, type ShiftHandover } from '@bingo/contracts';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '@/i18n/message-text';
import { messageOf } from '@/lib/api';
import { formatBirr, formatDateTime } from '@/lib/format';
import { numberFieldValue } from '@/lib/number-field';
import { CashCountInput } from './CashCountInput';
import { useOpenShift } from './shifts.mutations';
import { shiftQueries } from './shifts.queries';

interface OpenShiftDialogProps {
  opened: boolean;
  /** Shown above the form, e.g. why a game could not start yet. */
  reason?: string;
  onClose: () => void;
  onOpened: (shift: Shift) => void;
}

/**
 * Opens a shift with the cash counted in the drawer, in one dialog. The game screens show it when
 * Start is answered 'Open a shift before starting a game'. Cash handed over by the shop's last shift
 * is shown beside the count and is where the count starts.
 */
export function OpenShiftDialog({ opened, reason, onClose, onOpened }: OpenShiftDialogProps) {
  const { t } = useTranslation('shifts');
  const current = useQuery({ ...shiftQueries.current(), enabled: opened });
  return (
    <Modal opened={opened} onClose={onClose} title={t('Open Shift')} closeOnClickOutside={false}>
      {opened && !current.isPending ? (
        <OpenShiftForm
          handover={current.data?.handover ?? null}
          reason={reason}
          onClose={onClose}
          onOpened={onOpened}
        />
      ) : null}
    </Modal>
  );
}

type OpenShiftFormProps = Omit<OpenShiftDialogProps, 'opened'> & { handover: ShiftHandover | null };

function OpenShiftForm({ handover, reason, onClose, onOpened }: OpenShiftFormProps) {
  const { t } = useTranslation('shifts');
  const [float, setFloat] = useState<number | string>(handover?.countedCash ?? '');
  const [error, setError] = useState<string | null>(null);
  const open = useOpenShift();
  const text = useMessageText();

  // The box holds "1200.50" as text until it is left, and Enter sends before that.
  const amount = numberFieldValue(float) ?? Number.NaN;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The contract's own rule, so a count past the largest a drawer may hold is told that limit here.
    const checked = OpenShiftSchema.shape.openingFloat.safeParse(amount);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? SHIFT_MESSAGES.openingFloat);
      return;
    }
    setError(null);
    open.mutate({ openingFloat: amount }, { onSuccess: (shift) => onOpened(shift) });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('Open Shift')}>
      <Stack>
        {reason ? <Text size="sm">{text(reason)}</Text> : null}
        {open.isError ? (
          <Alert color="red" role="alert">
            {messageOf(open.error)}
          </Alert>
        ) : null}
        {handover ? (
          <SimpleGrid cols={2} aria-label={t('Handover')}>
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {t('Handed over by {{name}}, {{time}}', {
                  name: handover.cashierName,
                  time: formatDateTime(handover.closedAt),
                })}
              </Text>
              <Text fw={700}>{formatBirr(handover.countedCash)}</Text>
            </Stack>
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {t('Counted now')}
              </Text>
              <Text fw={700}>{Number.isFinite(amount) ? formatBirr(amount) : '—'}</Text>
            </Stack>
          </SimpleGrid>
        ) : null}
        <CashCountInput
          label={t('Cash counted in the drawer (Br)')}
          value={float}
          onChange={setFloat}
          error={error && text(error)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={open.isPending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={open.isPending}>
            {t('Open Shift')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
