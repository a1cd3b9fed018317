import { jsPDF } from 'jspdf';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocale } from '@/i18n/locale';
import { serveFilesFromDisk } from '@/test/recording-pdf';
import {
  ETHIOPIC_FONT,
  fitText,
  PdfFontMissing,
  preparePdfLanguage,
  scriptRuns,
  textWidth,
  writeText,
} from './pdf-text';

afterEach(async () => {
  vi.unstubAllGlobals();
  await useLocale.getState().setLanguage('en');
});

describe('script runs', () => {
  it('cuts a text where Ethiopic meets Latin, digits or punctuation; a space stays with the run before it', () => {
    expect(scriptRuns('ድምር 1,518.00 ብር')).toEqual([
      { text: 'ድምር ', ethiopic: true },
      { text: '1,518.00 ', ethiopic: false },
      { text: 'ብር', ethiopic: true },
    ]);
    expect(scriptRuns('Total')).toEqual([{ text: 'Total', ethiopic: false }]);
    expect(scriptRuns('')).toEqual([]);
  });
});

describe('writing text in the PDF', () => {
  // First in the file: the font, once loaded, stays for the page's life.
  it('refuses to draw Ethiopic text before its font was loaded, rather than draw it in Helvetica', () => {
    const doc = new jsPDF();
    const text = vi.spyOn(doc, 'text');
    expect(() => writeText(doc, 'Started 14 ኅዳር 2019', 10, 20)).toThrow(PdfFontMissing);
    expect(text).not.toHaveBeenCalled();
  });

  it('passes a text without Ethiopic to jspdf unchanged, as English always is', async () => {
    const doc = new jsPDF();
    const text = vi.spyOn(doc, 'text');
    writeText(doc, 'Total 1,518.00 Br', 100, 20, { align: 'right', baseline: 'top' });
    writeText(doc, 'Total', 10, 20);
    expect(doc.getFontList()).not.toHaveProperty(ETHIOPIC_FONT);
    expect(text.mock.calls).toEqual([
      ['Total 1,518.00 Br', 100, 20, expect.objectContaining({ align: 'right', baseline: 'top' })],
      ['Total', 10, 20],
    ]);
    expect(fitText(doc, 'Abebe Kebede Alemu', 20)).toBe(doc.splitTextToSize('Abebe Kebede Alemu', 20)[0]);
  });

  it('in Amharic, draws Ethiopic runs in the Ethiopic font and the rest in the current one, side by side', async () => {
    serveFilesFromDisk();
    await useLocale.getState().setLanguage('am');
    await preparePdfLanguage();
    const doc = new jsPDF();
    doc.setFont('helvetica', 'bold');
    const drawn: { text: string; x: number; font: string }[] = [];
    const draw = doc.text.bind(doc);
    vi.spyOn(doc, 'text').mockImplementation((text, x, y, options) => {
      drawn.push({ text: String(text), x, font: doc.getFont().fontName });
      return draw(text, x, y, options);
    });

    writeText(doc, 'ድምር 1,518.00 ብር', 100, 20, { align: 'right', baseline: 'top' });
    expect(drawn.map((d) => [d.text, d.font])).toEqual([
      ['ድምር ', ETHIOPIC_FONT],
      ['1,518.00 ', 'helvetica'],
      ['ብር', ETHIOPIC_FONT],
    ]);
    // Right-aligned at x: the runs end there.
    const width = textWidth(doc, 'ድምር 1,518.00 ብር');
    expect(width).toBeGreaterThan(doc.getTextWidth('1,518.00 '));
    expect(drawn[0]?.x).toBeCloseTo(100 - width, 5);
    const last = drawn[2];
    doc.setFont(ETHIOPIC_FONT, 'normal');
    expect((last?.x ?? 0) + doc.getTextWidth('ብር')).toBeCloseTo(100, 5);
    // The caller's font is back afterwards.
    doc.setFont('helvetica', 'bold');
    writeText(doc, 'ሽልማት', 10, 30);
    expect(doc.getFont()).toMatchObject({ fontName: 'helvetica', fontStyle: 'bold' });

    // Whole words while they fit, else as much of the first word as fits.
    const word = textWidth(doc, 'የተቆጠረ');
    expect(fitText(doc, 'የተቆጠረ ጥሬ ገንዘብ', word + 1)).toBe('የተቆጠረ');
    expect(fitText(doc, 'የተቆጠረ ጥሬ ገንዘብ', 200)).toBe('የተቆጠረ ጥሬ ገንዘብ');
    const cut = fitText(doc, 'የተቆጠረ ጥሬ ገንዘብ', word / 2);
    expect(cut.length).toBeGreaterThan(0);
    expect('የተቆጠረ'.startsWith(cut)).toBe(true);
    expect(textWidth(doc, cut)).toBeLessThanOrEqual(word / 2);
  });
});
