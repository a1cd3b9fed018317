import { AgentCashierFormSchema, SHOP_MESSAGES, type Shop } from '@bingo/contracts';
import { Alert, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/FormActions';
import { FormMessages } from '@/components/FormMessages';
import { PasswordField } from '@/components/PasswordField';
import { type ModalControls, ResettingModal } from '@/components/ResettingModal';
import { useMessageText } from '@/i18n/message-text';
import { msg } from '@/i18n/msg';
import { serverReason } from '@/lib/server-reason';
import { useRegisterUser } from '../users/users.mutations';
import { useModalSubmit } from './use-modal-submit';

export const CASHIER_CREATED = msg('Cashier created successfully!');
export const CASHIER_FAILED = msg('Failed to create cashier. Please check all fields and try again.');

const EMPTY = { firstName: '', lastName: '', email: '', password: '', phoneNumber: '', shopId: '' };
type Draft = typeof EMPTY;

interface CreateCashierFormProps {
  /** The agent's shops that have no cashier yet. */
  shops: readonly Shop[];
  controls: ModalControls;
}

function CreateCashierForm({ shops, controls }: CreateCashierFormProps) {
  const { t } = useTranslation('network');
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const { failure, success, check, sending } = useModalSubmit(controls);
  const register = useRegisterUser();
  const text = useMessageText();
  const set = (field: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // i18n-dynamic: CASHIER_FAILED and CASHIER_CREATED are msg() keys above
    const failed = t(CASHIER_FAILED);
    const form = check(AgentCashierFormSchema, draft, failed);
    if (!form) return;
    register.mutate(
      { ...form, role: 'Cashier' },
      sending({
        // i18n-dynamic: a msg() key above
        succeeded: t(CASHIER_CREATED),
        reset: () => setDraft(EMPTY),
        failed: (e) => ({ message: failed, detail: serverReason(e) }),
      }),
    );
  };

  const busy = register.isPending;
  const noShops = shops.length === 0;
  return (
    <form onSubmit={submit} noValidate aria-label={t('Create New Cashier')}>
      <Stack gap="sm">
        <FormMessages error={failure?.message} detail={failure?.detail} success={success} />
        {noShops && !success ? (
          <Alert color="yellow" icon={<IconInfoCircle size={18} />}>
            {text(SHOP_MESSAGES.createShopFirst)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('First Name')}
            value={draft.firstName}
            onChange={(e) => set('firstName')(e.currentTarget.value)}
            withAsterisk
          />
          <TextInput
            label={t('Last Name')}
            value={draft.lastName}
            onChange={(e) => set('lastName')(e.currentTarget.value)}
            withAsterisk
          />
        </SimpleGrid>
        <TextInput
          label={t('Email')}
          type="email"
          value={draft.email}
          onChange={(e) => set('email')(e.currentTarget.value)}
          withAsterisk
        />
        <PasswordField
          label={t('Password')}
          value={draft.password}
          onChange={(e) => set('password')(e.currentTarget.value)}
          autoComplete="new-password"
          withAsterisk
        />
        <TextInput
          label={t('Phone Number')}
          type="tel"
          placeholder={t('e.g. +1234567890')}
          value={draft.phoneNumber}
          onChange={(e) => set('phoneNumber')(e.currentTarget.value)}
          withAsterisk
        />
        <Select
          label={t('Shop ({{number}} available)', { number: shops.length })}
          placeholder={noShops ? t('No shops available') : t('Select a shop')}
          data={shops.map((s) => ({ value: s.id, label: s.name }))}
          value={draft.shopId || null}
          onChange={(v) => set('shopId')(v ?? '')}
          disabled={noShops}
          withAsterisk
        />
        <FormActions cancelLabel={t('Cancel')} onCancel={controls.close} busy={busy} mt="xs">
          {t('Create Cashier')}
        </FormActions>
      </Stack>
    </form>
  );
}

interface CreateCashierModalProps {
  opened: boolean;
  onClose: () => void;
  shops: readonly Shop[];
}

/** The agent's 'Create New Cashier': every field required, the shop among its free shops. */
export function CreateCashierModal({ opened, onClose, shops }: CreateCashierModalProps) {
  const { t } = useTranslation('network');
  return (
    <ResettingModal opened={opened} onClose={onClose} title={t('Create New Cashier')}>
      {(controls) => <CreateCashierForm shops={shops} controls={controls} />}
    </ResettingModal>
  );
}
