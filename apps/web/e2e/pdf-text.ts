import { execFileSync } from 'node:child_process';

/**
 * The text of a downloaded PDF as a reader's viewer shows it (poppler's pdftotext, laid out): the
 * app writes its PDFs compressed, so the file itself holds no readable text.
 */
export function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
