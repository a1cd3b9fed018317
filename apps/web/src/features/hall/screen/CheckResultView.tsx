import { checkMessage } from '@bingo/contracts';
import { ballLabel, getCard } from '@bingo/engine';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { BingoCard } from '@/features/cards/BingoCard';
import { useMessageText } from '@/i18n/message-text';
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
  const { t } = useTranslation('hall');
  const messageText = useMessageText();
  if (panel.recorded) {
    // Built from the answer's facts, not its English `message`, and said by the sentence's code.
    const said = checkMessage(panel.recorded);
    return (
      <Text size="lg" data-testid="recorded-result">
        {t('Recorded:')} <b>{panel.recorded.won ? t('won') : t('lost')}</b> —{' '}
        {messageText(said.message, said)}
      </Text>
    );
  }
  if (panel.recordError) {
    return (
      <Alert color="red" title={panel.recordError}>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {t('Retry')}
        </Button>
      </Alert>
    );
  }
  return <Text c="dimmed">{t('Recording the check…')}</Text>;
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
  const { t } = useTranslation('hall');
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
              {/* i18n-dynamic: the locked message is a msg() key in use-check.ts */}
              {t(lockedMessage)}
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
                {local.wins
                  ? t('BINGO! Card #{{card}} won', { card: panel.cardId })
                  : t('Card #{{card}} lost', { card: panel.cardId })}
              </Text>
              {local.lateNotice && (
                <Badge
                  size="xl"
                  color="orange"
                  variant="light"
                  data-testid="late-notice"
                  style={{ textTransform: 'none' }}
                >
                  {lateNotice(local.engine, t)}
                </Badge>
              )}
              {local.engine.late && !local.wins && (
                <Text c="orange.9" fw={600}>
                  {t('This shop counts a win only on the latest call.')}
                </Text>
              )}
              {local.othersWinning.length > 0 && (
                <Text size="lg" data-testid="others-winning">
                  {t('Also winning on the same call: {{cards}}', {
                    cards: local.othersWinning.map((id) => `#${id}`).join(', '),
                  })}
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
              {t('LOCKED')}
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
              {t('Lock')}
            </Button>
          ))}
      </Stack>
    </Group>
  );
}

/**
 * "Late: won at call 12 (B7), 3 calls ago": the engine's late-win notice (see describeLateWin),
 * worded here in the reader's language from the same facts.
 */
function lateNotice(
  engine: { firstWinCall: number | null; firstWinBall: number | null; callsAgo: number },
  t: TFunction<'hall'>,
): string {
  const values = {
    call: engine.firstWinCall,
    ball: ballLabel(engine.firstWinBall ?? 0),
    ago: engine.callsAgo,
  };
  return engine.callsAgo === 1
    ? t('Late: won at call {{call}} ({{ball}}), {{ago}} call ago', values)
    : t('Late: won at call {{call}} ({{ball}}), {{ago}} calls ago', values);
}
