import type { jsPDF as JsPdf } from 'jspdf';
import { i18n } from '@/i18n/i18n';

/**
 * Text for the PDFs made with jspdf, in the viewer's language. jspdf's built-in Helvetica covers
 * Latin-1 only; a PDF with Ethiopic letters (Amharic words, an Ethiopian-calendar date in any language,
 * a shop or person named in Amharic) embeds Noto Sans Ethiopic, which has no Latin letters or digits,
 * so a line that mixes the two scripts is drawn run by run, each run in the font that has its letters.
 * A text without Ethiopic letters is drawn as jspdf would draw it.
 */

/** The name the Ethiopic font goes by in a document (`doc.setFont(ETHIOPIC_FONT)`). */
export const ETHIOPIC_FONT = 'NotoSansEthiopic';
const ETHIOPIC_FILE = 'NotoSansEthiopic-Regular.ttf';

/** Ethiopic, Ethiopic Supplement, Ethiopic Extended and Ethiopic Extended-A. */
const ETHIOPIC = /[\u1200-\u139F\u2D80-\u2DDF\uAB00-\uAB2F]/;
const SPACE = /\s/;

export const hasEthiopic = (text: string): boolean => ETHIOPIC.test(text);

/**
 * Helvetica's Latin-1 forms of what Intl and the catalogs write: the minus sign, dashes and the narrow
 * space before AM/PM become their plain forms.
 */
export function pdfText(text: string): string {
  return text
    .replace(/[\u202f\u00a0\u2009]/g, ' ')
    .replace(/[\u2212\u2013\u2014]/g, '-')
    .replace(/[\u2018\u2019]/g, "'");
}

export interface ScriptRun {
  text: string;
  ethiopic: boolean;
}

/** A text cut where the script changes; a space stays with the run before it (both fonts have one). */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  for (const char of text) {
    const last = runs[runs.length - 1];
    const ethiopic = SPACE.test(char) && last ? last.ethiopic : ETHIOPIC.test(char);
    if (last && last.ethiopic === ethiopic) last.text += char;
    else runs.push({ text: char, ethiopic });
  }
  return runs;
}

let fontFile: string | null = null;
let fontLoading: Promise<string> | null = null;

/**
 * Thrown when a PDF has Ethiopic text to draw before the font was fetched: Helvetica would turn the
 * whole line to unreadable two-byte text. `makePdf()` fetches the font and builds the PDF again.
 */
export class PdfFontMissing extends Error {
  constructor() {
    super('The Ethiopic PDF font is not loaded: build the PDF with makePdf().');
    this.name = 'PdfFontMissing';
  }
}

