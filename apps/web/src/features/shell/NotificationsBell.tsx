import { ActionIcon, Indicator, Menu, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '@/i18n/message-text';
import { DATA_FAILED } from '@/lib/failure-messages';
import { formatBirr, formatDateTime } from '@/lib/format';
import { isSystemParty, partyName, usePartyNames } from '../balance/party-names';
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
  useBalanceFollowsCredits(data?.unseenCredits);
  // Marking the credits seen refetches an empty list; the open menu keeps what it opened with, so
  // the credits do not vanish while the user reads them.
  const [shown, setShown] = useState<NonNullable<typeof data>['items'] | null>(null);
  const items = shown ?? data?.items ?? [];
  return (
    <Menu
      position="bottom-end"
      width={300}
      shadow="md"
      onOpen={() => {
        const opened = data?.items ?? [];
        setShown(opened);
        // The list is newest first; naming its first credit marks only what this menu shows.
        const newest = opened[0];
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
      </Menu.Dropdown>
    </Menu>
  );
}
