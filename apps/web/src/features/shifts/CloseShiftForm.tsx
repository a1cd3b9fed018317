import { CloseShiftSchema, SHIFT_MESSAGES, type Shift } from '@bingo/contracts';
import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '@/i18n/message-text';
import { messageOf } from '@/lib/api';
import { numberFieldValue } from '@/lib/number-field';
import { CashCountInput } from './CashCountInput';
import { ShiftBreakdown } from './ShiftBreakdown';
import { useCloseShift } from './shifts.mutations';
import { shiftQueries } from './shifts.queries';

interface CloseShiftFormProps {
  shift: Shift;
  onClosed: (shift: Shift) => void;
}

/**
 * Closing takes two steps: the count is reviewed against the server's breakdown (with the
 * over/short it would record), then confirmed. Changing the count goes back to the review.
 */
export function CloseShiftForm({ shift, onClosed }: CloseShiftFormProps) {
  const { t } = useTranslation('shifts');
  const [counted, setCounted] = useState<number | string>('');
  const [reviewed, setReviewed] = useState<number | null>(null);
  const [handover, setHandover] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const preview = useQuery({ ...shiftQueries.preview(shift.id, reviewed ?? 0), enabled: reviewed !== null });
  const close = useCloseShift();
  const text = useMessageText();

  const review = (event: FormEvent) => {
    event.preventDefault();
    // The box holds "1450.50" as text until it is left, and Enter sends before that.
    const cash = numberFieldValue(counted) ?? Number.NaN;
    // The contract's own rule, so a count past the largest a drawer may hold is told that limit here.
    const checked = CloseShiftSchema.shape.countedCash.safeParse(cash);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? SHIFT_MESSAGES.countedCash);
      return;
    }
    setError(null);
    // The same count reviewed again asks again: the game that held the close may have ended.
    if (cash === reviewed) void preview.refetch();
    setReviewed(cash);
  };

  const confirm = () => {
    if (reviewed === null) return;
    // The form unmounts once the shift reads as closed, so the result is taken from the promise,
    // which settles whatever happens to this component; a failure shows through close.isError.
    close
      .mutateAsync({ id: shift.id, countedCash: reviewed, handover })
      .then(onClosed)
      .catch(() => undefined);
  };

  return (
    <Stack>
      <form onSubmit={review} noValidate aria-label={t('Close Shift')}>
        <Group align="flex-end">
          <CashCountInput
            label={t('Cash counted at closing (Br)')}
            value={counted}
            onChange={(v) => {
              setCounted(v);
              setReviewed(null);
            }}
            error={error && text(error)}
          />
          <Button type="submit" variant="light" loading={reviewed !== null && preview.isFetching}>
            {t('Review Close')}
          </Button>
        </Group>
      </form>
      {preview.isError ? (
        <Alert color="red" role="alert">
          {messageOf(preview.error)}
        </Alert>
      ) : null}
      {reviewed !== null && preview.data ? (
        <Stack gap="sm" aria-label={t('Close preview')}>
          <Text fw={600}>{t('Check the breakdown before closing')}</Text>
          <ShiftBreakdown
            figures={preview.data.figures}
            countedCash={preview.data.countedCash}
            overShort={preview.data.overShort}
          />
          {preview.data.gameRunning ? (
            // The close's own refusal (409, by its code in Amharic), said before it is tried: no Confirm until the game ends.
            <Alert color="orange" role="alert">
              {text(SHIFT_MESSAGES.gameRunning)}
            </Alert>
          ) : (
            <>
              <Checkbox
                label={t('Hand the counted cash over to the next shift')}
                checked={handover}
                onChange={(e) => setHandover(e.currentTarget.checked)}
              />
              {close.isError ? (
                <Alert color="red" role="alert">
                  {messageOf(close.error)}
                </Alert>
              ) : null}
              <Group justify="flex-end">
                <Button color="red" onClick={confirm} loading={close.isPending}>
                  {t('Confirm Close')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
