import type { Shop, ShopPerson } from '@bingo/contracts';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Fact, FactGrid } from '@/components/Fact';
import { formatDateTime } from '@/lib/format';
import { fullName } from '../users/users.queries';
import { InactiveCashierBadge } from './ShopCashierName';
import { hasActiveCashier, shopLocation } from './shops.queries';

interface ShopDetailsProps {
  shop: Shop;
  /** Buttons for the viewer's role (edit, delete, back), shown beside the name. */
  actions?: ReactNode;
}

interface PersonProps {
  person: ShopPerson | null;
  none: string;
  /** Shown beside the name (the cashier's Inactive badge). */
  badge?: ReactNode;
}

function Person({ person, none, badge }: PersonProps) {
  if (!person) return <Text c="dimmed">{none}</Text>;
  return (
    <Stack gap={0}>
      <Group gap="xs">
        <Text fw={500}>{fullName(person)}</Text>
        {badge}
      </Group>
      <Text size="sm" c="dimmed">
        {person.email}
      </Text>
    </Stack>
  );
}

/** One shop as every role that manages it sees it: where it is, its agent and its cashier. */
export function ShopDetails({ shop, actions }: ShopDetailsProps) {
  const { t } = useTranslation('shops');
  return (
    <Paper withBorder p="lg" component="section" aria-label={t('Shop details')}>
      <Group justify="space-between" align="flex-start" mb="lg">
        <Stack gap={4}>
          <Title order={3}>{shop.name}</Title>
          <Group gap="xs">
            <Text c="dimmed">{shopLocation(shop)}</Text>
            {/* A cashier who left does not hold the seat: a new cashier may take the shop. */}
            <Badge color={hasActiveCashier(shop) ? 'green' : 'yellow'} variant="light">
              {hasActiveCashier(shop) ? t('Cashier assigned') : t('No cashier')}
            </Badge>
          </Group>
        </Stack>
        {actions ? <Group gap="sm">{actions}</Group> : null}
      </Group>
      <FactGrid wide={3}>
        <Fact label={t('Country')}>{shop.country}</Fact>
        <Fact label={t('City')}>{shop.city}</Fact>
        <Fact label={t('Woreda')}>{shop.woreda}</Fact>
        <Fact label={t('Location')}>{shop.location}</Fact>
        <Fact label={t('Agent')}>
          <Person person={shop.agent} none={t('Unassigned')} />
        </Fact>
        <Fact label={t('Cashier')}>
          <Person
            person={shop.cashier}
            none={t('None')}
            badge={shop.cashier ? <InactiveCashierBadge cashier={shop.cashier} /> : null}
          />
        </Fact>
        <Fact label={t('Created')}>{formatDateTime(shop.createdAt)}</Fact>
        <Fact label={t('Last Updated')}>{formatDateTime(shop.updatedAt)}</Fact>
      </FactGrid>
    </Paper>
  );
}
