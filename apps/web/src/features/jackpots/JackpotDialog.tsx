import type { Jackpot, JackpotStatus, Shop } from '@bingo/contracts';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
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
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={jackpot ? 'Edit Jackpot' : 'Create Jackpot'}
      closeOnClickOutside={false}
    >
      {opened ? (
        <JackpotForm jackpot={jackpot} freeShops={freeShops} onClose={onClose} onSaved={onSaved} />
      ) : null}
    </Modal>
  );
}

export function JackpotForm({ jackpot, freeShops, onClose, onSaved }: Omit<JackpotDialogProps, 'opened'>) {
  const editing = jackpot !== null;
  const [values, setValues] = useState<JackpotValues>(() => initialJackpot(jackpot));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveJackpot();
  const failure = editing
    ? 'Failed to update jackpot. Please try again.'
    : 'Failed to create jackpot. Please try again.';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkJackpot(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.body, {
      onSuccess: () => onSaved(editing ? 'Jackpot updated successfully!' : 'Jackpot created successfully!'),
    });
  };

  const reason = save.error instanceof ApiError && save.error.status < 500 ? messageOf(save.error) : null;

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? 'Edit Jackpot' : 'Create Jackpot'}>
      <Stack>
        {save.isError ? (
          <Alert color="red" role="alert" title={reason ? failure : undefined}>
            {reason ?? failure}
          </Alert>
        ) : null}
        {editing ? (
          <TextInput label="Shop" value={jackpot.shopName} readOnly variant="filled" error={errors.shopId} />
        ) : (
          <Select
            label="Shop"
            placeholder={freeShops.length ? 'Select a shop' : 'Every shop already has a jackpot'}
            data={freeShops.map((s) => ({ value: s.id, label: `${s.name} — ${s.city}` }))}
            value={values.shopId || null}
            onChange={(v) => setValues((x) => ({ ...x, shopId: v ?? '' }))}
            error={errors.shopId}
            searchable
            withAsterisk
          />
        )}
        <NumberInput
          label="Bonus Amount (Br)"
          description="Paid when a game is won within the chosen number of calls"
          value={values.bonusAmount}
          onChange={(v) => setValues((x) => ({ ...x, bonusAmount: v }))}
          min={0}
          step={0.01}
          decimalScale={2}
          thousandSeparator=","
          clampBehavior="none"
          error={errors.bonusAmount}
          withAsterisk
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Status
          </Text>
          <SegmentedControl
            value={String(values.status)}
            onChange={(v) => setValues((x) => ({ ...x, status: Number(v) as JackpotStatus }))}
            data={[
              { value: '1', label: 'Active' },
              { value: '0', label: 'Inactive' },
            ]}
            aria-label="Status"
          />
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {editing ? 'Update Jackpot' : 'Create Jackpot'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
