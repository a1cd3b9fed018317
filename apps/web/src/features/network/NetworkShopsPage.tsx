import { Stack } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton } from '@/components/AddButton';
import { EmptyState } from '@/components/EmptyState';
import { ErrorBanner } from '@/components/ErrorBanner';
import { ButtonLink } from '@/components/links';
import { PageHeader } from '@/components/PageHeader';
import { SearchableList } from '@/components/SearchableList';
import { ShopFormModal } from '../shops/ShopFormModal';
import { shopQueries } from '../shops/shops.queries';
import { ShopDetailsButton } from './ShopDetailsButton';
import { ShopsTable, shopMatches } from './ShopsTable';

interface NetworkShopsPageProps {
  /** A Super Agent sees (and searches) each shop's agent; an Agent's shops are all its own. */
  actorRole: 'SuperAgent' | 'Agent';
  subtitle: string;
  createLabel: string;
}

/** The Shops Management page of a Super Agent or an Agent: their shops, searchable, and a create dialog. */
export function NetworkShopsPage({ actorRole, subtitle, createLabel }: NetworkShopsPageProps) {
  const { t } = useTranslation('network');
  const shops = useQuery(shopQueries.list());
  const [search, setSearch] = useState('');
  // `?create=true` (the dashboard's Create New Shop) opens the dialog at once; closing it drops the flag.
  const { create } = useSearch({ strict: false });
  const navigate = useNavigate();
  const [creating, setCreating] = useState(create === true);
  const showAgent = actorRole === 'SuperAgent';
  const shown = (shops.data?.items ?? []).filter((s) => shopMatches(s, search, showAgent));

  return (
    <Stack gap="md">
      <PageHeader
        title={t('Shops Management')}
        subtitle={subtitle}
        actions={<AddButton onClick={() => setCreating(true)}>{createLabel}</AddButton>}
      />
      {shops.isError ? <ErrorBanner message={t('Failed to load shops. Please try again later.')} /> : null}
      <SearchableList
        search={search}
        onSearch={setSearch}
        placeholder={t('Search shops...')}
        loading={shops.isPending}
        empty={shown.length === 0 ? <EmptyState message={t('No shops found')} /> : null}
      >
        <ShopsTable
          shops={shown}
          showAgent={showAgent}
          actions={(shop) => (
            <>
              <ShopDetailsButton
                to={showAgent ? '/superagent/shops/$id' : '/agent/shops/$id'}
                shopId={shop.id}
              >
                {t('View Details')}
              </ShopDetailsButton>
              {/* An Agent edits its shops on a page of their own. */}
              {showAgent ? null : (
                <ButtonLink
                  to="/agent/shops/$id/edit"
                  params={{ id: shop.id }}
                  size="xs"
                  variant="default"
                  leftSection={<IconEdit size={14} />}
                >
                  {t('Edit')}
                </ButtonLink>
              )}
            </>
          )}
        />
      </SearchableList>
      <ShopFormModal
        opened={creating}
        onClose={() => {
          setCreating(false);
          if (create) void navigate({ to: '.', search: {}, replace: true });
        }}
        actorRole={actorRole}
      />
    </Stack>
  );
}
