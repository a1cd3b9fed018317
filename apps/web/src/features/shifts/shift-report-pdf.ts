import type { Shift, ShiftTotals } from '@bingo/contracts';
import type { jsPDF as JsPdf } from 'jspdf';
import { formatBirr, formatDateTime } from '@/lib/format';
import { CASH_LINES, overShortWord, raisedFlags } from './shift-labels';

export const REPORT_PDF_ERROR = 'Error generating PDF. Please try again.';

export interface ShiftReport {
  title: string;
  /** e.g. the day and who the report is for. */
  subtitle: string;
  shifts: readonly Shift[];
  /** The day's totals from the server, for a report of several shifts. */
  totals?: ShiftTotals;
  generatedAt?: Date;
}

/** A4 landscape in millimetres. */
const PAGE = { width: 297, height: 210, margin: 14 } as const;
const LINE = 5.5;
const BOTTOM = PAGE.height - PAGE.margin;

const COLUMNS: { title: string; width: number; cell: (s: Shift) => string }[] = [
  { title: 'Cashier', width: 34, cell: (s) => s.cashierName },
  { title: 'Shop', width: 28, cell: (s) => s.shopName },
  { title: 'Status', width: 15, cell: (s) => s.status },
  { title: 'Games', width: 13, cell: (s) => String(s.figures.games) },
  { title: 'Stakes', width: 24, cell: (s) => formatBirr(s.figures.stakes) },
  { title: 'Prizes', width: 24, cell: (s) => formatBirr(s.figures.prizes) },
  { title: 'Bonuses', width: 22, cell: (s) => formatBirr(s.figures.bonuses) },
  { title: 'Refunds', width: 22, cell: (s) => formatBirr(s.figures.refunds) },
  { title: 'Commission', width: 22, cell: (s) => formatBirr(s.figures.commission) },
  { title: 'Expected', width: 24, cell: (s) => formatBirr(s.figures.expectedCash) },
  { title: 'Counted', width: 24, cell: (s) => (s.countedCash === null ? 'Open' : formatBirr(s.countedCash)) },
  { title: 'Over/Short', width: 17, cell: (s) => (s.overShort === null ? '-' : formatBirr(s.overShort)) },
];

/**
 * The PDF's built-in Helvetica covers Latin-1 only: the minus sign, dashes and the narrow space
 * that Intl puts before AM/PM become their plain forms.
 */
export function pdfText(text: string): string {
  return text
    .replace(/[\u202f\u00a0\u2009]/g, ' ')
    .replace(/[\u2212\u2013\u2014]/g, '-')
    .replace(/[\u2018\u2019]/g, "'");
}

class Writer {
  y = PAGE.margin;
  constructor(readonly doc: JsPdf) {}

  /** Moves to a new page when the next `height` millimetres do not fit. */
  room(height: number): void {
    if (this.y + height <= BOTTOM) return;
    this.doc.addPage('a4', 'landscape');
    this.y = PAGE.margin;
  }

  line(text: string, opts: { size?: number; bold?: boolean; x?: number; gap?: number } = {}): void {
    const size = opts.size ?? 10;
    this.room(LINE);
    this.doc.setFont('helvetica', opts.bold ? 'bold' : 'normal');
    this.doc.setFontSize(size);
    this.doc.text(pdfText(text), opts.x ?? PAGE.margin, this.y, { baseline: 'top' });
    this.y += opts.gap ?? LINE;
  }

  row(cells: string[], bold = false): void {
    this.room(LINE);
    this.doc.setFont('helvetica', bold ? 'bold' : 'normal');
    this.doc.setFontSize(8);
    let x = PAGE.margin;
    cells.forEach((text, i) => {
      const width = COLUMNS[i]?.width ?? 20;
      const numeric = i >= 3;
      const shown = this.doc.splitTextToSize(pdfText(text), width - 1)[0] ?? '';
      this.doc.text(shown, numeric ? x + width - 1 : x, this.y, {
        baseline: 'top',
        align: numeric ? 'right' : 'left',
      });
      x += width;
    });
    this.y += LINE;
  }