/** The font as the binary string jspdf's file system takes; fetched once, and only when a PDF needs it. */
async function fetchEthiopicFont(): Promise<string> {
  // An asset of the build, not of any page's JavaScript: fetched only here.
  const url = new URL('../assets/fonts/NotoSansEthiopic-Regular.ttf', import.meta.url);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The PDF font could not be loaded (HTTP ${response.status}).`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return binary;
}

async function loadEthiopicFont(): Promise<void> {
  if (fontFile) return;
  fontLoading ??= fetchEthiopicFont();
  try {
    fontFile = await fontLoading;
  } finally {
    fontLoading = null;
  }
}

/**
 * Gets a PDF of the viewer's language ready: loads the catalogs the PDF's words come from and, in
 * Amharic, the Ethiopic font. Call it before building the PDF (after jspdf is loaded); `makePdf()` does.
 */
export async function preparePdfLanguage(namespaces: readonly string[] = ['pdf']): Promise<void> {
  if (i18n.language !== 'am') return;
  await i18n.loadNamespaces([...namespaces]);
  await loadEthiopicFont();
}

/**
 * Builds a PDF in the viewer's language. Ethiopic text can come from more than the language (the
 * Ethiopian calendar's month names, names typed in Amharic), so the build itself finds out: when it
 * meets Ethiopic text before the font was fetched, the font is fetched and the PDF built again.
 */
export async function makePdf(namespaces: readonly string[], build: () => JsPdf): Promise<JsPdf> {
  await preparePdfLanguage(namespaces);
  try {
    return build();
  } catch (error) {
    if (!(error instanceof PdfFontMissing)) throw error;
    await loadEthiopicFont();
    return build();
  }
}

/** An A4 page in millimetres, written compressed: every PDF of the app starts here. */
export function newA4(JsPdfClass: typeof JsPdf, orientation: 'portrait' | 'landscape'): JsPdf {
  return new JsPdfClass({ orientation, unit: 'mm', format: 'a4', compress: true });
}

/** Embeds the Ethiopic font in a document the first time it has Ethiopic text to draw. */
function embedEthiopicFont(doc: JsPdf): void {
  if (ETHIOPIC_FONT in doc.getFontList()) return;
  if (!fontFile) throw new PdfFontMissing();
  doc.addFileToVFS(ETHIOPIC_FILE, fontFile);
  doc.addFont(ETHIOPIC_FILE, ETHIOPIC_FONT, 'normal');
}

/** Runs by script, or null when the text has no Ethiopic and is drawn as one piece in the current font. */
function runsOf(doc: JsPdf, text: string): ScriptRun[] | null {
  if (!hasEthiopic(text)) return null;
  embedEthiopicFont(doc);
  return scriptRuns(text);
}

/** Calls `draw` with the font of each run set, and puts the document's font back afterwards. */
function eachRun(doc: JsPdf, runs: ScriptRun[], draw: (text: string) => void): void {
  const { fontName, fontStyle } = doc.getFont();
  for (const run of runs) {
    if (run.ethiopic) doc.setFont(ETHIOPIC_FONT, 'normal');
    else doc.setFont(fontName, fontStyle);
    draw(run.ethiopic ? run.text : pdfText(run.text));
  }
  doc.setFont(fontName, fontStyle);
}

/** The width of a text at the document's font size, in its unit. */
export function textWidth(doc: JsPdf, text: string): number {
  const runs = runsOf(doc, text);
  if (!runs) return doc.getTextWidth(text);
  let width = 0;
  eachRun(doc, runs, (run) => {
    width += doc.getTextWidth(run);
  });
  return width;
}

/**
 * A text cut into lines no wider than `width`, by measured width: at spaces, and inside a word only
 * when the word alone is wider than a line. Mixed Amharic and English is measured run by run, each in
 * its own font, as `writeText` draws it.
 */
export function wrapText(doc: JsPdf, text: string, width: number): string[] {
  if (!runsOf(doc, text)) return doc.splitTextToSize(text, width);
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (textWidth(doc, next) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    // The word starts the next line; one wider than a whole line is cut where it reaches the edge.
    for (const char of word) {
      if (line && textWidth(doc, line + char) > width) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
  }
  lines.push(line);
  return lines;
}

/** As much of a text's first line as fits in `width`: whole words, or a cut word when one is too long. */
export function fitText(doc: JsPdf, text: string, width: number): string {
  return wrapText(doc, text, width)[0] ?? '';
}

export interface WriteOptions {
  align?: 'left' | 'center' | 'right';
  baseline?: 'alphabetic' | 'ideographic' | 'bottom' | 'top' | 'middle' | 'hanging';
}

/**
 * `doc.text(text, x, y, options)` for a text in any of the app's languages. A text without Ethiopic
 * letters (all of English) is passed to jspdf unchanged; one with them is drawn run by run, Ethiopic
 * runs in the Ethiopic font and the rest (digits, Latin, punctuation) in the current font, placed
 * by their measured widths so the line keeps its alignment at x.
 */
export function writeText(doc: JsPdf, text: string, x: number, y: number, options?: WriteOptions): void {
  const runs = runsOf(doc, text);
  if (!runs) {
    if (options) doc.text(text, x, y, options);
    else doc.text(text, x, y);
    return;
  }
  const total = textWidth(doc, text);
  const align = options?.align ?? 'left';
  let at = align === 'right' ? x - total : align === 'center' ? x - total / 2 : x;
  const baseline = options?.baseline ? { baseline: options.baseline } : {};
  eachRun(doc, runs, (run) => {
    doc.text(run, at, y, baseline);
    at += doc.getTextWidth(run);
  });
}
