import type { CheckResult } from '@bingo/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
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
  const shared = win.winners.length > 1;
  return (
    <Modal opened onClose={() => {}} withCloseButton={false} centered size="lg" closeOnClickOutside={false}>
      <Stack align="center" gap="md" py="md" data-testid="win-panel">
        <Text fw={900} size="64px" c={`${color}.7`} lh={1}>
          BINGO!
        </Text>
        <Text fw={800} size="28px" ta="center">
          {shared ? `Cards ${win.winners.map((id) => `#${id}`).join(', ')} win` : `Card #${win.cardId} wins`}
        </Text>
        <Text size="xl" ta="center" data-testid="win-prize">
          {shared
            ? `Prize ${formatBirr(prize)} split ${win.winners.length} ways: ${formatBirr(win.prizeShare ?? 0)} each`
            : `Prize ${formatBirr(win.prizeShare ?? prize)}`}
        </Text>
        {win.bonusAwarded > 0 && (
          <Text size="xl" fw={800} c="yellow.8" ta="center" data-testid="win-bonus">
            Jackpot {formatBirr(win.bonusAwarded)} ({win.bonusType})
          </Text>
        )}
        {win.firstWinLabel && (
          <Text c="dimmed">
            Won at call {win.firstWinCall} ({win.firstWinLabel})
          </Text>
        )}
        <VerifyQr gameId={win.gameId} />
        <Group>
          <Button size="lg" color={color} onClick={onNewGame}>
            New Game
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
