import type { Role } from '@bingo/contracts';
import { ActionIcon, Indicator, Menu, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuItemLink } from '@/components/links';
import { useMessageText } from '@/i18n/message-text';
import { DATA_FAILED } from '@/lib/failure-messages';
import { formatBirr, formatDateTime } from '@/lib/format';
import { useSession } from '@/stores/session';
import { isSystemParty, partyName, usePartyNames } from '../balance/party-names';
import { TRANSACTIONS_PAGES } from '../balance/transactions-pages';
import {
  notificationQueries,
  useBalanceFollowsCredits,
  useMarkNotificationsSeen,
} from '../notifications/notifications.queries';

/** Counts credits to the user's balance not yet shown; opening it marks the credits it shows seen. */
export function NotificationsBell() {
  const { t } = useTranslation('common');
  const messageText = useMessageText();
  const { data, isError } = useQuery(notificationQueries.unseen());
  const names = usePartyNames(Boolean(data?.items.length));
  const markSeen = useMarkNotificationsSeen();
  const count = data?.unseenCredits ?? 0;
  useBalanceFollowsCredits(data);
  // Marking the credits seen refetches an empty list; the open menu keeps what it opened with, so
  // the credits (and how many it could not list) do not vanish while the user reads them.
  const [shown, setShown] = useState<NonNullable<typeof data> | null>(null);
  const items = shown?.items ?? data?.items ?? [];
  const notListed = (shown?.unseenCredits ?? count) - items.length;
  return (
    <Menu
      position="bottom-end"
      width={300}
      shadow="md"
      onOpen={() => {
        setShown(data ?? null);
        // The list is newest first; naming its first credit marks it and every older one seen,
        // including those past the list, which the row under it counts and links to.
        const newest = data?.items[0];
        if (newest) markSeen.mutate(newest.id);
      }}
      onClose={() => setShown(null)}
    >
      <Menu.Target>
        <Indicator label={count} size={18} disabled={count === 0} color="red" offset={4}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('Notifications ({{number}} new)', { number: count })}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Indicator>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('Notifications')}</Menu.Label>
        {/* A failed poll is not 'no credits'; any credits read before still show below. */}
        {isError ? (
          <Text size="sm" c="red" px="sm" py="xs" role="alert">
            {messageText(DATA_FAILED)}
          </Text>
        ) : null}
        {items.length === 0 ? (
          isError ? null : (
            <Text size="sm" c="dimmed" px="sm" py="xs">
              {t('No new credits')}
            </Text>
          )
        ) : (
          items.map((credit) => (
            <Menu.Item key={credit.id}>
              <Stack gap={0}>
                <Text size="sm" fw={600} c="green.8">
                  +{formatBirr(credit.amount)}
                </Text>
                <Text size="xs">
                  {isSystemParty(credit.senderEmail)
                    ? partyName(null, credit.senderEmail)
                    : t('from {{name}}', { name: partyName(null, credit.senderEmail, names) })}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(credit.createdAt)}
                </Text>
              </Stack>
            </Menu.Item>
          ))
        )}
        {notListed > 0 ? <MoreCredits count={notListed} /> : null}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * Under the list when the user has more unseen credits than it shows: how many, and the way to the
 * user's own transactions, where those credits are. A cashier has no such page, so it reads the count.
 */
function MoreCredits({ count }: { count: number }) {
  const { t } = useTranslation('common');
  const role = useSession((s) => s.user?.role);
  const seeAll = t('See all transactions');
  const { Admin, SuperAgent, Agent } = TRANSACTIONS_PAGES;
  const links: Record<Role, ReactNode> = {
    Admin: (
      <MenuItemLink to={Admin.to} search={Admin.search}>
        {seeAll}
      </MenuItemLink>
    ),
    SuperAgent: <MenuItemLink to={SuperAgent.to}>{seeAll}</MenuItemLink>,
    Agent: <MenuItemLink to={Agent.to}>{seeAll}</MenuItemLink>,
    Cashier: null,
  };
  return (
    <>
      <Menu.Divider />
      <Text size="sm" c="dimmed" px="sm" py="xs">
        {count === 1
          ? t('{{number}} more credit', { number: count })
          : t('{{number}} more credits', { number: count })}
      </Text>
      {role ? links[role] : null}
    </>
  );
}
