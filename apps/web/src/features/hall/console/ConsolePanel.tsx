import type { GameCall } from '@bingo/contracts';
import { Badge, Button, Group, Kbd, ScrollArea, Stack, Text } from '@mantine/core';
import { IconDeviceTv } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import type { DisplayLinkStatus } from '@/features/display/use-display-window';
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

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The cashier's side column: the display, the connection, the shortcuts, the cards and every call. */
export function ConsolePanel(props: ConsolePanelProps) {
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
        Open display
      </Button>
      <Group gap="xs">
        <Badge size="lg" color={displayStatus === 'open' ? 'teal.9' : 'gray'} data-testid="display-status">
          Display {displayStatus}
        </Badge>
        <Badge size="lg" color={connectionLost ? 'red.9' : 'teal.9'} data-testid="connection-status">
          {connectionLost ? 'Server unreachable' : 'Connected'}
        </Badge>
      </Group>
      <Stack gap={2} aria-label="Keyboard shortcuts" component="section">
        {SHORTCUTS.map((s) => (
          <Text key={s.keys} size="sm" c="white">
            <Kbd>{s.keys}</Kbd> {s.action}
          </Text>
        ))}
        <Text size="sm" c="white" data-testid="typed-card">
          {typed ? `Card: ${typed} (Enter to check)` : ' '}
        </Text>
      </Stack>
      <Text fw={700} c="white">
        Cards in play ({cards.length})
      </Text>
      <Text size="sm" c="white" data-testid="cards-in-play" style={{ wordBreak: 'break-word' }}>
        {cards.map((c) => (locked.has(c) ? `#${c} (locked)` : `#${c}`)).join(' ')}
      </Text>
      <Text fw={700} c="white">
        Calls ({history.length})
      </Text>
      <ScrollArea style={{ flex: 1, minHeight: 0 }} type="auto">
        <ol aria-label="Call history" data-testid="call-history" style={listStyle}>
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
