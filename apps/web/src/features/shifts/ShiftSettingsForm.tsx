import { ShiftSettingsSchema } from '@bingo/contracts';
import { Alert, Button, Group, Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/MoneyInput';
import { WholeNumberInput } from '@/components/WholeNumberInput';
import { messageOf } from '@/lib/api';
import { type NumberField, numberFieldValue, wholeNumberValue } from '@/lib/number-field';
import { fieldErrors } from '@/lib/zod-errors';
import { useSaveShiftSettings } from './shifts.mutations';
import { shiftQueries } from './shifts.queries';

/** The agent's own flag limits: over/short beyond the threshold, more abandoned games than allowed. */
export function ShiftSettingsForm() {
  const { t } = useTranslation('shifts');
  const settings = useQuery(shiftQueries.settings());
  const save = useSaveShiftSettings();
  const [threshold, setThreshold] = useState<NumberField>('');
  const [maxAbandoned, setMaxAbandoned] = useState<NumberField>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!settings.data) return;
    setThreshold(settings.data.overShortThreshold);
    setMaxAbandoned(settings.data.maxAbandonedGames);
  }, [settings.data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An emptied field is a missing value, never a 0 that would flag every shift.
    const values = {
      overShortThreshold: numberFieldValue(threshold),
      maxAbandonedGames: wholeNumberValue(maxAbandoned),
    };
    const parsed = ShiftSettingsSchema.safeParse(values);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    if (parsed.success) save.mutate(parsed.data);
  };

  return (
    <Paper withBorder p="md" mb="lg">
      <Title order={4} mb="xs">
        {t('Flags')}
      </Title>
      <form onSubmit={submit} noValidate aria-label={t('Shift flags')}>
        <Group align="flex-end">
          <MoneyInput
            label={t('Over/short threshold (Br)')}
            value={threshold}
            onChange={setThreshold}
            error={errors.overShortThreshold}
            min={0}
          />
          <WholeNumberInput
            label={t('Abandoned games allowed per shift')}
            value={maxAbandoned}
            onChange={setMaxAbandoned}
            error={errors.maxAbandonedGames}
            min={0}
          />
          <Button type="submit" loading={save.isPending}>
            {t('Save')}
          </Button>
          {save.isSuccess ? (
            <Text size="sm" c="green.8" role="status">
              {t('Saved')}
            </Text>
          ) : null}
        </Group>
        {save.isError ? (
          <Alert color="red" role="alert" mt="sm">
            {messageOf(save.error)}
          </Alert>
        ) : null}
      </form>
    </Paper>
  );
}
