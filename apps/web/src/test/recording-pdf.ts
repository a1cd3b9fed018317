import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { jsPDF } from 'jspdf';
import { vi } from 'vitest';

/** A text a PDF was asked to draw: where, on which page, in which font, and how wide. */
export interface DrawnText {
  text: string;
  x: number;
  y: number;
  page: number;
  font: string;
  /** Measured by the document itself, in the font and at the size it was drawn in. */
  width: number;
}

/** A jsPDF class whose documents record each text they draw in `drawn`, then draw it. */
export function recordingPdf(drawn: DrawnText[]): typeof jsPDF {
  return function RecordingPdf(options: ConstructorParameters<typeof jsPDF>[0]) {
    const doc = new jsPDF(options);
    const text = doc.text.bind(doc);
    doc.text = ((...args: Parameters<typeof doc.text>) => {
      const [value, x, y] = args;
      drawn.push({
        text: String(value),
        x,
        y,
        page: doc.getCurrentPageInfo().pageNumber,
        font: doc.getFont().fontName,
        width: doc.getTextWidth(String(value)),
      });
      return text(...args);
    }) as typeof doc.text;
    return doc;
  } as unknown as typeof jsPDF;
}

/** The rows of text drawn, in order: the runs a mixed-script row is drawn in, joined back together. */
export function drawnRows(drawn: readonly DrawnText[]): string[] {
  const rows: string[] = [];
  drawn.forEach((d, i) => {
    const before = drawn[i - 1];
    if (before && before.page === d.page && before.y === d.y) rows[rows.length - 1] += d.text;
    else rows.push(d.text);
  });
  return rows;
}

/** The pages' content streams: the text operators as jspdf wrote them, without the embedded fonts. */
export function pageContent(doc: jsPDF): string {
  const { pages } = doc.internal as unknown as { pages: (string[] | null)[] };
  return pages.flatMap((page) => page ?? []).join('\n');
}

/** Every stream of the written file, inflated where it is compressed: the fonts' maps, the pages. */
export function inflatedStreams(doc: jsPDF): string {
  const streams = doc.output().matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g);
  return [...streams]
    .map(([, body = '']) => {
      const bytes = Buffer.from(body, 'latin1');
      try {
        return inflateSync(bytes).toString('latin1');
      } catch {
        return body;
      }
    })
    .join('\n');
}

/**
 * Serves the files the app fetches by URL ('http://localhost:3000/src/assets/fonts/…' in tests) from
 * the disk; the returned mock counts the fetches.
 */
export function serveFilesFromDisk() {
  const fetch = vi.fn(async (url: URL) => new Response(readFileSync(join(__dirname, '../..', url.pathname))));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
