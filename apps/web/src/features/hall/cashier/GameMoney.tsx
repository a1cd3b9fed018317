import { computeGameMoney, toBirr, toSantim } from '@bingo/engine';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBirr } from '@/lib/format';

/** The live figures of the game being set up, from the same engine maths the server uses. */
export function GameMoney({ cards, bet, ratePercent }: { cards: number; bet: number; ratePercent: number }) {
  const { t } = useTranslation('routes');
  const money = computeGameMoney({ cards, betSantim: toSantim(bet), ratePercent });
  const figure = (label: string, santim: number, testId: string, strong = false) => (
    <Stack gap={0} align="center">
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fw={900} size={strong ? '28px' : 'xl'} data-testid={testId}>
        {formatBirr(toBirr(santim))}
      </Text>
    </Stack>
  );
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-around">
        {figure(t('Total'), money.total, 'money-total')}
        {figure(t('Prize'), money.prize, 'money-prize', true)}
        {figure(t('Commission ({{rate}}%)', { rate: ratePercent }), money.commission, 'money-commission')}
      </Group>
    </Paper>
  );
}
