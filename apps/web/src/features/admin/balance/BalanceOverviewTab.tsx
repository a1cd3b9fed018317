import type { BalanceOverview, BalanceOverviewUser, BalanceType } from '@bingo/contracts';
import { Badge, Button, Group, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconCoin, IconRefresh, IconUsers, IconWallet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, KeyedHead } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { Money } from '@/components/Money';
import { matchesSearch, SearchInput } from '@/components/SearchInput';
import { StatCard } from '@/components/StatCard';
import { msg } from '@/i18n/msg';
import { formatBirr } from '@/lib/format';
import { BALANCE_TYPE_LABELS, MAKE_BALANCE_TYPE, ROLE_LABELS } from '../role-labels';
import { BalanceTypeModal } from './BalanceTypeModal';
import { canBeToppedUp } from './top-up-form';

const ROLE_FILTERS = [
  { value: 'all', label: msg('All Roles') },
  { value: 'SuperAgent', label: ROLE_LABELS.SuperAgent },
  { value: 'Agent', label: ROLE_LABELS.Agent },
  { value: 'Cashier', label: ROLE_LABELS.Cashier },
];

const TYPE_FILTERS = [
  { value: 'all', label: msg('All Types') },
  { value: 'Limited', label: BALANCE_TYPE_LABELS.Limited },
  { value: 'Unlimited', label: BALANCE_TYPE_LABELS.Unlimited },
];

const HEADERS = [
  msg('Name'),
  msg('Email'),
  msg('Role'),
  msg('Status'),
  msg('Balance'),
  msg('Balance Type'),
  msg('Actions'),
];

interface BalanceOverviewTabProps {
  overview: BalanceOverview;
  /** Opens the Top-Up tab with this user chosen. */
  onTopUp: (user: BalanceOverviewUser) => void;
}

export function BalanceOverviewTab({ overview, onTopUp }: BalanceOverviewTabProps) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('all');
  const [type, setType] = useState('all');
  const [switching, setSwitching] = useState<{ user: BalanceOverviewUser; to: BalanceType } | null>(null);

  const shown = overview.items.filter(
    (u) =>
      matchesSearch(search, `${u.firstName} ${u.lastName}`, u.email) &&
      (role === 'all' || u.role === role) &&
      (type === 'all' || u.balanceType === type),
  );

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <StatCard
          label={t('Total System Balance')}
          value={formatBirr(overview.totalSystemBalance)}
          icon={<IconWallet size={22} />}
          color="green"
        />
        <StatCard
          label={t('Total Users')}
          value={overview.totalUsers}
          icon={<IconUsers size={22} />}
          color="blue"
        />
      </SimpleGrid>
      <Group align="flex-end" gap="sm">
        <SearchInput value={search} onChange={setSearch} placeholder={t('Search by name or email...')} />
        <Select
          label={t('Role')}
          // i18n-dynamic: the labels are msg() keys in ROLE_FILTERS
          data={ROLE_FILTERS.map((f) => ({ value: f.value, label: t(f.label) }))}
          value={role}
          onChange={(v) => setRole(v ?? 'all')}
          allowDeselect={false}
          w={160}
        />
        <Select
          label={t('Balance Type')}
          // i18n-dynamic: the labels are msg() keys in TYPE_FILTERS
          data={TYPE_FILTERS.map((f) => ({ value: f.value, label: t(f.label) }))}
          value={type}
          onChange={(v) => setType(v ?? 'all')}
          allowDeselect={false}
          w={160}
        />
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          onClick={() => {
            setSearch('');
            setRole('all');
            setType('all');
          }}
        >
          {t('Reset Filters')}
        </Button>
      </Group>
      {shown.length === 0 ? (
        <EmptyState message={t('No users found')} />
      ) : (
        <DataTable
          label={t('User balances')}
          minWidth={900}
          head={<KeyedHead keys={HEADERS} translate={t} />}
        >
          {shown.map((u) => {
            const other: BalanceType = u.balanceType === 'Limited' ? 'Unlimited' : 'Limited';
            return (
              <Table.Tr key={u.id}>
                <Table.Td fw={500}>{`${u.firstName} ${u.lastName}`.trim() || u.email.split('@')[0]}</Table.Td>
                <Table.Td>{u.email}</Table.Td>
                {/* i18n-dynamic: role labels are msg() keys in role-labels.ts */}
                <Table.Td>{t(ROLE_LABELS[u.role])}</Table.Td>
                <Table.Td>
                  <Text size="sm" c={u.isActive ? 'green.8' : 'dimmed'}>
                    {u.isActive ? t('Active') : t('Inactive')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Money value={u.balance} fw={600} />
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={u.balanceType === 'Unlimited' ? 'grape' : 'blue'}>
                    {/* i18n-dynamic: balance type labels are msg() keys in role-labels.ts */}
                    {t(BALANCE_TYPE_LABELS[u.balanceType])}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {u.balanceType === 'Limited' && canBeToppedUp(u) ? (
                      <Button
                        size="xs"
                        color="green"
                        leftSection={<IconCoin size={14} />}
                        onClick={() => onTopUp(u)}
                      >
                        {t('Top-Up')}
                      </Button>
                    ) : null}
                    <Button size="xs" variant="light" onClick={() => setSwitching({ user: u, to: other })}>
                      {/* i18n-dynamic: msg() keys in role-labels.ts */}
                      {t(MAKE_BALANCE_TYPE[other])}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </DataTable>
      )}
      <BalanceTypeModal change={switching} onClose={() => setSwitching(null)} />
    </Stack>
  );
}
