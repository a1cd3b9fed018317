import type { Shop, ShopPerson } from '@bingo/contracts';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { fullName } from '../users/users.queries';
import { shopLocation } from './shops.queries';

interface ShopDetailsProps {
  shop: Shop;
  /** Buttons for the viewer's role (edit, delete, back), shown beside the name. */
  actions?: ReactNode;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </Stack>
  );
}

function Person({ person, none }: { person: ShopPerson | null; none: string }) {
  if (!person) return <Text c="dimmed">{none}</Text>;
  return (
    <Stack gap={0}>
      <Text fw={500}>{fullName(person)}</Text>
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
            <Badge color={shop.cashier ? 'green' : 'yellow'} variant="light">
              {shop.cashier ? t('Cashier assigned') : t('No cashier')}
            </Badge>
          </Group>
        </Stack>
        {actions ? <Group gap="sm">{actions}</Group> : null}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        <Field label={t('Country')}>{shop.country}</Field>
        <Field label={t('City')}>{shop.city}</Field>
        <Field label={t('Woreda')}>{shop.woreda}</Field>
        <Field label={t('Location')}>{shop.location}</Field>
        <Field label={t('Agent')}>
          <Person person={shop.agent} none={t('Unassigned')} />
        </Field>
        <Field label={t('Cashier')}>
          <Person person={shop.cashier} none={t('None')} />
        </Field>
        <Field label={t('Created')}>{formatDateTime(shop.createdAt)}</Field>
        <Field label={t('Last Updated')}>{formatDateTime(shop.updatedAt)}</Field>
      </SimpleGrid>
    </Paper>
  );
}
