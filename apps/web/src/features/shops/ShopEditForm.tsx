import {
  AdminShopFormSchema,
  AgentShopFormSchema,
  SHOP_MESSAGES,
  type Shop,
  SuperAgentShopFormSchema,
  type User,
} from '@bingo/contracts';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessages } from '@/components/FormMessages';
import { SearchableSelect } from '@/components/SearchableSelect';
import { SuccessNotice } from '@/components/SuccessNotice';
import { i18n } from '@/i18n/i18n';
import { messageText } from '@/i18n/message-text';
import { msg } from '@/i18n/msg';
import { ApiError } from '@/lib/api';
import { agentsFailure } from '@/lib/failure-messages';
import { useFormFields } from '@/lib/use-form-fields';
import { useTimedMessage } from '@/lib/use-timed-message';
import { fieldErrors } from '@/lib/zod-errors';
import { fullName, userQueries } from '../users/users.queries';
import { useCreateShop, useUpdateShop } from './shops.mutations';

/** Who fills the form: an Admin picks any agent, a SuperAgent one of its agents, an Agent itself. */
export type ShopFormRole = 'Admin' | 'SuperAgent' | 'Agent';

/** The spec closes a modal 2 s after a success. */
export const SHOP_SAVED_DELAY_MS = 2000;

const EMPTY = { name: '', country: '', city: '', woreda: '', location: '', agentId: '' };
type ShopValues = typeof EMPTY;

const TEXT_FIELDS = [
  { field: 'name', label: msg('Shop Name'), placeholder: msg('e.g. Piazza Bingo') },
  { field: 'country', label: msg('Country'), placeholder: msg('e.g. Ethiopia') },
  { field: 'city', label: msg('City'), placeholder: msg('e.g. Addis Ababa') },
  { field: 'woreda', label: msg('Woreda'), placeholder: msg('e.g. Woreda 01') },
  { field: 'location', label: msg('Location'), placeholder: msg('e.g. Near the post office') },
] as const;

function valuesOf(shop: Shop | undefined): ShopValues {
  if (!shop) return EMPTY;
  const { name, country, city, woreda, location, agentId } = shop;
  return { name, country, city, woreda, location, agentId };
}

/** The agents an Admin or a SuperAgent may own a shop with; an Agent owns its shops itself. */
function useAgentChoices(role: ShopFormRole) {
  const all = useQuery({ ...userQueries.byRole('Agent'), enabled: role === 'Admin' });
  const mine = useQuery({ ...userQueries.myAgents(), enabled: role === 'SuperAgent' });
  return role === 'Admin' ? all : mine;
}

/** Checks the form by the rules of the role filling it; returns the first message, if any. */
function validate(role: ShopFormRole, values: ShopValues, agents: readonly User[]) {
  const schema =
    role === 'Admin'
      ? AdminShopFormSchema
      : role === 'SuperAgent'
        ? SuperAgentShopFormSchema
        : AgentShopFormSchema;
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return { errors, message: Object.values(errors)[0] ?? SHOP_MESSAGES.fillAll };
  }
  if (role === 'SuperAgent' && !agents.some((a) => a.id === values.agentId)) {
    return { errors: { agentId: SHOP_MESSAGES.agentNotFound }, message: SHOP_MESSAGES.agentNotFound };
  }
  return null;
}

function failureMessage(role: ShopFormRole, editing: boolean, error: unknown): string {
  const t = i18n.getFixedT(null, 'shops');
  if (role === 'Agent' && !editing) return t('Failed to create shop. Please check all fields and try again.');
  // A refusal the server explains (a 4xx, e.g. a new agent while the cashier's shift is open) is worth
  // showing, in the reader's language; anything else gets the spec's text.
  if (error instanceof ApiError && error.status < 500 && error.message)
    return messageText(error.message, error.code);
  return editing
    ? t('Failed to update shop. Please try again.')
    : t('Failed to create shop. Please try again.');
}

