import type { BalanceOverviewUser, MoneyMoved } from '@bingo/contracts';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessages } from '@/components/FormMessages';
import { Money } from '@/components/Money';
import { MoneyInput } from '@/components/MoneyInput';
import { SearchableSelect } from '@/components/SearchableSelect';
import { useTopUp } from '@/features/balance/balance.mutations';
import { DEFAULT_NOTES } from '@/features/balance/transfer-rules';
import { topUpFailure } from '@/lib/failure-messages';
import { useTimedMessage } from '@/lib/use-timed-message';
import { BALANCE_TYPE_LABELS, ROLE_LABELS } from '../role-labels';
import { canBeToppedUp, checkTopUp } from './top-up-form';

/** The spec shows 'Balance topped up successfully!' for 3 s. */
export const TOP_UP_MESSAGE_MS = 3000;

function userLabel(u: BalanceOverviewUser, role: string) {
  const name = `${u.firstName} ${u.lastName}`.trim() || u.email;
  return `${name} (${u.email}) — ${role}`;
}

interface TopUpFormProps {
  users: readonly BalanceOverviewUser[];
  /** Chosen from the overview's Top-Up button. */
  initialUserId?: string;
}

export function TopUpForm({ users, initialUserId }: TopUpFormProps) {
  const { t } = useTranslation('admin');
  const eligible = users.filter(canBeToppedUp);
  const [userId, setUserId] = useState<string | null>(
    eligible.some((u) => u.id === initialUserId) ? (initialUserId ?? null) : null,
  );
  const [amount, setAmount] = useState<number | string>('');
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<MoneyMoved | null>(null);
  const topUp = useTopUp();
  const success = useTimedMessage(TOP_UP_MESSAGE_MS);
  const user = eligible.find((u) => u.id === userId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (topUp.isPending) return;
    const checked = checkTopUp(user, amount);
    setProblem(checked.ok ? null : checked.problem);
    success.clear();
    if (!checked.ok) return;
    const body = {
      receiverId: checked.receiverId,
      amount: checked.amount,
      notes: notes.trim() || DEFAULT_NOTES.topUp,
    };
    topUp.mutate(body, {
      onSuccess: (moved) => {
        setResult(moved);
        setAmount('');
        setNotes('');
        success.show(t('Balance topped up successfully!'));
      },
      onError: (error) => setProblem(topUpFailure(error)),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('Top-Up Balance')}>
      <Stack maw={560}>
        {success.message ? (
          <Alert color="green" role="status">
            {success.message}
            {result ? (
              <>
                {' '}
                {t('New balance:')} <Money value={result.newBalance} fw={600} />
              </>
            ) : null}
          </Alert>
        ) : null}
        {/* The contracts' refusals are English; FormMessages says them in the reader's language. */}
        <FormMessages error={problem} />
        <SearchableSelect
          label={t('User')}
          placeholder={t('Select a user')}
          // i18n-dynamic: role labels are msg() keys in role-labels.ts
          data={eligible.map((u) => ({ value: u.id, label: userLabel(u, t(ROLE_LABELS[u.role])) }))}
          value={userId}
          onChange={(value) => {
            setUserId(value);
            setProblem(null);
          }}
          nothingFoundMessage={t('No users found')}
          withAsterisk
        />
        {user ? (
          <Paper withBorder p="sm" bg="gray.0">
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('Current balance')}
              </Text>
              <Group gap="xs">
                <Money value={user.balance} fw={600} />
                <Badge variant="light" color={user.balanceType === 'Unlimited' ? 'grape' : 'blue'}>
                  {/* i18n-dynamic: balance type labels are msg() keys in role-labels.ts */}
                  {t(BALANCE_TYPE_LABELS[user.balanceType])}
                </Badge>
              </Group>
            </Group>
          </Paper>
        ) : null}
        <MoneyInput
          label={t('Amount (Br)')}
          placeholder="0.00"
          value={amount}
          onChange={setAmount}
          step={0.01}
          withAsterisk
        />
        <Textarea
          label={t('Notes')}
          placeholder={t('Admin top-up')}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
          rows={2}
          maxLength={500}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={topUp.isPending} leftSection={<IconCoin size={16} />}>
            {t('Top Up Balance')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
