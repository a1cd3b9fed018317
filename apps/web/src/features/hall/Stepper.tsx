import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface StepperProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  step?: number;
  min?: number;
  max?: number;
  /** How the value reads, e.g. as Birr. */
  format?: (value: number) => string;
  color?: string;
}

/** A − value + control that moves by a fixed step and never leaves [min, max]. */
export function Stepper({
  label,
  value,
  onChange,
  step = 5,
  min = 5,
  max = Number.MAX_SAFE_INTEGER,
  format = String,
  color,
}: StepperProps) {
  const { t } = useTranslation('hall');
  const down = Math.max(min, value - step);
  const up = Math.min(max, value + step);
  return (
    <div>
      <Text fw={700} size="sm" mb={4}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          size="xl"
          variant="filled"
          color={color}
          aria-label={t('Decrease {{label}}', { label })}
          disabled={value <= min}
          onClick={() => onChange(down)}
        >
          <IconMinus />
        </ActionIcon>
        <Text
          fw={900}
          size="xl"
          miw={110}
          ta="center"
          style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
          role="status"
          aria-label={label}
        >
          {format(value)}
        </Text>
        <ActionIcon
          size="xl"
          variant="filled"
          color={color}
          aria-label={t('Increase {{label}}', { label })}
          disabled={value >= max}
          onClick={() => onChange(up)}
        >
          <IconPlus />
        </ActionIcon>
      </Group>
    </div>
  );
}
