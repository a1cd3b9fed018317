import type { GameCall } from '@bingo/contracts';
import { Badge, Button, Group, Kbd, ScrollArea, Stack, Text } from '@mantine/core';
import { IconDeviceTv } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisplayLinkStatus } from '@/features/display/use-display-window';
import { formatCallTime } from '../record/game-record';
import { SHORTCUTS } from './console-keys';

interface ConsolePanelProps {
  displayStatus: DisplayLinkStatus;
  onOpenDisplay: () => void;
  connectionLost: boolean;
  /** Digits typed for a card number, not yet checked. */
  typed: string;
  cards: readonly number[];
  lockedCards: readonly number[];
  /** The server's calls, oldest first. */
  history: readonly GameCall[];
}

/** The call's time in the hall's zone, 24-hour: the same in every language and on every PC. */
const time = formatCallTime;

/** The cashier's side column: the display, the connection, the shortcuts, the cards and every call. */
export function ConsolePanel(props: ConsolePanelProps) {
  const { t } = useTranslation('hall');
  const { displayStatus, connectionLost, typed, cards, lockedCards, history } = props;
  const locked = new Set(lockedCards);
  return (
    <Stack gap="xs" style={panelStyle} data-testid="console-panel">
      <Button
        size="md"
        fullWidth
        color="dark"
        variant="white"
        leftSection={<IconDeviceTv size={20} />}
        onClick={props.onOpenDisplay}
      >
        {t('Open display')}
      </Button>
      <Group gap="xs">
        <Badge size="lg" color={displayStatus === 'open' ? 'teal.9' : 'gray'} data-testid="display-status">
          {displayStatus === 'open' ? t('Display open') : t('Display closed')}
        </Badge>
        <Badge size="lg" color={connectionLost ? 'red.9' : 'teal.9'} data-testid="connection-status">
          {connectionLost ? t('Server unreachable') : t('Connected')}
        </Badge>
      </Group>
      <Stack gap={2} aria-label={t('Keyboard shortcuts')} component="section">
        {SHORTCUTS.map((s) => (
          <Text key={s.keys} size="sm" c="white">
            {/* i18n-dynamic: the actions are msg() keys in console-keys.ts */}
            <Kbd>{s.keys}</Kbd> {t(s.action)}
          </Text>
        ))}
        <Text size="sm" c="white" data-testid="typed-card">
          {typed ? t('Card: {{typed}} (Enter to check)', { typed }) : ' '}
        </Text>
      </Stack>
      <Text fw={700} c="white">
        {t('Cards in play ({{n}})', { n: cards.length })}
      </Text>
      <Text size="sm" c="white" data-testid="cards-in-play" style={{ wordBreak: 'break-word' }}>
        {cards.map((c) => (locked.has(c) ? t('#{{card}} (locked)', { card: c }) : `#${c}`)).join(' ')}
      </Text>
      <Text fw={700} c="white">
        {t('Calls ({{n}})', { n: history.length })}
      </Text>
      <ScrollArea style={{ flex: 1, minHeight: 0 }} type="auto">
        <ol aria-label={t('Call history')} data-testid="call-history" style={listStyle}>
          {history.map((c) => (
            <li key={c.k} data-k={c.k} data-number={c.number}>
              {c.k}. {c.label} <span style={{ opacity: 0.85 }}>{time(c.calledAt)}</span>
            </li>
          ))}
        </ol>
      </ScrollArea>
    </Stack>
  );
}

const panelStyle: CSSProperties = {
  minHeight: 0,
  background: 'rgba(0,0,0,0.6)',
  borderRadius: 12,
  padding: 10,
  color: '#fff',
  overflow: 'hidden',
};

const listStyle: CSSProperties = {
  margin: 0,
  paddingLeft: 8,
  listStyle: 'none',
  fontVariantNumeric: 'tabular-nums',
};
