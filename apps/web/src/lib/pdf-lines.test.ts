import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocale } from '@/i18n/locale';
import { type DrawnText, recordingPdf, serveFilesFromDisk } from '@/test/recording-pdf';
import { PdfLines, type PdfPage } from './pdf-lines';
import { ETHIOPIC_FONT, preparePdfLanguage } from './pdf-text';

const PAGE: PdfPage = { orientation: 'portrait', width: 210, height: 297, margin: 14 };
const RIGHT = PAGE.width - PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin;
const ROW = 5;

function writer(drawn: DrawnText[]): PdfLines {
  const Pdf = recordingPdf(drawn);
  return new PdfLines(new Pdf({ orientation: 'portrait', unit: 'mm', format: 'a4' }), PAGE, ROW);
}

/** '#1, #2, …, #n'. */
const cardList = (count: number) => Array.from({ length: count }, (_, i) => `#${i + 1}`).join(', ');

afterEach(async () => {
  vi.unstubAllGlobals();
  await useLocale.getState().setLanguage('en');
});

describe('the report line writer', () => {
  it('keeps a short line on one row and moves on a row', () => {
    const drawn: DrawnText[] = [];
    const w = writer(drawn);
    w.line('Total 1,518.00 Br');
    w.line('Money', { size: 12, bold: true, space: 3 });
    expect(drawn.map((d) => [d.text, d.y])).toEqual([
      ['Total 1,518.00 Br', PAGE.margin],
      ['Money', PAGE.margin + ROW + 3],
    ]);
    expect(w.y).toBe(PAGE.margin + 2 * ROW + 3);
  });

  it('wraps a line wider than the page at its spaces, each row within the right margin', () => {
    const drawn: DrawnText[] = [];
    const w = writer(drawn);
    const text = `Cards 150 (${cardList(150)}) at 10.00 Br`;
    w.line(text);
    expect(drawn.length).toBeGreaterThan(6);
    expect(drawn.map((d) => d.text).join(' ')).toBe(text);
    expect(drawn.filter((d) => d.x !== PAGE.margin || d.x + d.width > RIGHT + 1e-6)).toEqual([]);
    expect(drawn.map((d) => d.y)).toEqual(drawn.map((_, i) => PAGE.margin + i * ROW));
    expect(w.y).toBeCloseTo(PAGE.margin + drawn.length * ROW, 5);
  });

  it('carries the rows of a wrapped line that reach the bottom onto a new page, from its top', () => {
    const drawn: DrawnText[] = [];
    const w = writer(drawn);
    // Two rows left on the page.
    w.y = BOTTOM - 2 * ROW;
    const text = `Cards 150 (${cardList(150)}) at 10.00 Br`;
    w.line(text);
    expect(w.doc.getNumberOfPages()).toBe(2);
    expect(drawn.map((d) => [d.page, d.y]).slice(0, 4)).toEqual([
      [1, BOTTOM - 2 * ROW],
      [1, BOTTOM - ROW],
      [2, PAGE.margin],
      [2, PAGE.margin + ROW],
    ]);
    expect(drawn.filter((d) => d.y + ROW > BOTTOM)).toEqual([]);
    expect(drawn.map((d) => d.text).join(' ')).toBe(text);
  });

  it('cuts a word wider than the page where it reaches the margin', () => {
    const drawn: DrawnText[] = [];
    const w = writer(drawn);
    const commitment = 'ab'.repeat(80);
    w.line(`Commitment ${commitment}`);
    expect(drawn.length).toBe(2);
    expect(drawn.map((d) => d.text).join('')).toBe(`Commitment ${commitment}`);
    expect(drawn.filter((d) => d.x + d.width > RIGHT + 1e-6)).toEqual([]);
  });

  it('in Amharic, wraps a line of both scripts by the widths of both fonts', async () => {
    serveFilesFromDisk();
    await useLocale.getState().setLanguage('am');
    await preparePdfLanguage();
    const drawn: DrawnText[] = [];
    const w = writer(drawn);
    const text = `ካርዶች 150 (${cardList(150)})፣ በካርድ 10.00 ብር`;
    w.line(text);
    const rows = [...new Set(drawn.map((d) => d.y))];
    expect(rows.length).toBeGreaterThan(6);
    // Each row's runs side by side, the last one ending within the right margin.
    for (const y of rows) {
      const runs = drawn.filter((d) => d.y === y);
      expect(runs[0]?.x).toBe(PAGE.margin);
      const last = runs[runs.length - 1] as DrawnText;
      expect(last.x + last.width).toBeLessThanOrEqual(RIGHT + 1e-6);
    }
    expect(drawn.filter((d) => d.font === ETHIOPIC_FONT).map((d) => d.text.trim())).toEqual([
      'ካርዶች',
      '፣ በካርድ',
      'ብር',
    ]);
    expect(drawn.filter((d) => d.font !== ETHIOPIC_FONT && /[\u1200-\u139F]/.test(d.text))).toEqual([]);
  });
});
