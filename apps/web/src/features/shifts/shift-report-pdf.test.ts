import { jsPDF } from 'jspdf';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocale } from '@/i18n/locale';
import { ETHIOPIC_FONT, makePdf } from '@/lib/pdf-text';
import { type DrawnText, pageContent, recordingPdf, serveFilesFromDisk } from '@/test/recording-pdf';
import { sampleShift, sampleTotals } from './shift-fixtures';
import { buildShiftReportPdf, pdfText, type ShiftReport } from './shift-report-pdf';
import { shiftsCsv } from './shifts-csv';

afterEach(() => {
  vi.unstubAllGlobals();
  useLocale.getState().setCalendar('gregorian');
});

const dayReport = (overrides: Partial<ShiftReport> = {}): ShiftReport => ({
  title: 'End-of-day report',
  subtitle: 'Monday, November 23, 2026',
  shifts: [sampleShift()],
  totals: sampleTotals(),
  generatedAt: new Date('2026-11-23T17:00:00Z'),
  ...overrides,
});

/** The report built as the app builds it, fetching the Ethiopic font if its text has Ethiopic letters. */
const makeReport = (report: ShiftReport, drawn: DrawnText[] = []) =>
  makePdf(['pdf', 'shifts'], () => {
    drawn.length = 0;
    return buildShiftReportPdf(recordingPdf(drawn), report);
  });

/** Helvetica re-encodes a line it cannot draw as two-byte text ('\0O\0p\0e…'), unreadable. */
const TWO_BYTE_TEXT = '\u0000';