  rule(): void {
    this.doc.setDrawColor(120, 120, 120);
    this.doc.setLineWidth(0.2);
    this.doc.line(PAGE.margin, this.y - 1, PAGE.width - PAGE.margin, this.y - 1);
  }
}

function summaryTable(w: Writer, report: ShiftReport): void {
  w.row(
    COLUMNS.map((c) => c.title),
    true,
  );
  w.rule();
  for (const shift of report.shifts) w.row(COLUMNS.map((c) => c.cell(shift)));
  const t = report.totals;
  if (t) {
    w.y += 1;
    w.rule();
    w.row(
      [
        'Total',
        `${t.shifts} shifts`,
        t.openShifts ? `${t.openShifts} open` : '',
        String(t.games),
        formatBirr(t.stakes),
        formatBirr(t.prizes),
        formatBirr(t.bonuses),
        formatBirr(t.refunds),
        formatBirr(t.commission),
        formatBirr(t.expectedCash),
        formatBirr(t.countedCash),
        formatBirr(t.overShort),
      ],
      true,
    );
  }
}

function shiftDetail(w: Writer, shift: Shift): void {
  w.room(LINE * 14);
  w.y += 3;
  w.line(`${shift.cashierName} - ${shift.shopName}`, { size: 12, bold: true });
  const closed = shift.closedAt ? formatDateTime(shift.closedAt) : 'still open';
  w.line(`Opened ${formatDateTime(shift.openedAt)}, closed ${closed}`, { size: 9 });
  if (shift.handedOverCash !== null) {
    w.line(
      `Handed over: ${formatBirr(shift.handedOverCash)}; opening float counted: ${formatBirr(shift.figures.openingFloat)}`,
      { size: 9 },
    );
  }
  w.line(`${shift.figures.games} games, ${shift.figures.cards} cards sold`, { size: 9 });
  const pair = (label: string, amount: string, bold = false) => {
    w.room(LINE);
    w.line(label, { size: 10, bold, gap: 0 });
    w.doc.text(pdfText(amount), PAGE.margin + 90, w.y, { baseline: 'top', align: 'right' });
    w.y += LINE;
  };
  for (const line of CASH_LINES)
    pair(`${line.sign} ${line.label}`.trim(), formatBirr(shift.figures[line.key]));
  pair('= Expected cash', formatBirr(shift.figures.expectedCash), true);
  if (shift.countedCash !== null && shift.overShort !== null) {
    pair('Counted cash', formatBirr(shift.countedCash));
    pair(overShortWord(shift.overShort), formatBirr(shift.overShort), true);
  }
  pair('Commission debited', formatBirr(shift.figures.commission));
  const flags = raisedFlags(shift);
  w.line(`Flags: ${flags.length ? flags.join('; ') : 'none'}`, { size: 9, bold: flags.length > 0 });
  for (const c of shift.corrections) {
    w.line(
      `Correction ${formatBirr(c.amount)} by ${c.createdByName}, ${formatDateTime(c.createdAt)}: ${c.reason}`,
      { size: 9 },
    );
  }
}

/** The end-of-day report: a table of the shifts and their totals, then each shift's breakdown. */
export function buildShiftReportPdf(JsPdfClass: typeof JsPdf, report: ShiftReport): JsPdf {
  const doc = new JsPdfClass({ orientation: 'landscape', unit: 'mm', format: 'a4' });
  doc.setProperties({ title: report.title, subject: report.subtitle });
  const w = new Writer(doc);
  w.line(report.title, { size: 16, bold: true, gap: 8 });
  w.line(report.subtitle, { size: 10 });
  w.line(`Generated ${formatDateTime(report.generatedAt ?? new Date())}`, { size: 9, gap: 8 });
  if (report.shifts.length === 0) {
    w.line('No shifts on this day.');
    return doc;
  }
  summaryTable(w, report);
  for (const shift of report.shifts) shiftDetail(w, shift);
  return doc;
}

export function reportFileName(prefix: string, day: string): string {
  return `${prefix}-${day}.pdf`;
}

/** jspdf is large, so it is fetched only when someone asks for a report. */
export async function downloadShiftReportPdf(report: ShiftReport, fileName: string): Promise<void> {
  const { jsPDF } = await import('jspdf');
  buildShiftReportPdf(jsPDF, report).save(fileName);
}
