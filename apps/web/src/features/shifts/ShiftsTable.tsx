import type { Shift } from '@bingo/contracts';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TableFrame } from '@/components/DataTable';
import { formatBirr, formatDateTime, formatTime, hallDay } from '@/lib/format';
import { ShiftFlagBadges } from './ShiftFlagBadges';
import { ShiftReportButtons } from './ShiftReportButtons';
import { CARRIED_OVER, carriedOver, nameInFile, openedOnDate } from './shift-labels';

interface ShiftsTableProps {
  shifts: readonly Shift[];
  /** The hall day listed ('yyyy-MM-dd'): a shift opened before it is marked as not in its totals. */
  day?: string;
  onCorrect: (shift: Shift) => void;
  /** Closes a shift still open (the cashier's own screen has its own Close). */
  onCloseShift: (shift: Shift) => void;
}

const money = (v: number | null) => (v === null ? '—' : formatBirr(v));

/** '8:00 AM – 6:30 PM', with the dates when the shift ran past the end of the day it opened on. */
function shiftHours(s: Shift): string {
  const at = s.flags.openPastDayEnd ? formatDateTime : formatTime;
  return `${at(s.openedAt)} – ${s.closedAt ? at(s.closedAt) : ''}`;
}

/** One row per shift with the figures the server summed, its flags and its own report. */
export function ShiftsTable({ shifts, day, onCorrect, onCloseShift }: ShiftsTableProps) {
  const { t } = useTranslation('shifts');
  return (
    <TableFrame
      striped
      highlightOnHover
      label={t('Shifts')}
      minWidth={1100}
      bodyStyle={{ whiteSpace: 'nowrap' }}
      head={
        <>
          <Table.Th>{t('Cashier')}</Table.Th>
          <Table.Th>{t('Flags')}</Table.Th>
          <Table.Th ta="right">{t('Expected')}</Table.Th>
          <Table.Th ta="right">{t('Counted')}</Table.Th>
          <Table.Th ta="right">{t('Over/Short')}</Table.Th>
          <Table.Th ta="right">{t('Games')}</Table.Th>
          <Table.Th ta="right">{t('Stakes')}</Table.Th>
          <Table.Th ta="right">{t('Prizes')}</Table.Th>
          <Table.Th ta="right">{t('Bonuses')}</Table.Th>
          <Table.Th ta="right">{t('Refunds')}</Table.Th>
          <Table.Th ta="right">{t('Commission')}</Table.Th>
          <Table.Th />
        </>
      }
    >
      {shifts.map((s) => (
        <Table.Tr key={s.id}>
          <Table.Td>
            <Text size="sm" fw={600}>
              {s.cashierName}
            </Text>
            <Text size="xs" c="dimmed">
              {s.shopName}
            </Text>
            <Group gap={4} wrap="nowrap">
              <Text size="xs" c="dimmed">
                {shiftHours(s)}
              </Text>
              {s.status === 'Open' ? (
                <Badge color="green" size="xs">
                  {t('Open')}
                </Badge>
              ) : null}
            </Group>
            {carriedOver(s, day) ? (
              <Text size="xs" c="orange.9" fw={600}>
                {/* i18n-dynamic: CARRIED_OVER is a msg() key in shift-labels.ts */}
                {t(CARRIED_OVER, { date: openedOnDate(s) })}
              </Text>
            ) : null}
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'normal' }} miw={190}>
            <ShiftFlagBadges shift={s} />
          </Table.Td>
          <Table.Td ta="right">{formatBirr(s.figures.expectedCash)}</Table.Td>
          <Table.Td ta="right">{money(s.countedCash)}</Table.Td>
          <Table.Td ta="right">
            {money(s.overShort)}
            {s.corrections.length ? (
              <Text size="xs" c="dimmed">
                {t('corrections {{amount}}', { amount: formatBirr(s.correctionsTotal) })}
              </Text>
            ) : null}
          </Table.Td>
          <Table.Td ta="right">
            {s.figures.games}
            <Text size="xs" c="dimmed">
              {t('{{cards}} cards', { cards: s.figures.cards })}
            </Text>
          </Table.Td>
          <Table.Td ta="right">{formatBirr(s.figures.stakes)}</Table.Td>
          <Table.Td ta="right">{formatBirr(s.figures.prizes)}</Table.Td>
          <Table.Td ta="right">{formatBirr(s.figures.bonuses)}</Table.Td>
          <Table.Td ta="right">{formatBirr(s.figures.refunds)}</Table.Td>
          <Table.Td ta="right">{formatBirr(s.figures.commission)}</Table.Td>
          <Table.Td>
            <Group gap={4} wrap="nowrap">
              <ShiftReportButtons
                title="Shift report"
                subtitle={`${s.cashierName}, ${s.shopName}`}
                fileName={`shift-${nameInFile(s.cashierName)}-${hallDay(s.openedAt)}`}
                shifts={[s]}
                pdfOnly
                pdfLabel="PDF"
              />
              <Button size="xs" variant="subtle" onClick={() => onCorrect(s)}>
                {t('Correct')}
              </Button>
              {s.status === 'Open' ? (
                <Button
                  size="xs"
                  variant="subtle"
                  onClick={() => onCloseShift(s)}
                  aria-label={t('Close the shift of {{name}}', { name: s.cashierName })}
                >
                  {t('Close Shift')}
                </Button>
              ) : null}
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </TableFrame>
  );
}
