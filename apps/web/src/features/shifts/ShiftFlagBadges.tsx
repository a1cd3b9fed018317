import type { Shift } from '@bingo/contracts';
import { Group, Stack, Text } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { raisedFlags } from './shift-labels';

/** What an agent should look at on a shift, one line per raised flag. */
export function ShiftFlagBadges({ shift }: { shift: Shift }) {
  const { t } = useTranslation('shifts');
  const flags = raisedFlags(shift);
  if (flags.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('None')}
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      {flags.map((label) => (
        <Group key={label} gap={4} wrap="nowrap">
          <IconFlag size={14} color="var(--mantine-color-red-8)" aria-hidden />
          <Text size="xs" c="red.8" fw={600}>
            {/* i18n-dynamic: the flags are msg() keys in shift-labels.ts */}
            {t(label)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
