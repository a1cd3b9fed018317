import { TextInput } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { formatEthiopicDayInput, parseEthiopicDay } from '@/lib/ethiopic';
import type { DayValue } from './DayInput';
import { useDayExample } from './day-example';

interface EthiopicDayInputProps {
  label: string;
  value: DayValue;
  onChange: (day: DayValue) => void;
  error?: string | undefined;
  w?: number;
}

/**
 * A day typed in the Ethiopian calendar ('14/03/2019' or '14 ኅዳር 2019'); the form still holds the
 * Gregorian 'yyyy-MM-dd' the server reads. A text that is no Ethiopian date becomes null, with a
 * message once the field is left.
 */
export function EthiopicDayInput({ label, value, onChange, error, w = 170 }: EthiopicDayInputProps) {
  const shown = (day: DayValue) => (day ? formatEthiopicDayInput(day) : '');
  const [text, setText] = useState(() => shown(value));
  const [left, setLeft] = useState(false);
  const emitted = useRef(value);
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    setLeft(false);
    setText(value ? formatEthiopicDayInput(value) : '');
  }, [value]);
  const read = (typed: string) => {
    setText(typed);
    setLeft(false);
    const day = typed.trim() === '' ? '' : parseEthiopicDay(typed);
    emitted.current = day;
    onChange(day);
  };
  const { example, invalid } = useDayExample();
  return (
    <TextInput
      label={label}
      value={text}
      onChange={(event) => read(event.currentTarget.value)}
      onBlur={() => {
        setLeft(true);
        if (value) setText(formatEthiopicDayInput(value));
      }}
      placeholder={example}
      leftSection={<IconCalendar size={16} />}
      error={error ?? (left && value === null ? invalid : undefined)}
      w={w}
    />
  );
}
