import { getCard } from '@bingo/engine';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { BingoCard } from '@/features/cards/BingoCard';
import type { CheckPanel } from '../use-check';

interface CheckResultViewProps {
  panel: CheckPanel;
  called: ReadonlySet<number>;
  lockedMessage: string;
  color: string;
  onLock: () => void;
  onRetry: () => void;
}

function Recorded({ panel, onRetry }: { panel: CheckPanel; onRetry: () => void }) {
  if (panel.recorded) {
    return (
      <Text size="lg" data-testid="recorded-result">
        Recorded: <b>{panel.recorded.won ? 'won' : 'lost'}</b> — {panel.recorded.message}
      </Text>
    );
  }
  if (panel.recordError) {
    return (
      <Alert color="red" title={panel.recordError}>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          Retry
        </Button>
      </Alert>
    );
  }
  return <Text c="dimmed">Recording the check…</Text>;
}

/** The checked card with its marks and win, the verdict, the late-win notice, and Lock. */
export function CheckResultView({
  panel,
  called,
  lockedMessage,
  color,
  onLock,
  onRetry,
}: CheckResultViewProps) {
  const card = getCard(panel.cardId);
  const locked = panel.wasLocked || panel.lockedNow;
  const local = panel.local;
  return (
    <Group align="flex-start" gap="xl" wrap="nowrap">
      <BingoCard
        card={card}
        called={called}
        winningCells={local?.wins ? local.engine.winningCells : []}
        locked={locked}
        cellSize={56}
      />
      <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
        {panel.wasLocked ? (
          <Alert color="gray" icon={<IconLock />} data-testid="check-verdict">
            <Text size="lg" fw={700}>
              {lockedMessage}
            </Text>
          </Alert>
        ) : (
          local && (
            <>
              <Text
                data-testid="check-verdict"
                fw={900}
                size="32px"
                c={local.wins ? 'green.8' : 'red.8'}
                lh={1.1}
              >
                {local.wins ? `BINGO! Card #${panel.cardId} won` : `Card #${panel.cardId} lost`}
              </Text>
              {local.lateNotice && (
                <Badge
                  size="xl"
                  color="orange"
                  variant="light"
                  data-testid="late-notice"
                  style={{ textTransform: 'none' }}
                >
                  Late: {local.lateNotice}
                </Badge>
              )}
              {local.engine.late && !local.wins && (
                <Text c="orange.9" fw={600}>
                  This shop counts a win only on the latest call.
                </Text>
              )}
              {local.othersWinning.length > 0 && (
                <Text size="lg" data-testid="others-winning">
                  Also winning on the same call: {local.othersWinning.map((id) => `#${id}`).join(', ')}
                </Text>
              )}
              <Recorded panel={panel} onRetry={onRetry} />
            </>
          )
        )}
        {panel.lockError && <Alert color="red">{panel.lockError}</Alert>}
        {!panel.wasLocked &&
          (panel.lockedNow ? (
            <Badge size="xl" color="dark" leftSection={<IconLock size={16} />}>
              LOCKED
            </Badge>
          ) : (
            <Button
              color={color}
              variant="outline"
              size="md"
              leftSection={<IconLock size={18} />}
              // The server locks only a card whose check it has recorded.
              disabled={!panel.recorded}
              loading={panel.busy && !!panel.recorded}
              onClick={onLock}
              w="fit-content"
            >
              Lock
            </Button>
          ))}
      </Stack>
    </Group>
  );
}