describe('the end-of-day report', () => {
  it('prints the shifts, the day’s totals and each breakdown with its flags, in Birr', () => {
    const shift = sampleShift({
      corrections: [
        {
          id: 1,
          amount: 20,
          reason: 'Found in the safe',
          createdByName: 'Agent One',
          createdAt: '2026-11-23T16:00:00Z',
        },
      ],
      correctionsTotal: 20,
    });
    const doc = buildShiftReportPdf(jsPDF, {
      title: 'End-of-day report',
      subtitle: 'Monday, November 23, 2026',
      shifts: [shift],
      totals: {
        shifts: 1,
        openShifts: 0,
        carriedOver: 0,
        games: 3,
        cards: 9,
        stakes: 90,
        prizes: 27,
        bonuses: 5,
        refunds: 40,
        commission: 9,
        expectedCash: 1518,
        countedCash: 1450.5,
        overShort: -67.5,
        openExpectedCash: 0,
        corrections: 20,
      },
      generatedAt: new Date('2026-11-23T17:00:00Z'),
    });
    expect(doc.getNumberOfPages()).toBe(1);
    // Written compressed: the page's text is not in the file as it is.
    expect(doc.output()).toContain('/Filter /FlateDecode');
    expect(doc.output()).not.toContain('(Abebe Kebede)');
    const text = pageContent(doc);
    for (const piece of [
      '(End-of-day report)',
      '(Abebe Kebede)',
      '(1,518.00 Br)',
      '(1,450.50 Br)',
      '(-67.50 Br)',
      '(Short)',
      '(= Expected cash)',
      '(- Refunds)',
      '(40.00 Br)',
      '(Total)',
      '(Flags: Over/short beyond threshold; Game abandoned after 10 calls)',
      '(Generated Nov 23, 2026, 8:00 PM)',
    ]) {
      expect(text).toContain(piece);
    }
    expect(text).toMatch(/\(Correction 20\.00 Br by Agent One, Nov 23, 2026, 7:00 PM: Found in the safe\)/);
  });

  it('runs onto more pages for a busy day', () => {
    const shifts = Array.from({ length: 12 }, (_, i) =>
      sampleShift({ id: `${i}`, cashierName: `Cashier ${i}` }),
    );
    const doc = buildShiftReportPdf(jsPDF, { title: 'End-of-day report', subtitle: 'A day', shifts });
    expect(doc.getNumberOfPages()).toBeGreaterThan(2);
    expect(pageContent(doc)).toContain('(Cashier 11 - Piassa Hall)');
  });

  it('wraps a long correction reason onto rows within the landscape page', () => {
    const reason = Array.from(
      { length: 40 },
      (_, i) => `counted again after the safe was opened (${i + 1})`,
    ).join(' ');
    const shift = sampleShift({
      corrections: [
        { id: 1, amount: 20, reason, createdByName: 'Agent One', createdAt: '2026-11-23T16:00:00Z' },
      ],
      correctionsTotal: 20,
    });
    const drawn: DrawnText[] = [];
    buildShiftReportPdf(recordingPdf(drawn), dayReport({ shifts: [shift] }));
    expect(drawn.map((d) => d.text).join(' ')).toContain(`: ${reason}`);
    // The correction's rows, left-aligned at the margin, each within the right margin and above the bottom.
    const rows = drawn.filter((d) => d.text.startsWith('Correction') || d.text.includes('counted again'));
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.filter((d) => d.x !== 14 || d.x + d.width > 297 - 14 + 1e-6 || d.y + 5.5 > 210 - 14)).toEqual(
      [],
    );
  });

  it('in English with the Ethiopian calendar, embeds the Ethiopic font for the dates', async () => {
    const fetch = serveFilesFromDisk();
    useLocale.getState().setCalendar('ethiopic');
    const drawn: DrawnText[] = [];
    const doc = await makeReport(dayReport(), drawn);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(doc.output()).toContain(`/BaseFont /${ETHIOPIC_FONT}`);
    expect(pageContent(doc)).not.toContain(TWO_BYTE_TEXT);
    for (const words of ['(Generated 14 ', '(Opened 14 ', '(End-of-day report)', '(1,518.00 Br)'])
      expect(pageContent(doc)).toContain(words);
    // Nov 23, 2026 is 14 Hidar 2019 in the Ethiopian calendar.
    expect(drawn.filter((d) => d.text.startsWith('ኅዳር')).map((d) => d.font)).toContain(ETHIOPIC_FONT);
    expect(drawn.filter((d) => d.font !== ETHIOPIC_FONT && /[\u1200-\u139F]/.test(d.text))).toEqual([]);
  });

  it('in English, embeds the Ethiopic font for a cashier and shop named in Amharic', async () => {
    serveFilesFromDisk();
    const shift = sampleShift({ cashierName: 'አበበ ከበደ', shopName: 'ፒያሳ' });
    const doc = await makeReport(dayReport({ shifts: [shift] }));
    expect(doc.output()).toContain(`/BaseFont /${ETHIOPIC_FONT}`);
    expect(pageContent(doc)).not.toContain(TWO_BYTE_TEXT);
    expect(pageContent(doc)).toContain('(End-of-day report)');
  });

  it('marks a shift opened on an earlier day as left out of the day’s totals, in the PDF and the CSV', () => {
    const overnight = sampleShift({
      cashierName: 'Liya Mekonnen',
      openedAt: '2026-11-22T17:00:00.000Z',
      openedOn: '2026-11-22',
    });
    const shifts = [overnight, sampleShift()];
    const report = dayReport({ day: '2026-11-23', shifts, totals: sampleTotals({ carriedOver: 1 }) });
    const drawn: DrawnText[] = [];
    buildShiftReportPdf(recordingPdf(drawn), report);
    const lines = drawn.map((d) => d.text);
    expect(lines.filter((l) => l.includes('counted in that day'))).toEqual([
      "Opened Nov 22, 2026: counted in that day's totals",
    ]);
    expect(lines).toContain(
      'Shifts opened on an earlier day (1) are listed but not added to these totals: each counts on the day it was opened.',
    );
    const csv = shiftsCsv(shifts, '2026-11-23').split('\r\n');
    expect(csv[0]).toMatch(/,Flags,In Day Totals$/);
    expect(csv[1]).toMatch(/^Liya Mekonnen,.*,"No: opened Nov 22, 2026"$/);
    expect(csv[2]).toMatch(/^Abebe Kebede,.*,Yes$/);
  });

  it('totals the closed shifts’ expected cash beside their count, and says what the open ones expect', () => {
    const open = sampleShift({ status: 'Open', closedAt: null, countedCash: null, overShort: null });
    const totals = sampleTotals({ shifts: 2, openShifts: 1, openExpectedCash: 1000 });
    const drawn: DrawnText[] = [];
    buildShiftReportPdf(recordingPdf(drawn), dayReport({ shifts: [sampleShift(), open], totals }));
    expect(drawn.map((d) => d.text)).toContain(
      'Expected, Counted and Over/Short total the closed shifts; the open shifts (1) expect 1,000.00 Br so far.',
    );
  });

  it('prints the day’s corrections under the Total row’s Over/Short, and none on a day without any', () => {
    const drawn: DrawnText[] = [];
    buildShiftReportPdf(recordingPdf(drawn), dayReport({ totals: sampleTotals({ corrections: -12.5 }) }));
    const total = drawn.find((d) => d.text === 'Total');
    const line = drawn.find((d) => d.text === 'corrections -12.50 Br');
    const overShort = drawn.find((d) => d.text === '-67.50 Br' && d.y === total?.y);
    // On the line below the Total row, right-aligned as the Over/Short column (x is the right edge).
    expect(line?.y).toBeCloseTo((total?.y ?? 0) + 5.5);
    expect(line?.x).toBeCloseTo(overShort?.x ?? 0);

    drawn.length = 0;
    buildShiftReportPdf(recordingPdf(drawn), dayReport());
    expect(drawn.filter((d) => d.text.includes('corrections'))).toEqual([]);
  });

  it('keeps to the PDF font’s characters', () => {
    expect(pdfText('8:00\u202fPM − 5 — x’s')).toBe("8:00 PM - 5 - x's");
  });

  it('writes one CSV line per shift with plain Birr numbers and the flags', () => {
    // ICU versions differ on the space before AM/PM.
    const csv = shiftsCsv([sampleShift()])
      .replace(/\u202f/g, ' ')
      .split('\r\n');
    expect(csv[0]).toBe(
      'Cashier,Shop,Status,Opened,Closed,Games,Cards,Opening Float,Stakes,Prizes,Bonuses,Refunds,Commission,Expected Cash,Counted Cash,Over/Short,Corrections,Flags,In Day Totals',
    );
    expect(csv[1]).toBe(
      'Abebe Kebede,Piassa Hall,Closed,"Nov 23, 2026, 8:00 AM","Nov 23, 2026, 6:30 PM",3,9,1500,90,27,5,40,9,1518,1450.5,-67.5,0,Over/short beyond threshold; Game abandoned after 10 calls,Yes',
    );
  });
});
