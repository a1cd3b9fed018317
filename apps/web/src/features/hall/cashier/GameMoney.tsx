import { computeGameMoney, toBirr, toSantim } from '@bingo/engine';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBirr } from '@/lib/format';

/**
 * The live figures of the game being set up, from the same engine maths the server uses. The prize and
 * the commission wait for the tier's rate (`ratePercent` null): a guessed rate would show figures the
 * sale will not record.
 */
export function GameMoney({
  cards,
  bet,
  ratePercent,
  ratesFailure = null,
}: {
  cards: number;
  bet: number;
  ratePercent: number | null;
  /** Why the rates could not be loaded; shown in place of the figures that need them. */
  ratesFailure?: string | null;
}) {
  const { t } = useTranslation('routes');
  const money = computeGameMoney({ cards, betSantim: toSantim(bet), ratePercent: ratePercent ?? 0 });
  const known = ratePercent !== null;
  const figure = (label: string, santim: number | null, testId: string, strong = false) => (
    <Stack gap={0} align="center">
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fw={900} size={strong ? '28px' : 'xl'} data-testid={testId} aria-busy={santim === null}>
        {santim === null ? '…' : formatBirr(toBirr(santim))}
      </Text>
    </Stack>
  );
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-around">
        {figure(t('Total'), money.total, 'money-total')}
        {figure(t('Prize'), known ? money.prize : null, 'money-prize', true)}
        {figure(
          known ? t('Commission ({{rate}}%)', { rate: ratePercent }) : t('Commission'),
          known ? money.commission : null,
          'money-commission',
        )}
      </Group>
      {!known &&
        (ratesFailure ? (
          <Text c="red" size="sm" ta="center" mt="xs" role="alert" data-testid="rates-failure">
            {ratesFailure}
          </Text>
        ) : (
          <Text c="dimmed" size="sm" ta="center" mt="xs">
            {t('Loading commission rates...')}
          </Text>
        ))}
    </Paper>
  );
}
