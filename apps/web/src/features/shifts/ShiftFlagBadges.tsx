import type { Shift } from '@bingo/contracts';
import { Badge, Group, Text } from '@mantine/core';
import { raisedFlags } from './shift-labels';

/** What an agent should look at on a shift, one badge per raised flag. */
export function ShiftFlagBadges({ shift }: { shift: Shift }) {
  const flags = raisedFlags(shift);
  if (flags.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        None
      </Text>
    );
  }
  return (
    <Group gap={4}>
      {flags.map((label) => (
        <Badge key={label} color="red" variant="light" size="sm">
          {label}
        </Badge>
      ))}
    </Group>
  );
}
