// i18n-namespace: pdf
import type { Shift, ShiftTotals } from '@bingo/contracts';
import type { jsPDF as JsPdf } from 'jspdf';
import { i18n } from '@/i18n/i18n';
import { msg } from '@/i18n/msg';
import { formatBirr, formatDateTime } from '@/lib/format';
import { PdfLines, type PdfPage } from '@/lib/pdf-lines';
import { fitText, makePdf, newA4, pdfText, writeText } from '@/lib/pdf-text';
import {
  CARRIED_OVER,
  CARRIED_OVER_NOTE,
  CASH_LINES,
  carriedOver,
  openedOnDate,
  overShortWord,
  raisedFlags,
  STATUS_LABELS,
} from './shift-labels';

export { pdfText };

export const REPORT_PDF_ERROR = 'Error generating PDF. Please try again.';

/** The titles the screens give the report, as keys of the pdf catalog. */
export const REPORT_TITLES = [msg('End-of-day report'), msg('Shift report')] as const;

export interface ShiftReport {
  /** One of REPORT_TITLES, printed in the viewer's language; any other title is printed as it is. */
  title: string;
  /** e.g. the day and who the report is for. */
  subtitle: string;
  shifts: readonly Shift[];
  /** The hall day ('yyyy-MM-dd') of a day's report: shifts opened before it are not in its totals. */
  day?: string;
  /** The day's totals from the server, for a report of several shifts. */
  totals?: ShiftTotals;
  generatedAt?: Date;
}

/** A4 landscape in millimetres. */
const PAGE: PdfPage = { orientation: 'landscape', width: 297, height: 210, margin: 14 };
const LINE = 5.5;

interface Column {
  title: string;
  width: number;
  cell: (s: Shift) => string;
}

/** The table's columns, their titles in the viewer's language. */
function columns(): Column[] {
  const t = i18n.getFixedT(null, 'pdf');
  return [
    { title: t('Cashier'), width: 34, cell: (s) => s.cashierName },
    { title: t('Shop'), width: 28, cell: (s) => s.shopName },
    {
      title: t('Status'),
      width: 15,
      // i18n-dynamic: the statuses are msg() keys of shift-labels.ts, checked in the shifts catalog
      cell: (s) => t(STATUS_LABELS[s.status], { ns: 'shifts' }),
    },
    { title: t('Games'), width: 13, cell: (s) => String(s.figures.games) },
    { title: t('Stakes'), width: 24, cell: (s) => formatBirr(s.figures.stakes) },
    { title: t('Prizes'), width: 24, cell: (s) => formatBirr(s.figures.prizes) },
    { title: t('Bonuses'), width: 22, cell: (s) => formatBirr(s.figures.bonuses) },
    { title: t('Refunds'), width: 22, cell: (s) => formatBirr(s.figures.refunds) },
    { title: t('Commission'), width: 22, cell: (s) => formatBirr(s.figures.commission) },
    { title: t('Expected'), width: 24, cell: (s) => formatBirr(s.figures.expectedCash) },
    {
      title: t('Counted'),
      width: 24,
      cell: (s) => (s.countedCash === null ? t('Open') : formatBirr(s.countedCash)),
    },
    {
      title: t('Over/Short'),
      width: 17,
      cell: (s) => (s.overShort === null ? '-' : formatBirr(s.overShort)),
    },
  ];
}

/** The report's lines, and its table of shifts. */
class Writer extends PdfLines {
  readonly columns = columns();
  constructor(doc: JsPdf) {
    super(doc, PAGE, LINE);
  }

  row(cells: string[], bold = false): void {
    this.room(LINE);
    this.doc.setFont('helvetica', bold ? 'bold' : 'normal');
    this.doc.setFontSize(8);
    let x = PAGE.margin;
    cells.forEach((text, i) => {
      const width = this.columns[i]?.width ?? 20;
      const numeric = i >= 3;
      const shown = fitText(this.doc, pdfText(text), width - 1);
      writeText(this.doc, shown, numeric ? x + width - 1 : x, this.y, {
        baseline: 'top',
        align: numeric ? 'right' : 'left',
      });
      x += width;
    });
    this.y += LINE;
  }

  /** A small line under the row above's Over/Short, as the screen's table shows a shift's corrections. */
  underOverShort(text: string): void {
    this.room(LINE);
    this.doc.setFont('helvetica', 'normal');
    this.doc.setFontSize(8);
    const right = PAGE.margin + this.columns.reduce((sum, c) => sum + c.width, 0) - 1;
    writeText(this.doc, pdfText(text), right, this.y, { baseline: 'top', align: 'right' });
    this.y += LINE;
  }

  rule(): void {
    this.doc.setDrawColor(120, 120, 120);
    this.doc.setLineWidth(0.2);
    this.doc.line(PAGE.margin, this.y - 1, PAGE.width - PAGE.margin, this.y - 1);
  }
}

