import { AssignShopFormSchema, type Shop } from '@bingo/contracts';
import { Select, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/FormActions';
import { FormMessages } from '@/components/FormMessages';
import { type ModalControls, ResettingModal } from '@/components/ResettingModal';
import { msg } from '@/i18n/msg';
import { serverReason } from '@/lib/server-reason';
import { useAssignCashier } from '../shops/shops.mutations';
import { useModalSubmit } from './use-modal-submit';

export const SHOP_ASSIGNED = msg('Shop assigned successfully!');
export const ASSIGN_FAILED = msg('Failed to assign shop. Please try again later.');

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
  const { t } = useTranslation('network');
  const [shopId, setShopId] = useState<string | null>(null);
  const { failure, success, check, sending } = useModalSubmit(controls);
  const assign = useAssignCashier();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // i18n-dynamic: ASSIGN_FAILED and SHOP_ASSIGNED are msg() keys above
    const failed = t(ASSIGN_FAILED);
    const form = check(AssignShopFormSchema, { shopId: shopId ?? '' }, failed);
    if (!form) return;
    assign.mutate(
      { cashierId: cashier.id, shopId: form.shopId },
      sending({
        // i18n-dynamic: a msg() key above
        succeeded: t(SHOP_ASSIGNED),
        reset: () => setShopId(null),
        failed: (e) => ({ message: failed, detail: serverReason(e) }),
      }),
    );
  };

  const busy = assign.isPending;
  return (
    <form onSubmit={submit} noValidate aria-label={t('Assign Shop')}>
      <Stack gap="sm">
        <FormMessages error={failure?.message} detail={failure?.detail} success={success} />
        <Text>
          {t('Cashier:')}{' '}
          <Text component="span" fw={600}>
            {cashier.name}
          </Text>
        </Text>
        <Select
          label={t('Shop')}
          placeholder={shops.length ? t('Select a shop') : t('No shops without a cashier')}
          data={shops.map((s) => ({ value: s.id, label: s.name }))}
          value={shopId}
          onChange={setShopId}
          disabled={busy}
          withAsterisk
        />
        <FormActions cancelLabel={t('Cancel')} onCancel={controls.close} busy={busy} mt="xs">
          {t('Assign Shop')}
        </FormActions>
      </Stack>
    </form>
  );
}

interface AssignShopModalProps {
  /** The cashier being seated; null keeps the modal closed. */
  cashier: AssignTarget | null;
  onClose: () => void;
  /** The shops with no active cashier: the agent's own, or every one for an Admin. */
  shops: readonly Shop[];
}

/** 'Assign Shop': seats a cashier in a free shop (an agent its own cashier in its own shop). */
export function AssignShopModal({ cashier, onClose, shops }: AssignShopModalProps) {
  const { t } = useTranslation('network');
  const [shown, setShown] = useState<AssignTarget | null>(cashier);
  // Keep the name on screen while the modal fades out after the cashier is cleared.
  if (cashier && cashier !== shown) setShown(cashier);
  return (
    <ResettingModal opened={cashier !== null} onClose={onClose} title={t('Assign Shop')}>
      {(controls) =>
        shown ? <AssignShopForm key={shown.id} cashier={shown} shops={shops} controls={controls} /> : null
      }
    </ResettingModal>
  );
}
