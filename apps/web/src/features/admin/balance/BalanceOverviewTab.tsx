import type { BalanceOverview, BalanceOverviewUser, BalanceType } from '@bingo/contracts';
import { Badge, Button, Group, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconCoin, IconRefresh, IconUsers, IconWallet } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { Money } from '@/components/Money';
import { matchesSearch, SearchInput } from '@/components/SearchInput';
import { StatCard } from '@/components/StatCard';
import { formatBirr } from '@/lib/format';
import { BalanceTypeModal } from './BalanceTypeModal';
import { canBeToppedUp } from './top-up-form';

const ROLE_FILTERS = [
  { value: 'all', label: 'All Roles' },
  { value: 'SuperAgent', label: 'SuperAgent' },
  { value: 'Agent', label: 'Agent' },
  { value: 'Cashier', label: 'Cashier' },
];

const TYPE_FILTERS = [
  { value: 'all', label: 'All Types' },
  { value: 'Limited', label: 'Limited' },
  { value: 'Unlimited', label: 'Unlimited' },
];

interface BalanceOverviewTabProps {
  overview: BalanceOverview;
  /** Opens the Top-Up tab with this user chosen. */
  onTopUp: (user: BalanceOverviewUser) => void;
}

export function BalanceOverviewTab({ overview, onTopUp }: BalanceOverviewTabProps) {
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
          label="Total System Balance"
          value={formatBirr(overview.totalSystemBalance)}
          icon={<IconWallet size={22} />}
          color="green"
        />
        <StatCard
          label="Total Users"
          value={overview.totalUsers}
          icon={<IconUsers size={22} />}
          color="blue"
        />
      </SimpleGrid>
      <Group align="flex-end" gap="sm">
        <SearchInput value={search} onChange={setSearch} placeholder="Search by name or email..." />
        <Select
          label="Role"
          data={ROLE_FILTERS}
          value={role}
          onChange={(v) => setRole(v ?? 'all')}
          allowDeselect={false}
          w={160}
        />
        <Select
          label="Balance Type"
          data={TYPE_FILTERS}
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
          Reset Filters
        </Button>
      </Group>
      {shown.length === 0 ? (
        <EmptyState message="No users found" />
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-label="User balances">
            <Table.Thead>
              <Table.Tr>
                {['Name', 'Email', 'Role', 'Status', 'Balance', 'Balance Type', 'Actions'].map((h) => (
                  <Table.Th key={h} data-actions={h === 'Actions' || undefined}>
                    {h}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((u) => {
                const other: BalanceType = u.balanceType === 'Limited' ? 'Unlimited' : 'Limited';
                return (
                  <Table.Tr key={u.id}>
                    <Table.Td fw={500}>
                      {`${u.firstName} ${u.lastName}`.trim() || u.email.split('@')[0]}
                    </Table.Td>
                    <Table.Td>{u.email}</Table.Td>
                    <Table.Td>{u.role}</Table.Td>
                    <Table.Td>
                      <Text size="sm" c={u.isActive ? 'green.8' : 'dimmed'}>
                        {u.isActive ? 'Active' : 'Inactive'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Money value={u.balance} fw={600} />
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={u.balanceType === 'Unlimited' ? 'grape' : 'blue'}>
                        {u.balanceType}
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
                            Top-Up
                          </Button>
                        ) : null}
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setSwitching({ user: u, to: other })}
                        >
                          Make {other}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <BalanceTypeModal change={switching} onClose={() => setSwitching(null)} />
    </Stack>
  );
}
