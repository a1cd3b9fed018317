import { Center, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useWakeLock } from '@/features/hall/use-wake-lock';
import { serverOutOfReach } from '@/lib/api';
import { displayQueries } from './display.queries';
import { PlayerDisplay } from './PlayerDisplay';
import { displayFromRemote } from './remote-display';
import { useLostCheckShown } from './use-lost-check-shown';

/** A display on another device (a smart TV): no login, it reads its shop's game through the link. */
export function RemoteDisplayPage({ token }: { token: string }) {
  const { t } = useTranslation('routes');
  const remote = useQuery(displayQueries.remote(token));
  // A revoked link goes dark at its next poll; a short outage keeps the last picture on the TV.
  const revoked = remote.data?.refused === true;
  // Only the server's refusal says the link is dead: no answer or a proxy's 5xx says nothing of it.
  const outOfReach = serverOutOfReach(remote.error);
  const display = useLostCheckShown(
    remote.data && !remote.data.refused ? displayFromRemote(remote.data.display) : null,
  );
  useWakeLock(display?.status === 'running' || display?.status === 'paused');
  if (display) {
    return (
      <>
        <PlayerDisplay display={display} />
        {/* The board is frozen meanwhile: staff should know it is not the game's latest. */}
        {outOfReach && (
          <div role="status" data-testid="remote-display-offline" style={noticeStyle}>
            {t('Server unreachable. Trying again…')}
          </div>
        )}
      </>
    );
  }
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

/** Small, at the foot of the screen, above even a check's verdict; dark enough for white text. */
const noticeStyle: CSSProperties = {
  position: 'fixed',
  bottom: 12,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 11,
  padding: '6px 16px',
  borderRadius: 8,
  background: '#8f2d00',
  color: '#fff',
  fontWeight: 700,
  fontSize: 'clamp(14px, 1.6vw, 28px)',
};
