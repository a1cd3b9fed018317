import { Button, Group } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '@/i18n/message-text';
import { DayInput, type DayValue } from './DayInput';
import { useDayExample } from './day-example';

export interface DayRange {
  /** 'yyyy-MM-dd' hall days; turn them into ISO bounds with dayRange(). */
  start: string;
  end: string;
}

interface DateRangeFieldsProps {
  value: DayRange;
  /** The range to show, or null when both fields were cleared (the page's own default). */
  onApply: (range: DayRange | null) => void;
  startLabel?: string;
  endLabel?: string;
  applyLabel?: string;
}

interface Draft {
  start: DayValue;
  end: DayValue;
}

export const BOTH_DAYS_MESSAGE = 'Enter both dates, or clear both';

/** What is wrong with each field of a draft, if anything. */
function problems(draft: Draft, invalidDay: string): { start?: string; end?: string } {
  const found: { start?: string; end?: string } = {};
  const bothEmpty = draft.start === '' && draft.end === '';
  for (const key of ['start', 'end'] as const) {
    const day = draft[key];
    if (day === null) found[key] = invalidDay;
    else if (day === '' && !bothEmpty) found[key] = messageText(BOTH_DAYS_MESSAGE);
  }
  return found;
}

/**
 * Start and end day with an apply button. The days can be typed or picked; an end before the start
 * is swapped rather than refused, and clearing both goes back to the page's default range.
 */
export function DateRangeFields({ value, onApply, startLabel, endLabel, applyLabel }: DateRangeFieldsProps) {
  const { t } = useTranslation('common');
  const { invalid: invalidDay } = useDayExample();
  const [draft, setDraft] = useState<Draft>(value);
  const [errors, setErrors] = useState<{ start?: string; end?: string }>({});
  // The page builds its range afresh on each render; only a change of day resets the fields.
  useEffect(() => setDraft({ start: value.start, end: value.end }), [value.start, value.end]);
  const edit = (key: keyof Draft) => (day: DayValue) => {
    setDraft((d) => ({ ...d, [key]: day }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problems(draft, invalidDay);
    setErrors(found);
    const { start, end } = draft;
    if (found.start || found.end || start === null || end === null) return;
    if (start === '' || end === '') onApply(null);
    else onApply(start <= end ? { start, end } : { start: end, end: start });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm">
        <DayInput
          label={startLabel ?? t('Start Date')}
          value={draft.start}
          onChange={edit('start')}
          error={errors.start}
        />
        <DayInput
          label={endLabel ?? t('End Date')}
          value={draft.end}
          onChange={edit('end')}
          error={errors.end}
        />
        <Button type="submit" mt={25} leftSection={<IconFilter size={16} />}>
          {applyLabel ?? t('Apply Filter')}
        </Button>
      </Group>
    </form>
  );
}
