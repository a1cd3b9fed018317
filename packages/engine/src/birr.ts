import { toHundredths } from './hundredths.js';

/**
 * Birr to integer santim, exactly (1 Birr = 100 santim).
 *
 * @throws RangeError for NaN, Infinity, more than 2 decimals, or an amount beyond safe integers
 * @example toSantim(12.3) // 1230
 */
export function toSantim(birr: number): number {
  const santim = toHundredths(birr);
  if (santim === null) throw new RangeError(`Not an amount of Birr with at most 2 decimals: ${birr}`);
  return santim;
}

/**
 * Santim to Birr, for the wire (a JSON number with at most 2 decimals). Never sum the results.
 *
 * @throws RangeError unless `santim` is a safe integer
 * @example toBirr(1230) // 12.3
 */
export function toBirr(santim: number): number {
  assertSantimInteger(santim);
  return santim / 100;
}

/**
 * The one display form of money: thousands separated by commas, 2 decimals, then ' Br'.
 *
 * @throws RangeError unless `santim` is a safe integer
 * @example formatBirr(123450) // '1,234.50 Br'
 * @example formatBirr(-5) // '-0.05 Br'
 */
export function formatBirr(santim: number): string {
  assertSantimInteger(santim);
  const abs = Math.abs(santim);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = String(abs % 100).padStart(2, '0');
  return `${santim < 0 ? '-' : ''}${whole}.${cents} Br`;
}

const BIRR_TEXT = /^(-)?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(?:br|birr|etb)?$/i;

/**
 * Reads an amount typed by a person: optional minus, digits with optional comma thousands
 * separators, up to 2 decimals, and an optional 'Br' (or 'Birr', 'ETB'). Gives santim, or null
 * when the text is not such an amount.
 *
 * @example parseBirr('1,234.5') // 123450
 * @example parseBirr('12.30 Br') // 1230
 * @example parseBirr('12.345') // null
 */
export function parseBirr(text: string): number | null {
  const match = BIRR_TEXT.exec(text.trim());
  if (match === null) return null;
  const [, minus, whole = '', decimals = ''] = match;
  const santim = Number(whole.replaceAll(',', '')) * 100 + Number(decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(santim)) return null;
  return minus === '-' && santim !== 0 ? -santim : santim;
}

function assertSantimInteger(santim: number): void {
  if (!Number.isSafeInteger(santim)) throw new RangeError(`Santim must be a safe integer, got ${santim}`);
}
