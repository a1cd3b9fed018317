import { SuperAgentAgentFormSchema, USER_MESSAGES } from '@bingo/contracts';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/FormActions';
import { FormMessages } from '@/components/FormMessages';
import { PasswordField } from '@/components/PasswordField';
import { type ModalControls, ResettingModal } from '@/components/ResettingModal';
import { msg } from '@/i18n/msg';
import { serverReason } from '@/lib/server-reason';
import { AGENT_DIALOG_CLOSE_MS } from '@/lib/use-auto-close';
import { useRegisterUser } from '../users/users.mutations';
import { useModalSubmit } from './use-modal-submit';

export const AGENT_FAILED = msg('Failed to create agent. Please try again.');

const EMPTY = { firstName: '', middleName: '', lastName: '', email: '', phoneNumber: '', password: '' };
type Draft = typeof EMPTY;

const FIELDS: { field: keyof Draft; label: string; required: boolean; type?: string }[] = [
  { field: 'firstName', label: msg('First Name'), required: true },
  { field: 'middleName', label: msg('Middle Name'), required: false },
  { field: 'lastName', label: msg('Last Name'), required: true },
  { field: 'email', label: msg('Email'), required: true, type: 'email' },
  { field: 'phoneNumber', label: msg('Phone Number'), required: false, type: 'tel' },
];

function CreateAgentForm({ controls }: { controls: ModalControls }) {
  const { t } = useTranslation('network');
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const { failure, success, check, sending } = useModalSubmit(controls);
  const register = useRegisterUser();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const form = check(SuperAgentAgentFormSchema, draft, USER_MESSAGES.fillAll);
    if (!form) return;
    // The new agent's super agent is the caller; the server sets it.
    register.mutate(
      { ...form, role: 'Agent' },
      sending({
        succeeded: USER_MESSAGES.agentCreated,
        reset: () => setDraft(EMPTY),
        // i18n-dynamic: AGENT_FAILED is a msg() key above
        failed: (e) => ({ message: serverReason(e) ?? t(AGENT_FAILED), detail: null }),
      }),
    );
  };

  const busy = register.isPending;
  return (
    <form onSubmit={submit} noValidate aria-label={t('Create New Agent')}>
      <Stack gap="sm">
        <FormMessages error={failure?.message} success={success} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {FIELDS.map(({ field, label, required, type }) => (
            <TextInput
              key={field}
              // i18n-dynamic: the labels are msg() keys in FIELDS
              label={t(label)}
              type={type}
              value={draft[field]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setDraft((d) => ({ ...d, [field]: value }));
              }}
              placeholder={field === 'phoneNumber' ? t('e.g. +1234567890') : undefined}
              withAsterisk={required}
              disabled={busy}
            />
          ))}
          <PasswordField
            label={t('Password')}
            value={draft.password}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setDraft((d) => ({ ...d, password: value }));
            }}
            autoComplete="new-password"
            withAsterisk
            disabled={busy}
          />
        </SimpleGrid>
        <FormActions cancelLabel={t('Cancel')} onCancel={controls.close} busy={busy} mt="xs">
          {t('Create Agent')}
        </FormActions>
      </Stack>
    </form>
  );
}

interface CreateAgentModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The super agent's 'Create New Agent': middle name and phone are optional. It cannot be dismissed
 * while saving, and closes 1.5 s after 'Agent created successfully!'.
 */
export function CreateAgentModal({ opened, onClose }: CreateAgentModalProps) {
  const { t } = useTranslation('network');
  return (
    <ResettingModal
      opened={opened}
      onClose={onClose}
      title={t('Create New Agent')}
      closeAfterMs={AGENT_DIALOG_CLOSE_MS}
      size="lg"
    >
      {(controls) => <CreateAgentForm controls={controls} />}
    </ResettingModal>
  );
}
