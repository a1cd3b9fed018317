import type { MoneyMoved } from '@bingo/contracts';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessages } from '@/components/FormMessages';
import { MoneyInput } from '@/components/MoneyInput';
import { ResettingModal } from '@/components/ResettingModal';
import { SearchableSelect } from '@/components/SearchableSelect';
import {
  checkTransfer,
  shownNotes,
  type TransferTexts,
  transferSuccess,
} from '@/features/balance/transfer-rules';
import { useTransfer } from './balance.mutations';

/** Someone the caller may pay: a super agent's agent, an agent's cashier. */
export interface TransferRecipient {
  id: string;
  name: string;
}

export interface TransferFormProps {
  recipients: readonly TransferRecipient[];
  initialReceiverId?: string | null;
  /** The receiver is fixed (the row the dialog was opened from). */
  lockReceiver?: boolean;
  /** The sender's Limited balance, checked before sending; undefined for Unlimited or unknown. */
  balance?: number;
  texts: TransferTexts;
  receiverLabel?: string;
  submitLabel?: string;
  cancelLabel?: string;
  onCancel: () => void;
  /** After the success message is shown (the modal closes, the page goes back, after 2 s). */
  onTransferred?: (result: MoneyMoved) => void;
  onBusyChange?: (busy: boolean) => void;
}

/** Receiver, amount and notes; the rules and words come from `texts`. */
export function TransferForm({
  recipients,
  initialReceiverId = null,
  lockReceiver,
  balance,
  texts,
  receiverLabel,
  submitLabel,
  cancelLabel,
  onCancel,
  onTransferred,
  onBusyChange,
}: TransferFormProps) {
  const { t } = useTranslation('balance');
  const known = (id: string | null) => (id && recipients.some((r) => r.id === id) ? id : null);
  const [receiverId, setReceiverId] = useState<string | null>(known(initialReceiverId));
  const [amount, setAmount] = useState<number | string>('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const transfer = useTransfer();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSuccess(null);
    const check = checkTransfer({ receiverId, amount, notes }, texts, balance);
    if (!check.ok) {
      setError(check.error);
      return;
    }
    const body = check.body;
    const name = recipients.find((r) => r.id === body.receiverId)?.name ?? '';
    onBusyChange?.(true);
    transfer.mutate(body, {
      onSuccess: (result) => {
        setSuccess(transferSuccess(texts, body.amount, name));
        setAmount('');
        setNotes('');
        if (!lockReceiver) setReceiverId(known(initialReceiverId));
        onTransferred?.(result);
      },
      onError: (e) => setError(texts.failure(e)),
      onSettled: () => onBusyChange?.(false),
    });
  };

  const busy = transfer.isPending;
  return (
    <form onSubmit={submit} noValidate aria-label={t('Transfer funds')}>
      <Stack gap="sm">
        <FormMessages error={error} success={success} />
        <SearchableSelect
          label={receiverLabel ?? t('Receiver')}
          placeholder={t('Select receiver')}
          data={recipients.map((r) => ({ value: r.id, label: r.name }))}
          value={receiverId}
          onChange={setReceiverId}
          disabled={lockReceiver || busy}
          nothingFoundMessage={t('Nobody found')}
          withAsterisk
        />
        <MoneyInput
          label={t('Amount (Br)')}
          placeholder="0.00"
          value={amount}
          onChange={setAmount}
          min={0}
          allowNegative={false}
          disabled={busy}
          withAsterisk
        />
        <Textarea
          label={t('Notes')}
          placeholder={shownNotes(texts.defaultNotes)}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
          maxLength={500}
          rows={2}
          disabled={busy}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('Cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel ?? t('Transfer')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface TransferModalProps
  extends Omit<TransferFormProps, 'onCancel' | 'onBusyChange' | 'onTransferred'> {
  opened: boolean;
  onClose: () => void;
  title?: string;
}

/**
 * 'Transfer Funds': on success the message shows, the form resets, balances reload, and the
 * modal closes after 2 s. Closing clears the form; it cannot be dismissed while sending.
 */
export function TransferModal({ opened, onClose, title, ...form }: TransferModalProps) {
  const { t } = useTranslation('balance');
  return (
    <ResettingModal opened={opened} onClose={onClose} title={title ?? t('Transfer Funds')}>
      {({ close, succeeded, setBusy }) => (
        <TransferForm
          key={form.initialReceiverId ?? ''}
          {...form}
          onCancel={close}
          onBusyChange={setBusy}
          onTransferred={succeeded}
        />
      )}
    </ResettingModal>
  );
}
