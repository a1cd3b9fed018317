import type { GameStatus } from '@bingo/engine';
import { Button, Group, Select } from '@mantine/core';
import { IconArrowsShuffle, IconPlayerPause, IconPlayerPlay, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GAME_SPEEDS } from '../hall.store';

interface GameControlsProps {
  status: GameStatus;
  color: string;
  starting: boolean;
  shuffling: boolean;
  checkEnabled: boolean;
  onShuffle: () => void;
  onStart: () => void;
  onPause: () => void;
  onResume: () => void;
  onCheck: () => void;
  /** Seconds between calls while a game is on, or null to hide the choice. */
  speed: number | null;
  onSpeed: (seconds: number) => void;
}

const big = { root: { height: 'clamp(44px, 7vh, 84px)', fontSize: 'clamp(16px, min(1.8vw, 3vh), 34px)' } };

/** Shuffle and Start before the game, Pause/Continue during it; Check opens after 5 calls. */
export function GameControls(props: GameControlsProps) {
  const { t } = useTranslation('hall');
  const { status, color, starting, shuffling, checkEnabled } = props;
  const notStarted = status === 'idle';
  return (
    <Group gap="sm" justify="center" wrap="nowrap" w="100%">
      {notStarted && (
        <Button
          size="xl"
          styles={big}
          variant="white"
          color={color}
          leftSection={<IconArrowsShuffle />}
          disabled={starting || shuffling}
          onClick={props.onShuffle}
        >
          {t('Shuffle')}
        </Button>
      )}
      {notStarted && (
        <Button
          size="xl"
          styles={big}
          color={color}
          leftSection={<IconPlayerPlay />}
          loading={starting}
          disabled={shuffling}
          onClick={props.onStart}
        >
          {t('Start')}
        </Button>
      )}
      {status === 'running' && (
        <Button
          size="xl"
          styles={big}
          color="yellow"
          c="dark"
          leftSection={<IconPlayerPause />}
          onClick={props.onPause}
        >
          {t('Pause')}
        </Button>
      )}
      {status === 'paused' && (
        <Button
          size="xl"
          styles={big}
          color="green"
          leftSection={<IconPlayerPlay />}
          onClick={props.onResume}
        >
          {t('Continue')}
        </Button>
      )}
      {props.speed !== null && (
        <Select
          aria-label={t('Game Speed')}
          size="lg"
          w={120}
          data={GAME_SPEEDS.map((s) => ({ value: String(s), label: t('{{seconds}} s', { seconds: s }) }))}
          value={String(props.speed)}
          onChange={(v) => v && props.onSpeed(Number(v))}
          allowDeselect={false}
        />
      )}
      <Button
        size="xl"
        styles={big}
        color={color}
        leftSection={<IconSearch />}
        disabled={!checkEnabled}
        onClick={props.onCheck}
      >
        {t('Check')}
      </Button>
    </Group>
  );
}
