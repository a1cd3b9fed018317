import type { Role, Shift, ShiftTotals } from '@bingo/contracts';
import { Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { PageHeader } from '@/components/PageHeader';
import { msg } from '@/i18n/msg';
import { messageOf } from '@/lib/api';
import { formatBirr, formatDay } from '@/lib/format';
import { useHallDay } from '@/lib/use-hall-day';
import { CloseShiftDialog } from './CloseShiftDialog';
import { CorrectionDialog } from './CorrectionDialog';
import { ShiftReportButtons } from './ShiftReportButtons';
import { ShiftSettingsForm } from './ShiftSettingsForm';
import { ShiftsTable } from './ShiftsTable';
import { CARRIED_OVER_NOTE, nameInFile } from './shift-labels';
import { shiftQueries } from './shifts.queries';

const SUBTITLE: Record<Exclude<Role, 'Cashier'>, string> = {
  Admin: msg('Shifts of every cashier'),
  SuperAgent: msg('Shifts of your agents’ cashiers'),
  Agent: msg('Shifts of your cashiers'),
};

interface ShiftsDayPageProps {
  role: Exclude<Role, 'Cashier'>;
  /** The hall day chosen in the address, 'yyyy-MM-dd'; without one, the hall's today as it turns. */
  date: string | undefined;
  cashierId: string | undefined;
  /** A day left undefined stays the hall's today, past its midnight too. */
  onChange: (next: { date: string | undefined; cashierId: string | undefined }) => void;
}

/** The agent's end of day: each cashier's shifts of a day, their flags, and the day's report. */
export function ShiftsDayPage({ role, date: chosen, cashierId, onChange }: ShiftsDayPageProps) {
  const { t } = useTranslation('shifts');
  // A page left open over the hall's midnight moves on to the new day, as the dashboards do.
  const today = useHallDay();
  const date = chosen ?? today;
  const day = useQuery(shiftQueries.list({ date }));
  const list = useQuery(shiftQueries.list(cashierId ? { date, cashierId } : { date }));
  const [correcting, setCorrecting] = useState<Shift | null>(null);
  const [closing, setClosing] = useState<Shift | null>(null);
  const [draft, setDraft] = useState(date);
  useEffect(() => setDraft(date), [date]);

  const cashiers = [...new Map((day.data?.items ?? []).map((s) => [s.cashierId, s.cashierName])).entries()];
  const items = list.data?.items ?? [];
  const dayLabel = formatDay(date, 'longDate');
  // A report of one cashier's day says whose it is, on the page and in the file's name.
  const cashierName = cashierId
    ? (cashiers.find(([id]) => id === cashierId)?.[1] ??
      items.find((s) => s.cashierId === cashierId)?.cashierName)
    : undefined;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (draft) onChange({ date: draft, cashierId });
  };

  return (
    <>
      <PageHeader
        title={t('Shifts')}
        // i18n-dynamic: the subtitles are msg() keys in SUBTITLE
        subtitle={t(SUBTITLE[role])}
        actions={
          list.data ? (
            <ShiftReportButtons
              title="End-of-day report"
              subtitle={cashierName ? `${dayLabel} - ${cashierName}` : dayLabel}
              fileName={cashierName ? `end-of-day-${date}-${nameInFile(cashierName)}` : `end-of-day-${date}`}
              day={date}
              shifts={items}
              totals={list.data.totals}
              pdfLabel={t('Day Report (PDF)')}
            />
          ) : null
        }
      />
      {role === 'Agent' ? <ShiftSettingsForm /> : null}
      <Paper withBorder p="md" mb="lg">
        <form onSubmit={apply}>
          <Group align="flex-end">
            <TextInput
              type="date"
              label={t('Day')}
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
              required
            />
            <Button type="submit">{t('Show')}</Button>
            <Select
              label={t('Cashier')}
              placeholder={t('All cashiers')}
              data={cashiers.map(([value, label]) => ({ value, label }))}
              value={cashierId ?? null}
              onChange={(v) => onChange({ date: chosen, cashierId: v ?? undefined })}
              clearable
            />
          </Group>
        </form>
      </Paper>
      <Paper withBorder p="md">
        {list.isPending ? (
          <LoadingState label={t('Loading shifts...')} />
        ) : list.isError ? (
          <ErrorBanner message={messageOf(list.error)} />
        ) : items.length === 0 ? (
          <EmptyState message={t('No shifts on this day.')} />
        ) : (
          <>
            {list.data ? <DayTotals totals={list.data.totals} /> : null}
            <ShiftsTable shifts={items} day={date} onCorrect={setCorrecting} onCloseShift={setClosing} />
          </>
        )}
      </Paper>
      <CorrectionDialog shift={correcting} onClose={() => setCorrecting(null)} />
      <CloseShiftDialog shift={closing} onClose={() => setClosing(null)} />
    </>
  );
}

/** The day added up by the server. */
function DayTotals({ totals }: { totals: ShiftTotals }) {
  const { t } = useTranslation('shifts');
  const shifts = totals.openShifts
    ? t('{{shifts}} shifts ({{open}} open)', { shifts: totals.shifts, open: totals.openShifts })
    : t('{{shifts}} shifts', { shifts: totals.shifts });
  const parts = [
    shifts,
    t('{{games}} games', { games: totals.games }),
    t('stakes {{amount}}', { amount: formatBirr(totals.stakes) }),
    // A count exists for closed shifts only: their expected cash goes beside it, the open ones' apart.
    t('closed shifts: expected {{expected}}, counted {{counted}}, over/short {{overShort}}', {
      expected: formatBirr(totals.expectedCash),
      counted: formatBirr(totals.countedCash),
      overShort: formatBirr(totals.overShort),
    }),
    ...(totals.openShifts
      ? [t('open shifts: expected so far {{amount}}', { amount: formatBirr(totals.openExpectedCash) })]
      : []),
    // The rows show each shift's corrections: the day's add up here, so the corrected figures reconcile.
    ...(totals.corrections ? [t('corrections {{amount}}', { amount: formatBirr(totals.corrections) })] : []),
  ];
  return (
    <Stack gap={2} mb="sm">
      <Text size="sm" aria-label={t('Day totals')}>
        {parts.join(' · ')}
      </Text>
      {totals.carriedOver ? (
        <Text size="xs" c="orange.9">
          {/* i18n-dynamic: CARRIED_OVER_NOTE is a msg() key in shift-labels.ts */}
          {t(CARRIED_OVER_NOTE, { shifts: totals.carriedOver })}
        </Text>
      ) : null}
    </Stack>
  );
}
