import type { CheckResult } from '@bingo/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { bonusTypeLabel, useSaleLabels } from '@/features/sales/sale-labels';
import { formatBirr } from '@/lib/format';
import { VerifyQr } from './VerifyQr';

interface WinPanelProps {
  win: CheckResult;
  prize: number;
  color: string;
  onNewGame: () => void;
}

/** The confirmed win: the winning cards, each one's share of the prize, and any jackpot. */
export function WinPanel({ win, prize, color, onNewGame }: WinPanelProps) {
  const { t } = useTranslation('hall');
  useSaleLabels();
  const shared = win.winners.length > 1;
  return (
    <Modal opened onClose={() => {}} withCloseButton={false} centered size="lg" closeOnClickOutside={false}>
      <Stack align="center" gap="md" py="md" data-testid="win-panel">
        <Text fw={900} size="64px" c={`${color}.7`} lh={1}>
          {t('BINGO!')}
        </Text>
        <Text fw={800} size="28px" ta="center">
          {shared
            ? t('Cards {{cards}} win', { cards: win.winners.map((id) => `#${id}`).join(', ') })
            : t('Card #{{card}} wins', { card: win.cardId })}
        </Text>
        <Text size="xl" ta="center" data-testid="win-prize">
          {shared
            ? t('Prize {{prize}} split {{ways}} ways: {{share}} each', {
                prize: formatBirr(prize),
                ways: win.winners.length,
                share: formatBirr(win.prizeShare ?? 0),
              })
            : t('Prize {{prize}}', { prize: formatBirr(win.prizeShare ?? prize) })}
        </Text>
        {win.bonusAwarded > 0 && (
          <Text size="xl" fw={800} c="yellow.8" ta="center" data-testid="win-bonus">
            {t('Jackpot {{amount}} ({{type}})', {
              amount: formatBirr(win.bonusAwarded),
              type: bonusTypeLabel(win.bonusType),
            })}
          </Text>
        )}
        {win.firstWinLabel && (
          <Text c="dimmed">
            {t('Won at call {{call}} ({{label}})', { call: win.firstWinCall, label: win.firstWinLabel })}
          </Text>
        )}
        <VerifyQr gameId={win.gameId} />
        <Group>
          <Button size="lg" color={color} onClick={onNewGame}>
            {t('New Game')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
