import type { Shift, ShiftTotals } from '@bingo/contracts';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '@/i18n/message-text';
import { downloadCsv } from '@/lib/csv';
import { downloadShiftReportPdf, REPORT_PDF_ERROR, type ShiftReport } from './shift-report-pdf';
import { shiftsCsv } from './shifts-csv';

interface ShiftReportButtonsProps {
  title: string;
  subtitle: string;
  /** The file name without its extension. */
  fileName: string;
  shifts: readonly Shift[];
  /** The hall day of a day's report: its shifts opened earlier are marked as not in its totals. */
  day?: string;
  totals?: ShiftTotals;
  /** Only the PDF, for a single shift. */
  pdfOnly?: boolean;
  pdfLabel?: string;
}

/** The end-of-day report as a printable PDF, and the same shifts as a CSV. */
export function ShiftReportButtons({
  title,
  subtitle,
  fileName,
  shifts,
  day,
  totals,
  pdfOnly,
  pdfLabel,
}: ShiftReportButtonsProps) {
  const { t } = useTranslation('shifts');
  const [busy, setBusy] = useState(false);
  const text = useMessageText();
  const pdf = async () => {
    setBusy(true);
    try {
      const report: ShiftReport = {
        title,
        subtitle,
        shifts,
        ...(day ? { day } : {}),
        ...(totals ? { totals } : {}),
      };
      await downloadShiftReportPdf(report, `${fileName}.pdf`);
    } catch (error) {
      console.error('Shift report PDF failed', error);
      notifications.show({ color: 'red', message: text(REPORT_PDF_ERROR) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group gap="xs">
      <Button leftSection={<IconFileTypePdf size={16} />} variant="light" loading={busy} onClick={pdf}>
        {pdfLabel ?? t('Download PDF')}
      </Button>
      {pdfOnly ? null : (
        <Button
          leftSection={<IconDownload size={16} />}
          variant="light"
          disabled={shifts.length === 0}
          onClick={() => downloadCsv(`${fileName}.csv`, shiftsCsv(shifts, day))}
        >
          {t('Download CSV')}
        </Button>
      )}
    </Group>
  );
}
