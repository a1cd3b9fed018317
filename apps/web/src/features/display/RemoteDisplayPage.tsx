import { Center, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useWakeLock } from '@/features/hall/use-wake-lock';
import { ApiError, serverOutOfReach } from '@/lib/api';
import { displayQueries } from './display.queries';
import { PlayerDisplay } from './PlayerDisplay';
import { displayFromRemote } from './remote-display';

/** A display on another device (a smart TV): no login, it reads its shop's game through the link. */
export function RemoteDisplayPage({ token }: { token: string }) {
  const { t } = useTranslation('routes');
  const remote = useQuery(displayQueries.remote(token));
  // A revoked link goes dark at its next poll; a short outage keeps the last picture on the TV.
  const revoked = remote.error instanceof ApiError && remote.error.status === 404;
  // Only the server's 404 says the link is dead: no answer or a proxy's 5xx says nothing of it.
  const outOfReach = serverOutOfReach(remote.error);
  const display = remote.data && !revoked ? displayFromRemote(remote.data) : null;
  useWakeLock(display?.status === 'running' || display?.status === 'paused');
  if (display) return <PlayerDisplay display={display} />;
  return (
    <Center h="100vh" bg="dark.8">
      <Text c="white" size="xl" data-testid="remote-display-message">
        {revoked
          ? t('This display link is not valid or was revoked.')
          : outOfReach
            ? t('Server unreachable. Trying again…')
            : t('Connecting…')}
      </Text>
    </Center>
  );
}
