import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconMaximize, IconMinimize, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFullscreen } from '../use-fullscreen';
import { JackpotBanner } from './JackpotBanner';

/** The screen's top row: Close, the jackpot, and full screen where the browser offers it. */
export function GameTopBar({
  bonusAmount,
  withinCalls,
  jackpotMessage,
  onClose,
}: {
  bonusAmount: number;
  withinCalls: number;
  jackpotMessage: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('hall');
  const fullscreen = useFullscreen();
  return (
    <Group gap="sm" wrap="nowrap" style={{ padding: '0 4px' }}>
      <Tooltip label={t('Close')}>
        <ActionIcon
          size={52}
          radius="xl"
          variant="white"
          color="dark"
          aria-label={t('Close')}
          onClick={onClose}
        >
          <IconX size={30} />
        </ActionIcon>
      </Tooltip>
      <JackpotBanner bonusAmount={bonusAmount} withinCalls={withinCalls} message={jackpotMessage} />
      {fullscreen.supported && (
        <Tooltip label={fullscreen.active ? t('Exit full screen') : t('Full screen')}>
          <ActionIcon
            size={52}
            radius="xl"
            variant="white"
            color="dark"
            aria-label={fullscreen.active ? t('Exit full screen') : t('Full screen')}
            onClick={fullscreen.toggle}
          >
            {fullscreen.active ? <IconMinimize size={30} /> : <IconMaximize size={30} />}
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
