import type { Shift } from '@bingo/contracts';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { messageOf } from '@/lib/api';
import { formatBirr, formatDateTime, hallDay } from '@/lib/format';
import { CloseShiftForm } from './CloseShiftForm';
import { OpenShiftDialog } from './OpenShiftDialog';
import { ShiftBreakdown } from './ShiftBreakdown';
import { ShiftReportButtons } from './ShiftReportButtons';
import { shiftQueries } from './shifts.queries';

/** The cashier's shift: open it with the counted float, watch its figures, close it with a count. */
export function ShiftPanel() {
  const { t } = useTranslation('shifts');
  const current = useQuery(shiftQueries.current());
  const [opening, setOpening] = useState(false);
  const [closed, setClosed] = useState<Shift | null>(null);

  if (current.isPending) return <LoadingState label={t('Loading your shift...')} />;
  if (current.isError) return <ErrorBanner message={messageOf(current.error)} />;
  const { shift, handover } = current.data;

  return (
    <Stack>
      {closed ? <ClosedSummary shift={closed} /> : null}
      {shift ? (
        <OpenShift shift={shift} onClosed={setClosed} />
      ) : (
        <Paper withBorder p="lg">
          <Stack align="flex-start">
            <Title order={3}>{t('No open shift')}</Title>
            <Text>{t('Count the cash in the drawer and open a shift before starting a game.')}</Text>
            {handover ? (
              <Text size="sm" c="dimmed">
                {t('{{name}} handed over {{amount}}.', {
                  name: handover.cashierName,
                  amount: formatBirr(handover.countedCash),
                })}
              </Text>
            ) : null}
            <Button onClick={() => setOpening(true)}>{t('Open Shift')}</Button>
          </Stack>
        </Paper>
      )}
      <OpenShiftDialog
        opened={opening}
        onClose={() => setOpening(false)}
        onOpened={() => {
          setOpening(false);
          setClosed(null);
        }}
      />
    </Stack>
  );
}

function OpenShift({ shift, onClosed }: { shift: Shift; onClosed: (shift: Shift) => void }) {
  const { t } = useTranslation('shifts');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Paper withBorder p="lg" aria-label={t('Open shift')}>
        <Group justify="space-between" mb="sm">
          <Title order={3}>{t('Shift open')}</Title>
          <Badge color={shift.flags.openPastDayEnd ? 'orange' : 'green'}>
            {shift.flags.openPastDayEnd ? t('Open past the day’s end') : t('Open')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" mb="sm">
          {t('Since {{time}} at {{shop}}', { time: formatDateTime(shift.openedAt), shop: shift.shopName })}
        </Text>
        {shift.handedOverCash !== null ? (
          <SimpleGrid cols={2} mb="sm" aria-label={t('Handover')}>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t('Handed over')}
              </Text>
              <Text fw={600}>{formatBirr(shift.handedOverCash)}</Text>
            </Stack>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t('Counted at opening')}
              </Text>
              <Text fw={600}>{formatBirr(shift.figures.openingFloat)}</Text>
            </Stack>
          </SimpleGrid>
        ) : null}
        <ShiftBreakdown figures={shift.figures} />
      </Paper>
      <Paper withBorder p="lg">
        <Title order={3} mb="sm">
          {t('Close shift')}
        </Title>
        <CloseShiftForm shift={shift} onClosed={onClosed} />
      </Paper>
    </SimpleGrid>
  );
}

function ClosedSummary({ shift }: { shift: Shift }) {
  const { t } = useTranslation('shifts');
  return (
    <Alert color={shift.overShort === 0 ? 'green' : 'orange'} title={t('Shift closed')} role="status">
      <Stack gap="xs">
        <Text size="sm">
          {t('Expected {{expected}}, counted {{counted}}: {{overShort}}.', {
            expected: formatBirr(shift.figures.expectedCash),
            counted: formatBirr(shift.countedCash ?? 0),
            overShort: formatBirr(shift.overShort ?? 0),
          })}
        </Text>
        <ShiftReportButtons
          title="Shift report"
          subtitle={`${shift.cashierName}, ${shift.shopName}`}
          fileName={`shift-${hallDay(shift.openedAt)}`}
          shifts={[shift]}
          pdfOnly
        />
      </Stack>
    </Alert>
  );
}
