import type { GameSettings, LastCallRule, Shop } from '@bingo/contracts';
import { DECK_SIZE } from '@bingo/engine';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/MoneyInput';
import { SearchableSelect } from '@/components/SearchableSelect';
import { WholeNumberInput } from '@/components/WholeNumberInput';
import { messageOf } from '@/lib/api';
import { useCreateGameSettings, useUpdateGameSettings } from './game-settings.mutations';
import {
  checkGameSettingsEdit,
  checkNewGameSettings,
  type GameSettingsValues,
  initialValues,
} from './game-settings-form';
import { LAST_CALL_RULE_LABELS } from './last-call-rule';

interface GameSettingsDialogProps {
  opened: boolean;
  /** The settings to edit; without them the dialog adds settings for a shop. */
  settings: GameSettings | null;
  /** Shops that have no settings yet (the add list). */
  freeShops: readonly Shop[];
  onClose: () => void;
  onSaved: (message: string) => void;
}

export function GameSettingsDialog({
  opened,
  settings,
  freeShops,
  onClose,
  onSaved,
}: GameSettingsDialogProps) {
  const { t } = useTranslation('game-settings');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={settings ? t('Edit Game Settings') : t('Add Game Settings')}
      size="lg"
      closeOnClickOutside={false}
    >
      {opened ? (
        <GameSettingsForm settings={settings} freeShops={freeShops} onClose={onClose} onSaved={onSaved} />
      ) : null}
    </Modal>
  );
}

/** The late-claim choices, labelled in the current language. */
const rules = () =>
  (Object.keys(LAST_CALL_RULE_LABELS) as LastCallRule[]).map((value) => ({
    value,
    label: LAST_CALL_RULE_LABELS[value],
  }));

export function GameSettingsForm({
  settings,
  freeShops,
  onClose,
  onSaved,
}: Omit<GameSettingsDialogProps, 'opened'>) {
  const { t } = useTranslation('game-settings');
  const editing = settings !== null;
  const [values, setValues] = useState<GameSettingsValues>(() => initialValues(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateGameSettings();
  const update = useUpdateGameSettings();
  const pending = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const set =
    <K extends keyof GameSettingsValues>(key: K) =>
    (value: GameSettingsValues[K]) =>
      setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fail = (found: Record<string, string>) => setErrors(found);
    if (settings) {
      const checked = checkGameSettingsEdit(values);
      if (!checked.ok) return fail(checked.errors);
      setErrors({});
      update.mutate(
        { shopId: settings.shopId, ...checked.body },
        { onSuccess: () => onSaved(t('Game settings updated successfully')) },
      );
      return;
    }
    const checked = checkNewGameSettings(values);
    if (!checked.ok) return fail(checked.errors);
    setErrors({});
    create.mutate(checked.body, { onSuccess: () => onSaved(t('Game settings created successfully')) });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={editing ? t('Edit Game Settings') : t('Add Game Settings')}
    >
      <Stack>
        {failure ? (
          <Alert color="red" role="alert" title={t('Failed to save game settings')}>
            {messageOf(failure)}
          </Alert>
        ) : null}
        {editing ? (
          <TextInput label={t('Shop')} value={settings.shopName} readOnly variant="filled" />
        ) : (
          <SearchableSelect
            label={t('Shop')}
            placeholder={freeShops.length ? t('Select a shop') : t('Every shop already has settings')}
            data={freeShops.map((s) => ({ value: s.id, label: `${s.name} — ${s.city}` }))}
            value={values.shopId || null}
            onChange={(v) => set('shopId')(v ?? '')}
            error={errors.shopId}
            withAsterisk
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <WholeNumberInput
            label={t('Minimum Cards')}
            value={values.minCards}
            onChange={set('minCards')}
            min={1}
            max={DECK_SIZE}
            error={errors.minCards}
            withAsterisk
          />
          <WholeNumberInput
            label={t('Maximum Cards')}
            value={values.maxCards}
            onChange={set('maxCards')}
            min={1}
            max={DECK_SIZE}
            error={errors.maxCards}
            withAsterisk
          />
          <MoneyInput
            label={t('Default Bet Amount (Br)')}
            description={t("The bet per card the cashier's stepper starts at")}
            value={values.defaultBetAmount}
            onChange={set('defaultBetAmount')}
            min={0.01}
            step={0.01}
            error={errors.defaultBetAmount}
            withAsterisk
          />
          <MoneyInput
            label={t('Minimum Stake (Br)')}
            description={t('The smallest bet per card the shop accepts')}
            value={values.minStackAmount}
            onChange={set('minStackAmount')}
            min={0.01}
            step={0.01}
            error={errors.minStackAmount}
            withAsterisk
          />
        </SimpleGrid>
        <Select
          label={t('Late Claims')}
          description={t('A card that had already won on an earlier call and is claimed late')}
          data={rules()}
          value={values.lastCallRule}
          onChange={(v) => set('lastCallRule')((v as LastCallRule | null) ?? 'AllowLate')}
          allowDeselect={false}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('Save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
