import type { Calendar } from '@bingo/contracts';
import { Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { useLocale } from '@/i18n/locale';
import { formatDate } from '@/lib/format';
import { useSavePreferences } from './preferences';

/** The viewer's own language and calendar, kept on the account; the hall's voice is set apart. */
export function ScreenPreferences() {
  const { t } = useTranslation('preferences');
  const calendar = useLocale((s) => s.calendar);
  const setCalendar = useLocale((s) => s.setCalendar);
  const save = useSavePreferences();
  const calendars: { value: Calendar; label: string }[] = [
    { value: 'gregorian', label: t('Gregorian') },
    { value: 'ethiopic', label: t('Ethiopian') },
  ];
  return (
    <Paper withBorder p="lg" mt="md">
      <Title order={4} mb="md">
        {t('Language and calendar')}
      </Title>
      <Stack gap="sm">
        <div>
          <Text size="sm" fw={500} mb={4}>
            {t('Screen language')}
          </Text>
          <LanguageSwitch size="sm" onChanged={(language) => save.mutate({ language })} />
        </div>
        <div>
          <Text size="sm" fw={500} mb={4} id="calendar-choice">
            {t('Dates')}
          </Text>
          <SegmentedControl
            aria-labelledby="calendar-choice"
            size="sm"
            value={calendar}
            data={calendars}
            onChange={(value) => {
              const next = calendars.find((c) => c.value === value)?.value;
              if (!next) return;
              setCalendar(next);
              save.mutate({ calendar: next });
            }}
          />
          <Text size="xs" c="dimmed" mt={4}>
            {t('Today: {{day}}', { day: formatDate(new Date()) })}
          </Text>
        </div>
        <Text size="xs" c="dimmed">
          {t(
            'Your choice follows you to any PC you sign in on. The voice that calls the numbers is a setting of the hall.',
          )}
        </Text>
      </Stack>
    </Paper>
  );
}
