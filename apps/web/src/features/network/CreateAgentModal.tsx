import { SuperAgentAgentFormSchema, USER_MESSAGES } from '@bingo/contracts';
import { Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormMessages } from '@/components/FormMessages';
import { type ModalControls, ResettingModal } from '@/components/ResettingModal';
import { serverReason } from '@/lib/server-reason';
import { AGENT_DIALOG_CLOSE_MS } from '@/lib/use-auto-close';
import { useRegisterUser } from '../users/users.mutations';
import { useModalSubmit } from './use-modal-submit';

export const AGENT_FAILED = 'Failed to create agent. Please try again.';

const EMPTY = { firstName: '', middleName: '', lastName: '', email: '', phoneNumber: '', password: '' };
type Draft = typeof EMPTY;

const FIELDS: { field: keyof Draft; label: string; required: boolean; type?: string }[] = [
  { field: 'firstName', label: 'First Name', required: true },
  { field: 'middleName', label: 'Middle Name', required: false },
  { field: 'lastName', label: 'Last Name', required: true },
  { field: 'email', label: 'Email', required: true, type: 'email' },
  { field: 'phoneNumber', label: 'Phone Number', required: false, type: 'tel' },
];

function CreateAgentForm({ controls }: { controls: ModalControls }) {
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
        failed: (e) => ({ message: serverReason(e) ?? AGENT_FAILED, detail: null }),
      }),
    );
  };

  const busy = register.isPending;
  return (
    <form onSubmit={submit} noValidate aria-label="Create New Agent">
      <Stack gap="sm">
        <FormMessages error={failure?.message} success={success} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {FIELDS.map(({ field, label, required, type }) => (
            <TextInput
              key={field}
              label={label}
              type={type}
              value={draft[field]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setDraft((d) => ({ ...d, [field]: value }));
              }}
              placeholder={field === 'phoneNumber' ? 'e.g. +1234567890' : undefined}
              withAsterisk={required}
              disabled={busy}
            />
          ))}
          <PasswordInput
            label="Password"
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
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={controls.close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Create Agent
          </Button>
        </Group>
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
  return (
    <ResettingModal
      opened={opened}
      onClose={onClose}
      title="Create New Agent"
      closeAfterMs={AGENT_DIALOG_CLOSE_MS}
      size="lg"
    >
      {(controls) => <CreateAgentForm controls={controls} />}
    </ResettingModal>
  );
}
