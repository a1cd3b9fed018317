import type { CommissionRate } from '@bingo/contracts';
import { defaultRatePercent, MAX_RATE_TYPE_INDEX, MIN_RATE_TYPE_INDEX } from '@bingo/engine';
import { Alert, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/FormActions';
import { WholeNumberInput } from '@/components/WholeNumberInput';
import { messageOf } from '@/lib/api';
import { type NumberField, wholeNumberValue } from '@/lib/number-field';
import { useSaveCommissionRate } from './commission.mutations';
import { checkCommission } from './commission-form';

interface CommissionRateDialogProps {
  opened: boolean;
  /** The rate to edit; without it the dialog adds one. */
  rate: CommissionRate | null;
  onClose: () => void;
  onSaved: () => void;
}

export function CommissionRateDialog({ opened, rate, onClose, onSaved }: CommissionRateDialogProps) {
  const { t } = useTranslation('commission');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={rate ? t('Edit Commission Rate') : t('Add Commission Rate')}
      closeOnClickOutside={false}
    >
      {opened ? <CommissionRateForm rate={rate} onClose={onClose} onSaved={onSaved} /> : null}
    </Modal>
  );
}

export function CommissionRateForm({ rate, onClose, onSaved }: Omit<CommissionRateDialogProps, 'opened'>) {
  const { t } = useTranslation('commission');
  const editing = rate !== null;
  const [typeIndex, setTypeIndex] = useState<NumberField>(rate?.typeIndex ?? '');
  const [percent, setPercent] = useState<NumberField>(rate?.rate ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveCommissionRate();
  const tier = wholeNumberValue(typeIndex);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCommission(typeIndex, percent);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    save.mutate({ ...checked.body, editing }, { onSuccess: onSaved });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={editing ? t('Edit Commission Rate') : t('Add Commission Rate')}
    >
      <Stack>
        {save.isError ? (
          <Alert color="red" role="alert">
            {t('Failed to save commission rate: {{message}}', { message: messageOf(save.error) })}
          </Alert>
        ) : null}
        <WholeNumberInput
          label={t('Type Index')}
          description={editing ? t('The tier cannot be changed.') : t('The commission tier, 1 to 9.')}
          value={typeIndex}
          onChange={setTypeIndex}
          min={1}
          max={9}
          step={1}
          readOnly={editing}
          variant={editing ? 'filled' : 'default'}
          error={errors.typeIndex}
          withAsterisk
        />
        <NumberInput
          label={t('Rate (%)')}
          value={percent}
          onChange={setPercent}
          min={0}
          max={100}
          step={0.01}
          decimalScale={2}
          clampBehavior="none"
          error={errors.rate}
          withAsterisk
        />
        {tier !== undefined &&
        Number.isInteger(tier) &&
        tier >= MIN_RATE_TYPE_INDEX &&
        tier <= MAX_RATE_TYPE_INDEX ? (
          <Text size="xs" c="dimmed">
            {t('Without a saved rate, type index {{typeIndex}} uses {{rate}}%.', {
              typeIndex: tier,
              rate: defaultRatePercent(tier),
            })}
          </Text>
        ) : null}
        <FormActions cancelLabel={t('Cancel')} onCancel={onClose} busy={save.isPending}>
          {t('Save')}
        </FormActions>
      </Stack>
    </form>
  );
}
