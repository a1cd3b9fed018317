import { Button, Stack } from '@mantine/core';
import { IconEye, IconPlus } from '@tabler/icons-react';
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
import { userQueries } from '../../../../features/users/users.queries';
import { paths } from '../../../../lib/paths';

export const Route = createFileRoute('/_app/superagent/shops/')({
  beforeLoad: requireRole('SuperAgent'),
  loader: ({ context: { queryClient } }) =>
    preload(
      queryClient.ensureQueryData(shopQueries.list()),
      // The Create New Shop dialog picks one of these agents.
      queryClient.ensureQueryData(userQueries.myAgents()),
    ),
  component: SuperAgentShopsPage,
});

function SuperAgentShopsPage() {
  const shops = useQuery(shopQueries.list());
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const shown = (shops.data?.items ?? []).filter((s) => shopMatches(s, search, true));

  return (
    <Stack gap="md">
      <PageHeader
        title="Shops Management"
        subtitle="The shops of all your agents"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            Create New Shop
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
          showAgent
          actions={(shop) => (
            <AppButtonLink
              href={paths.superAgent.shop(shop.id)}
              size="xs"
              variant="light"
              leftSection={<IconEye size={14} />}
            >
              View Details
            </AppButtonLink>
          )}
        />
      </SearchableList>
      <ShopFormModal opened={creating} onClose={() => setCreating(false)} actorRole="SuperAgent" />
    </Stack>
  );
}
