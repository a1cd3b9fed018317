import { Button, Stack } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/links';
import { PageHeader } from '@/components/PageHeader';
import type { NetworkRole } from '@/features/auth/network-role';
import { BackButton } from '@/features/shell/BackButton';
import { ShopDetails } from './ShopDetails';
import { ShopFormModal } from './ShopFormModal';
import { ShopLoadState, useShop } from './shop-page-state';

/**
 * Shop Details for an agent or a super agent. An agent edits on a page of its own; a super agent
 * edits in a dialog over this one.
 */
export function ShopPage({ actorRole, id }: { actorRole: NetworkRole; id: string }) {
  const { t } = useTranslation('routes');
  const shop = useShop(id);
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap="md">
      <PageHeader
        title={t('Shop Details')}
        actions={<BackButton to={actorRole === 'Agent' ? '/agent/shops' : '/superagent/shops'} />}
      />
      <ShopLoadState shop={shop} />
      {shop.data ? (
        <>
          <ShopDetails
            shop={shop.data}
            actions={
              actorRole === 'Agent' ? (
                <ButtonLink to="/agent/shops/$id/edit" params={{ id }} leftSection={<IconEdit size={16} />}>
                  {t('Edit')}
                </ButtonLink>
              ) : (
                <Button leftSection={<IconEdit size={16} />} onClick={() => setEditing(true)}>
                  {t('Edit')}
                </Button>
              )
            }
          />
          {actorRole === 'SuperAgent' ? (
            <ShopFormModal
              opened={editing}
              onClose={() => setEditing(false)}
              actorRole="SuperAgent"
              shop={shop.data}
            />
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
