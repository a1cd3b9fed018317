import { Alert, Code, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { shortCommitment } from '../live-game';

/**
 * Whether the revealed order and salt hash to the commitment. The commitment comes in the same answer
 * as the order, so a match alone cannot show it was the one fixed before the first call: only the
 * first characters the hall's display showed then can, and the reader is shown them to compare.
 */
export function CommitmentVerdict({
  matches,
  commitment,
  salted,
}: {
  matches: boolean;
  commitment: string;
  /** False for a game sealed before salts were used: its commitment hashes the order alone. */
  salted: boolean;
}) {
  const { t } = useTranslation('hall');
  return (
    <Alert
      color={matches ? 'green' : 'red'}
      variant="filled"
      icon={matches ? <IconCircleCheck /> : <IconCircleX />}
      data-testid="commitment-verdict"
      role="status"
    >
      <Text fw={800} size="xl">
        {matches ? t('Commitment matches') : t('Commitment does not match')}
      </Text>
      <Text size="sm">{verdictText(matches, salted, t)}</Text>
      <Group gap="sm" mt="xs" align="baseline">
        <Text fw={700}>{t('First 8 characters')}</Text>
        <Code data-testid="commitment-short" fz={28} fw={800} c="dark">
          {shortCommitment(commitment)}
        </Code>
      </Group>
    </Alert>
  );
}

function verdictText(matches: boolean, salted: boolean, t: TFunction<'hall'>): string {
  if (salted) {
    return matches
      ? t(
          'The revealed order and salt, hashed in this browser, give the commitment the server recorded at Start. Compare its first 8 characters with the ones the hall’s display showed before the first call: if they are the same, the order was not changed during the game.',
        )
      : t(
          'The revealed order and salt, hashed in this browser, do not give the commitment the server recorded at Start: this order is not the one the game was sealed with.',
        );
  }
  return matches
    ? t(
        'The revealed order, hashed in this browser, gives the commitment the server recorded at Start (a game from before salted commitments). Compare its first 8 characters with the ones the hall’s display showed before the first call: if they are the same, the order was not changed during the game.',
      )
    : t(
        'The revealed order, hashed in this browser, does not give the commitment the server recorded at Start: this order is not the one the game was sealed with.',
      );
}
