import '@mantine/dates/styles.css';
import { Button, Divider, Group, NumberInput, Paper, Popover, Select, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/i18n/locale';
import { formatDay } from '@/lib/format';
import { type DaySpan, daysStartingToday, daysUpToToday, ordered, PRESETS, presetSpan } from './presets';

const YEARS = Array.from({ length: 10 }, (_, i) => String(2020 + i));
/** The calendar grid's months, named in the reader's language. */
const monthsIn = (language: string) => {
  const name = new Intl.DateTimeFormat(language === 'am' ? 'am-ET' : 'en-US', {
    month: 'long',
    timeZone: 'UTC',
  });
  return Array.from({ length: 12 }, (_, i) => ({
    value: String(i),
    label: name.format(Date.UTC(2020, i, 1)),
  }));
};

/** A chosen day as every date on screen is written: the reader's language and calendar. */
const show = (day: string | null | undefined) => (day ? formatDay(day) : '—');

interface DateRangePickerProps {
  value: DaySpan | null;
  onChange: (span: DaySpan | null) => void;
  /** The hall's today, 'yyyy-MM-dd'. */
  today: string;
}

/**
 * The spec's range picker: presets, 'N days up to today' and 'N days starting today', a calendar with
 * month and year selectors (2020–2029, weeks from Sunday), the Start Date and End Date, and
 * 'Clear Selection'. The first click picks the start, the second completes the range.
 */
export function DateRangePicker({ value, onChange, today }: DateRangePickerProps) {
  const { t } = useTranslation('common');
  const language = useLocale((l) => l.language);
  const calendar = useLocale((l) => l.calendar);
  const [opened, setOpened] = useState(false);
  const [pending, setPending] = useState<[string | null, string | null]>([
    value?.start ?? null,
    value?.end ?? null,
  ]);
  const [shown, setShown] = useState(value?.start ?? today);
  const [upTo, setUpTo] = useState<string | number>(1);
  const [from, setFrom] = useState<string | number>(1);

  const choose = (span: DaySpan | null) => {
    onChange(span);
    setPending([span?.start ?? null, span?.end ?? null]);
    if (span) setShown(span.start);
    setOpened(false);
  };

  const pick = (range: [string | null, string | null]) => {
    setPending(range);
    const [a, b] = range;
    if (a && b) choose(ordered(a, b));
  };

  const month = dayjs(shown);
  const setMonth = (m: number, y: number) => setShown(dayjs(new Date(y, m, 1)).format('YYYY-MM-DD'));
  const selecting = pending[0] !== null && pending[1] === null;

  return (
    <Group gap="md" wrap="wrap" align="flex-end">
      {/* Keyboard users: Tab walks the open dropdown, not the page behind it, and a choice hands focus back to the button. */}
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-start"
        shadow="md"
        withinPortal
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <Button
            variant="default"
            leftSection={<IconCalendar size={18} />}
            onClick={() => setOpened((o) => !o)}
          >
            {value ? `${show(value.start)} – ${show(value.end)}` : t('Select dates')}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Group align="flex-start" gap="lg" wrap="nowrap">
            <Stack gap={6} w={250}>
              {PRESETS.map((name) => (
                <Button
                  key={name}
                  variant="subtle"
                  justify="flex-start"
                  onClick={() => choose(presetSpan(name, today, calendar))}
                >
                  {/* i18n-dynamic: the preset names are msg() keys in presets.ts */}
                  {t(name)}
                </Button>
              ))}
              <Divider />
              <Group gap={6} wrap="nowrap">
                <NumberInput
                  aria-label={t('Days up to today')}
                  value={upTo}
                  onChange={setUpTo}
                  min={1}
                  w={64}
                  hideControls
                />
                <Button variant="subtle" size="compact-sm" onClick={() => choose(daysUpToToday(upTo, today))}>
                  {t('days up to today')}
                </Button>
              </Group>
              <Group gap={6} wrap="nowrap">
                <NumberInput
                  aria-label={t('Days starting today')}
                  value={from}
                  onChange={setFrom}
                  min={1}
                  w={64}
                  hideControls
                />
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => choose(daysStartingToday(from, today))}
                >
                  {t('days starting today')}
                </Button>
              </Group>
            </Stack>
            <Stack gap="xs">
              <Group gap="xs" grow>
                <Select
                  aria-label={t('Month')}
                  data={monthsIn(language)}
                  value={String(month.month())}
                  onChange={(m) => m !== null && setMonth(Number(m), month.year())}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: false }}
                />
                <Select
                  aria-label={t('Year')}
                  data={YEARS}
                  value={String(month.year())}
                  onChange={(y) => y !== null && setMonth(month.month(), Number(y))}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: false }}
                />
              </Group>
              <DatePicker
                type="range"
                allowSingleDateInRange
                value={pending}
                onChange={pick}
                date={shown}
                onDateChange={setShown}
                firstDayOfWeek={0}
                minDate="2020-01-01"
                maxDate="2029-12-31"
              />
              {selecting && (
                <Text size="xs" c="dimmed">
                  {t('Pick the end date')}
                </Text>
              )}
            </Stack>
          </Group>
        </Popover.Dropdown>
      </Popover>
      <Paper withBorder px="sm" py={6}>
        <Group gap="lg">
          <Text size="sm">
            <b>{t('Start Date:')}</b> <span data-testid="range-start">{show(value?.start)}</span>
          </Text>
          <Text size="sm">
            <b>{t('End Date:')}</b> <span data-testid="range-end">{show(value?.end)}</span>
          </Text>
        </Group>
      </Paper>
      <Button variant="subtle" color="gray" onClick={() => choose(null)} disabled={!value}>
        {t('Clear Selection')}
      </Button>
    </Group>
  );
}
