import { Button, Stack } from '@mantine/core';
import { IconEdit, IconEye, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { AppButtonLink } from '../../../../components/AppLink';
import { EmptyState } from '../../../../components/EmptyState';
import { ErrorBanner } from '../../../../components/ErrorBanner';
import { PageHeader } from '../../../../components/PageHeader';
import { SearchableList } from '../../../../components/SearchableList';
import { requireRole } from '../../../../features/auth/guards';
import { preload } from '../../../../features/network/preload';
import { ShopsTable, shopMatches } from '../../../../features/network/ShopsTable';
import { ShopFormModal } from '../../../../features/shops/ShopFormModal';
import { shopQueries } from '../../../../features/shops/shops.queries';
import { paths } from '../../../../lib/paths';

export const Route = createFileRoute('/_app/agent/shops/')({
  beforeLoad: requireRole('Agent'),
  loader: ({ context: { queryClient } }) => preload(queryClient.ensureQueryData(shopQueries.list())),
  component: AgentShopsPage,
});

function AgentShopsPage() {
  const shops = useQuery(shopQueries.list());
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const shown = (shops.data?.items ?? []).filter((s) => shopMatches(s, search));

  return (
    <Stack gap="md">
      <PageHeader
        title="Shops Management"
        subtitle="Your shops and the cashiers who run them"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            Create Shop
          </Button>
        }
      />
      {shops.isError ? <ErrorBanner message="Failed to load shops. Please try again later." /> : null}
      <SearchableList
        search={search}
        onSearch={setSearch}
        placeholder="Search shops..."
        loading={shops.isPending}
        empty={shown.length === 0 ? <EmptyState message="No shops found" /> : null}
      >
        <ShopsTable
          shops={shown}
          actions={(shop) => (
            <>
              <AppButtonLink
                href={paths.agent.shop(shop.id)}
                size="xs"
                variant="light"
                leftSection={<IconEye size={14} />}
              >
                View Details
              </AppButtonLink>
              <AppButtonLink
                href={paths.agent.editShop(shop.id)}
                size="xs"
                variant="default"
                leftSection={<IconEdit size={14} />}
              >
                Edit
              </AppButtonLink>
            </>
          )}
        />
      </SearchableList>
      <ShopFormModal opened={creating} onClose={() => setCreating(false)} actorRole="Agent" />
    </Stack>
  );
}
