import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { sampleShift } from './shift-fixtures';
import { buildShiftReportPdf, pdfText } from './shift-report-pdf';
import { shiftsCsv } from './shifts-csv';

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
        corrections: 20,
      },
      generatedAt: new Date('2026-11-23T17:00:00Z'),
    });
    expect(doc.getNumberOfPages()).toBe(1);
    const text = doc.output();
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
    expect(doc.output()).toContain('(Cashier 11 - Piassa Hall)');
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
      'Cashier,Shop,Status,Opened,Closed,Games,Cards,Opening Float,Stakes,Prizes,Bonuses,Refunds,Commission,Expected Cash,Counted Cash,Over/Short,Corrections,Flags',
    );
    expect(csv[1]).toBe(
      'Abebe Kebede,Piassa Hall,Closed,"Nov 23, 2026, 8:00 AM","Nov 23, 2026, 6:30 PM",3,9,1500,90,27,5,40,9,1518,1450.5,-67.5,0,Over/short beyond threshold; Game abandoned after 10 calls',
    );
  });
});
