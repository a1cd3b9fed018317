import { AssignShopFormSchema, type Shop } from '@bingo/contracts';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormMessages } from '@/components/FormMessages';
import { type ModalControls, ResettingModal } from '@/components/ResettingModal';
import { serverReason } from '@/lib/server-reason';
import { useAssignCashier } from '../shops/shops.mutations';
import { useModalSubmit } from './use-modal-submit';

export const SHOP_ASSIGNED = 'Shop assigned successfully!';
export const ASSIGN_FAILED = 'Failed to assign shop. Please try again later.';

export interface AssignTarget {
  id: string;
  name: string;
}

interface AssignShopFormProps {
  cashier: AssignTarget;
  shops: readonly Shop[];
  controls: ModalControls;
}

function AssignShopForm({ cashier, shops, controls }: AssignShopFormProps) {
  const [shopId, setShopId] = useState<string | null>(null);
  const { failure, success, check, sending } = useModalSubmit(controls);
  const assign = useAssignCashier();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const form = check(AssignShopFormSchema, { shopId: shopId ?? '' }, ASSIGN_FAILED);
    if (!form) return;
    assign.mutate(
      { cashierId: cashier.id, shopId: form.shopId },
      sending({
        succeeded: SHOP_ASSIGNED,
        reset: () => setShopId(null),
        failed: (e) => ({ message: ASSIGN_FAILED, detail: serverReason(e) }),
      }),
    );
  };

  const busy = assign.isPending;
  return (
    <form onSubmit={submit} noValidate aria-label="Assign Shop">
      <Stack gap="sm">
        <FormMessages error={failure?.message} detail={failure?.detail} success={success} />
        <Text>
          Cashier:{' '}
          <Text component="span" fw={600}>
            {cashier.name}
          </Text>
        </Text>
        <Select
          label="Shop"
          placeholder={shops.length ? 'Select a shop' : 'No shops without a cashier'}
          data={shops.map((s) => ({ value: s.id, label: s.name }))}
          value={shopId}
          onChange={setShopId}
          disabled={busy}
          withAsterisk
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={controls.close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Assign Shop
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface AssignShopModalProps {
  /** The cashier being seated; null keeps the modal closed. */
  cashier: AssignTarget | null;
  onClose: () => void;
  /** The agent's shops that have no cashier yet. */
  shops: readonly Shop[];
}

/** 'Assign Shop': seats one of the agent's cashiers in one of its free shops. */
export function AssignShopModal({ cashier, onClose, shops }: AssignShopModalProps) {
  const [shown, setShown] = useState<AssignTarget | null>(cashier);
  // Keep the name on screen while the modal fades out after the cashier is cleared.
  if (cashier && cashier !== shown) setShown(cashier);
  return (
    <ResettingModal opened={cashier !== null} onClose={onClose} title="Assign Shop">
      {(controls) =>
        shown ? <AssignShopForm key={shown.id} cashier={shown} shops={shops} controls={controls} /> : null
      }
    </ResettingModal>
  );
}
