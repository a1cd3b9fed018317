import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocale } from '@/i18n/locale';
import { ETHIOPIC_FONT, preparePdfLanguage } from '@/lib/pdf-text';
import { type DrawnText, inflatedStreams, recordingPdf, serveFilesFromDisk } from '@/test/recording-pdf';
import { sampleShift, sampleTotals } from './shift-fixtures';
import { buildShiftReportPdf } from './shift-report-pdf';

const report = () => ({
  title: 'Shift report',
  subtitle: 'Abebe Kebede, Piassa Hall',
  shifts: [sampleShift({ handedOverCash: 1500 })],
  totals: sampleTotals({ corrections: 20 }),
  generatedAt: new Date('2026-11-23T17:00:00Z'),
});

describe('the shift report in Amharic', () => {
  beforeEach(async () => {
    serveFilesFromDisk();
    await useLocale.getState().setLanguage('am');
    await preparePdfLanguage(['pdf', 'shifts']);
  });

  afterEach(async () => {
    vi.unstubAllGlobals();
    await useLocale.getState().setLanguage('en');
  });

  it('embeds the Ethiopic font and draws the Amharic words in it, the names and digits in Helvetica', () => {
    const drawn: DrawnText[] = [];
    const doc = buildShiftReportPdf(recordingPdf(drawn), report());
    const output = doc.output();
    expect(output).toContain(`/BaseFont /${ETHIOPIC_FONT}`);
    expect(output).toContain('/FontFile2');
    // The font's map back to Unicode, so the text can be searched and copied: ፈ is U+1348.
    expect(inflatedStreams(doc)).toMatch(/<1348>/i);

    const inFont = (font: string) => drawn.filter((d) => d.font === font).map((d) => d.text.trim());
    const ethiopic = inFont(ETHIOPIC_FONT);
    for (const words of ['የፈረቃ ሪፖርት', 'ገንዘብ ተቀባይ', 'ድምር', 'የሚጠበቅ ጥሬ ገንዘብ', 'ጉድለት', 'ብር', 'ተዘግቷል', 'እርማቶች']) {
      expect(ethiopic).toContain(words);
    }
    const latin = inFont('helvetica');
    expect(latin).toContain('Abebe Kebede');
    expect(latin).toContain('Abebe Kebede, Piassa Hall');
    expect(latin).toContain('1,518.00');
    expect(latin).toContain('-67.50');
    // No Ethiopic letter is ever handed to Helvetica.
    expect(drawn.filter((d) => d.font !== ETHIOPIC_FONT && /[\u1200-\u139F]/.test(d.text))).toEqual([]);
    // No English word of the report is left.
    expect(drawn.map((d) => d.text).join(' ')).not.toMatch(/Total|Cashier|Expected|Generated|Flags|shifts/);
  });

  it('keeps the English report in Helvetica alone', async () => {
    await useLocale.getState().setLanguage('en');
    const drawn: DrawnText[] = [];
    const output = buildShiftReportPdf(recordingPdf(drawn), report()).output();
    expect(output).not.toContain(ETHIOPIC_FONT);
    expect(new Set(drawn.map((d) => d.font))).toEqual(new Set(['helvetica']));
    expect(output).toContain('(Shift report)');
  });
});
