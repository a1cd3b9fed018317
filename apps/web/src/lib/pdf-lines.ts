import type { jsPDF as JsPdf } from 'jspdf';
import { pdfText, wrapText, writeText } from './pdf-text';

/** An A4 page in millimetres, as a report lays it out. */
export interface PdfPage {
  orientation: 'portrait' | 'landscape';
  width: number;
  height: number;
  margin: number;
}

export interface LineOptions {
  size?: number;
  bold?: boolean;
  /** The left edge (the page's margin by default); the text wraps at the right margin. */
  x?: number;
  /** Space above the line, e.g. before a heading. */
  space?: number;
  /** From the line's last row to what comes next (a row's height by default); 0 to write beside it. */
  step?: number;
}

/**
 * Writes the lines of a report down the pages. A line longer than the page is wide (a game's 150
 * cards in play, a long correction reason) wraps onto more rows, measured in the fonts it is drawn
 * in, and a new page starts whenever the next row would cross the bottom margin, inside a wrapped
 * line too. `y` is the top of the next row.
 */
export class PdfLines {
  y: number;

  constructor(
    readonly doc: JsPdf,
    readonly page: PdfPage,
    /** A row's height at the usual sizes; a title (14 pt and up) takes 1.6 times it. */
    readonly rowHeight: number,
  ) {
    this.y = page.margin;
  }

  get bottom(): number {
    return this.page.height - this.page.margin;
  }

  /** Moves to a new page when the next `height` millimetres do not fit. */
  room(height: number): void {
    if (this.y + height <= this.bottom) return;
    this.doc.addPage('a4', this.page.orientation);
    this.y = this.page.margin;
  }

  line(text: string, { size = 10, bold = false, x, space = 0, step }: LineOptions = {}): void {
    const left = x ?? this.page.margin;
    const row = size >= 14 ? this.rowHeight * 1.6 : this.rowHeight;
    this.y += space;
    this.doc.setFont('helvetica', bold ? 'bold' : 'normal');
    this.doc.setFontSize(size);
    const rows = wrapText(this.doc, pdfText(text), this.page.width - this.page.margin - left);
    rows.forEach((piece, i) => {
      if (i > 0) this.y += row;
      this.room(row);
      writeText(this.doc, piece, left, this.y, { baseline: 'top' });
    });
    this.y += step ?? row;
  }
}