interface ShopEditFormProps {
  /** The signed-in user's role: it decides the agent field and the messages. */
  actorRole: ShopFormRole;
  /** The shop to edit; without it the form creates a new shop. */
  shop?: Shop;
  /** Runs once the success message has been shown for 2 s (close the modal, go back). */
  onDone?: (shop: Shop) => void;
  onCancel?: () => void;
  submitLabel?: string;
}

/**
 * The shop form for every role that manages shops, used inside ShopFormModal and on edit pages.
 * Create sends the agent only for Admin and SuperAgent; an Agent's shops are its own.
 */
export function ShopEditForm({ actorRole: role, shop, onDone, onCancel, submitLabel }: ShopEditFormProps) {
  const { t } = useTranslation('shops');
  const editing = shop !== undefined;
  const { values, setValues, errors, bind, check } = useFormFields<ShopValues>(() => valuesOf(shop));
  // The shop as the form's values were taken from it, not as a later refetch shows it: the server
  // refuses the save if another manager's came between.
  const [loadedAt] = useState(shop?.updatedAt);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<Shop | null>(null);
  const agents = useAgentChoices(role);
  const create = useCreateShop();
  const update = useUpdateShop(shop?.id ?? '');
  const pending = create.isPending || update.isPending;
  const success = useTimedMessage(SHOP_SAVED_DELAY_MS, () => {
    if (saved) onDone?.(saved);
  });
  // Only an active agent may be given a shop (the server refuses the others); a shop's own agent
  // stays listed, so a shop whose agent was deactivated can still be edited or moved.
  const agentList = (agents.data?.items ?? []).filter((a) => a.isActive || a.id === shop?.agentId);
  const choosesAgent = role !== 'Agent';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending || success.message) return;
    const invalid = validate(role, values, agentList);
    check(invalid?.errors ?? {});
    setFormError(invalid?.message ?? null);
    if (invalid) return;
    const { agentId, ...fields } = values;
    const body = choosesAgent ? { ...fields, agentId } : fields;
    const onError = (error: unknown) => setFormError(failureMessage(role, editing, error));
    const onSuccess = (result: Shop) => {
      setSaved(result);
      if (!editing) setValues(EMPTY);
      success.show(editing ? SHOP_MESSAGES.shopUpdated : SHOP_MESSAGES.shopCreated);
    };
    if (editing) update.mutate({ ...body, expectedUpdatedAt: loadedAt }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  };

  const agentsMissing =
    choosesAgent && agents.isSuccess && agentList.length === 0
      ? role === 'SuperAgent'
        ? t('No agents found. Please contact an administrator.')
        : t('No agents found. Add an agent first.')
      : null;

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? t('Edit shop') : t('Create shop')}>
      <Stack>
        <SuccessNotice message={success.message} />
        {/* The contracts' refusals are English; FormMessages says them in the reader's language. */}
        <FormMessages error={formError} />
        {agents.isError ? (
          <Alert color="red" role="alert">
            {agentsFailure(agents.error)}
          </Alert>
        ) : null}
        {agentsMissing ? <Alert color="yellow">{agentsMissing}</Alert> : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {TEXT_FIELDS.map(({ field, label, placeholder }) => (
            <TextInput
              key={field}
              // i18n-dynamic: the labels and placeholders are msg() keys in TEXT_FIELDS
              label={t(label)}
              // i18n-dynamic: as above
              placeholder={t(placeholder)}
              {...bind(field)}
              error={Boolean(errors[field])}
              withAsterisk
            />
          ))}
          {choosesAgent ? (
            <SearchableSelect
              label={t('Agent')}
              placeholder={agents.isPending ? t('Loading agents...') : t('Select an agent')}
              data={agentList.map((a) => ({ value: a.id, label: `${fullName(a)} (${a.email})` }))}
              value={values.agentId || null}
              onChange={(value) => setValues((v) => ({ ...v, agentId: value ?? '' }))}
              error={Boolean(errors.agentId)}
              nothingFoundMessage={t('No agents found')}
              withAsterisk
              comboboxProps={{ withinPortal: true }}
            />
          ) : null}
        </SimpleGrid>
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={pending}>
              {t('Cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={pending} disabled={Boolean(success.message)}>
            {submitLabel ?? (editing ? t('Save Changes') : t('Create Shop'))}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
