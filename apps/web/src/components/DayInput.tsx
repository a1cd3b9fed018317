import '@mantine/dates/styles.css';
import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useLocale } from '@/i18n/locale';
import { parseDay } from '@/lib/day-text';
import { useDayExample } from './day-example';
import { EthiopicDayInput } from './EthiopicDayInput';

/** A day in a date field: 'yyyy-MM-dd', '' when the field is empty, null when its text is no date. */
export type DayValue = string | null;

interface DayInputProps {
  label: string;
  value: DayValue;
  onChange: (day: DayValue) => void;
  /** A message from the form (e.g. a required field left empty); it wins over the field's own. */
  error?: string | undefined;
  w?: number;
}

/**
 * A day that can be typed or picked from the calendar. It reads the typed text itself (see
 * parseDay), so a half-typed or impossible date becomes null with a message under the field
 * instead of an old day kept silently; the message waits until the field is left.
 */
export function DayInput(props: DayInputProps) {
  // What the person types is read in the calendar the dates are shown in.
  const calendar = useLocale((s) => s.calendar);
  return calendar === 'ethiopic' ? <EthiopicDayInput {...props} /> : <GregorianDayInput {...props} />;
}

function GregorianDayInput({ label, value, onChange, error, w = 170 }: DayInputProps) {
  const [left, setLeft] = useState(false);
  // The calendar keeps its own copy of the text. When the form sets the day itself (a reset, a new
  // address), a fresh calendar shows that day instead of text typed before.
  const emitted = useRef(value);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    setLeft(false);
    setGeneration((g) => g + 1);
  }, [value]);
  const emit = (day: DayValue) => {
    emitted.current = day;
    onChange(day);
  };
  const read = (text: string) => emit(text.trim() === '' ? '' : parseDay(text));
  const { example, invalid } = useDayExample();
  return (
    <DateInput
      key={generation}
      label={label}
      value={value || null}
      onChange={(day) => emit(day ?? '')}
      onInput={(event) => {
        setLeft(false);
        read(event.currentTarget.value);
      }}
      onBlur={() => {
        setLeft(true);
        // A day typed in another form is shown back as the app writes dates ('Nov 23, 2026').
        if (value) setGeneration((g) => g + 1);
      }}
      dateParser={parseDay}
      valueFormat="MMM D, YYYY"
      placeholder={example}
      fixOnBlur={false}
      clearable
      leftSection={<IconCalendar size={16} />}
      error={error ?? (left && value === null ? invalid : undefined)}
      firstDayOfWeek={0}
      w={w}
    />
  );
}
