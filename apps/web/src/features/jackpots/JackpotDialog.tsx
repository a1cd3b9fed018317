import type { Jackpot, JackpotStatus, Shop } from '@bingo/contracts';
import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/MoneyInput';
import { SearchableSelect } from '@/components/SearchableSelect';
import { ApiError, messageOf } from '@/lib/api';
import { checkJackpot, initialJackpot, type JackpotValues } from './jackpot-form';
import { useSaveJackpot } from './jackpots.mutations';

interface JackpotDialogProps {
  opened: boolean;
  /** The jackpot to edit; without it the dialog creates one. */
  jackpot: Jackpot | null;
  /** Shops without a jackpot (the create list). */
  freeShops: readonly Shop[];
  onClose: () => void;
  onSaved: (message: string) => void;
}

export function JackpotDialog({ opened, jackpot, freeShops, onClose, onSaved }: JackpotDialogProps) {
  const { t } = useTranslation('jackpots');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={jackpot ? t('Edit Jackpot') : t('Create Jackpot')}
      closeOnClickOutside={false}
    >
      {opened ? (
        <JackpotForm jackpot={jackpot} freeShops={freeShops} onClose={onClose} onSaved={onSaved} />
      ) : null}
    </Modal>
  );
}

export function JackpotForm({ jackpot, freeShops, onClose, onSaved }: Omit<JackpotDialogProps, 'opened'>) {
  const { t } = useTranslation('jackpots');
  const editing = jackpot !== null;
  const [opened] = useState(() => initialJackpot(jackpot));
  const [values, setValues] = useState<JackpotValues>(opened);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveJackpot();
  const failure = editing
    ? t('Failed to update jackpot. Please try again.')
    : t('Failed to create jackpot. Please try again.');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkJackpot(values, opened.status);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.body, {
      onSuccess: () =>
        onSaved(editing ? t('Jackpot updated successfully!') : t('Jackpot created successfully!')),
    });
  };

  const reason = save.error instanceof ApiError && save.error.status < 500 ? messageOf(save.error) : null;

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? t('Edit Jackpot') : t('Create Jackpot')}>
      <Stack>
        {save.isError ? (
          <Alert color="red" role="alert" title={reason ? failure : undefined}>
            {reason ?? failure}
          </Alert>
        ) : null}
        {editing ? (
          <TextInput
            label={t('Shop')}
            value={jackpot.shopName}
            readOnly
            variant="filled"
            error={errors.shopId}
          />
        ) : (
          <SearchableSelect
            label={t('Shop')}
            placeholder={freeShops.length ? t('Select a shop') : t('Every shop already has a jackpot')}
            data={freeShops.map((s) => ({ value: s.id, label: `${s.name} — ${s.city}` }))}
            value={values.shopId || null}
            onChange={(v) => setValues((x) => ({ ...x, shopId: v ?? '' }))}
            error={errors.shopId}
            withAsterisk
          />
        )}
        <MoneyInput
          label={t('Bonus Amount (Br)')}
          description={t('Paid when a game is won within the chosen number of calls')}
          value={values.bonusAmount}
          onChange={(v) => setValues((x) => ({ ...x, bonusAmount: v }))}
          min={0}
          step={0.01}
          error={errors.bonusAmount}
          withAsterisk
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('Status')}
          </Text>
          <SegmentedControl
            value={String(values.status)}
            onChange={(v) => setValues((x) => ({ ...x, status: Number(v) as JackpotStatus }))}
            data={[
              { value: '1', label: t('Active') },
              { value: '0', label: t('Inactive') },
            ]}
            aria-label={t('Status')}
          />
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {editing ? t('Update Jackpot') : t('Create Jackpot')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
