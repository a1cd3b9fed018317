import { Button, Group, TextInput } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';

export interface DayRange {
  /** 'yyyy-MM-dd' hall days; turn them into ISO bounds with dayRange(). */
  start: string;
  end: string;
}

interface DateRangeFieldsProps {
  value: DayRange;
  onApply: (range: DayRange) => void;
  startLabel?: string;
  endLabel?: string;
  applyLabel?: string;
}

/**
 * Start and end day with an apply button. The browser's own date input keeps it light and lets
 * the days be typed; an end before the start is swapped rather than refused.
 */
export function DateRangeFields({
  value,
  onApply,
  startLabel = 'Start Date',
  endLabel = 'End Date',
  applyLabel = 'Apply Filter',
}: DateRangeFieldsProps) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.start || !draft.end) return;
    onApply(draft.start <= draft.end ? draft : { start: draft.end, end: draft.start });
  };
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="sm">
        <TextInput
          type="date"
          label={startLabel}
          value={draft.start}
          onChange={(e) => setDraft((d) => ({ ...d, start: e.currentTarget.value }))}
          required
        />
        <TextInput
          type="date"
          label={endLabel}
          value={draft.end}
          onChange={(e) => setDraft((d) => ({ ...d, end: e.currentTarget.value }))}
          required
        />
        <Button type="submit" leftSection={<IconFilter size={16} />}>
          {applyLabel}
        </Button>
      </Group>
    </form>
  );
}