function summaryTable(w: Writer, report: ShiftReport): void {
  const t = i18n.getFixedT(null, 'pdf');
  w.row(
    w.columns.map((c) => c.title),
    true,
  );
  w.rule();
  for (const shift of report.shifts) {
    w.row(w.columns.map((c) => c.cell(shift)));
    if (carriedOver(shift, report.day)) {
      // i18n-dynamic: CARRIED_OVER is a msg() key of shift-labels.ts, checked in the shifts catalog
      w.line(t(CARRIED_OVER, { ns: 'shifts', date: openedOnDate(shift) }), { size: 8, x: PAGE.margin + 4 });
    }
  }
  const totals = report.totals;
  if (totals) {
    w.y += 1;
    w.rule();
    w.row(
      [
        t('Total'),
        t('{{shifts}} shifts', { shifts: totals.shifts }),
        totals.openShifts ? t('{{open}} open', { open: totals.openShifts }) : '',
        String(totals.games),
        formatBirr(totals.stakes),
        formatBirr(totals.prizes),
        formatBirr(totals.bonuses),
        formatBirr(totals.refunds),
        formatBirr(totals.commission),
        formatBirr(totals.expectedCash),
        formatBirr(totals.countedCash),
        formatBirr(totals.overShort),
      ],
      true,
    );
    if (totals.corrections)
      w.underOverShort(t('corrections {{amount}}', { ns: 'shifts', amount: formatBirr(totals.corrections) }));
    if (totals.openShifts) {
      w.line(
        t(
          'Expected, Counted and Over/Short total the closed shifts; the open shifts ({{open}}) expect {{amount}} so far.',
          {
            open: totals.openShifts,
            amount: formatBirr(totals.openExpectedCash),
          },
        ),
        { size: 9 },
      );
    }
    if (totals.carriedOver) {
      // i18n-dynamic: CARRIED_OVER_NOTE is a msg() key of shift-labels.ts, checked in the shifts catalog
      w.line(t(CARRIED_OVER_NOTE, { ns: 'shifts', shifts: totals.carriedOver }), { size: 9 });
    }
  }
}

function shiftDetail(w: Writer, shift: Shift): void {
  const t = i18n.getFixedT(null, 'pdf');
  // i18n-dynamic: the labels are msg() keys of shift-labels.ts, checked in the shifts catalog
  const shiftWord = (label: string) => t(label, { ns: 'shifts' });
  w.room(LINE * 14);
  w.y += 3;
  w.line(`${shift.cashierName} - ${shift.shopName}`, { size: 12, bold: true });
  const closed = shift.closedAt ? formatDateTime(shift.closedAt) : t('still open');
  w.line(t('Opened {{opened}}, closed {{closed}}', { opened: formatDateTime(shift.openedAt), closed }), {
    size: 9,
  });
  if (shift.handedOverCash !== null) {
    w.line(
      t('Handed over: {{handedOver}}; opening float counted: {{openingFloat}}', {
        handedOver: formatBirr(shift.handedOverCash),
        openingFloat: formatBirr(shift.figures.openingFloat),
      }),
      { size: 9 },
    );
  }
  w.line(
    t('{{games}} games, {{cards}} cards sold', { games: shift.figures.games, cards: shift.figures.cards }),
    { size: 9 },
  );
  const pair = (label: string, amount: string, bold = false) => {
    w.room(LINE);
    w.line(label, { size: 10, bold, step: 0 });
    writeText(w.doc, pdfText(amount), PAGE.margin + 90, w.y, { baseline: 'top', align: 'right' });
    w.y += LINE;
  };
  for (const line of CASH_LINES)
    pair(`${line.sign} ${shiftWord(line.label)}`.trim(), formatBirr(shift.figures[line.key]));
  pair(t('= Expected cash'), formatBirr(shift.figures.expectedCash), true);
  if (shift.countedCash !== null && shift.overShort !== null) {
    pair(t('Counted cash'), formatBirr(shift.countedCash));
    pair(shiftWord(overShortWord(shift.overShort)), formatBirr(shift.overShort), true);
  }
  pair(t('Commission debited'), formatBirr(shift.figures.commission));
  const flags = raisedFlags(shift).map(shiftWord);
  w.line(t('Flags: {{flags}}', { flags: flags.length ? flags.join('; ') : t('none') }), {
    size: 9,
    bold: flags.length > 0,
  });
  for (const c of shift.corrections) {
    w.line(
      t('Correction {{amount}} by {{name}}, {{time}}: {{reason}}', {
        amount: formatBirr(c.amount),
        name: c.createdByName,
        time: formatDateTime(c.createdAt),
        reason: c.reason,
      }),
      { size: 9 },
    );
  }
}

/**
 * The end-of-day report: a table of the shifts and their totals, then each shift's breakdown, in the
 * viewer's language (built through `makePdf()`, which loads its words and, when needed, the Ethiopic font).
 */
export function buildShiftReportPdf(JsPdfClass: typeof JsPdf, report: ShiftReport): JsPdf {
  const t = i18n.getFixedT(null, 'pdf');
  const doc = newA4(JsPdfClass, 'landscape');
  // i18n-dynamic: the titles the screens pass are the msg() keys of REPORT_TITLES
  const title = t(report.title);
  doc.setProperties({ title, subject: report.subtitle });
  const w = new Writer(doc);
  w.line(title, { size: 16, bold: true, step: 8 });
  w.line(report.subtitle, { size: 10 });
  w.line(t('Generated {{time}}', { time: formatDateTime(report.generatedAt ?? new Date()) }), {
    size: 9,
    step: 8,
  });
  if (report.shifts.length === 0) {
    w.line(t('No shifts on this day.'));
    return doc;
  }
  summaryTable(w, report);
  for (const shift of report.shifts) shiftDetail(w, shift);
  return doc;
}

export function reportFileName(prefix: string, day: string): string {
  return `${prefix}-${day}.pdf`;
}

/** jspdf (and the Ethiopic font) is large, so it is fetched only when someone asks for a report. */
export async function downloadShiftReportPdf(report: ShiftReport, fileName: string): Promise<void> {
  const { jsPDF } = await import('jspdf');
  const doc = await makePdf(['pdf', 'shifts'], () => buildShiftReportPdf(jsPDF, report));
  doc.save(fileName);
}
