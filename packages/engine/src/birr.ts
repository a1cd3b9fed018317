/** Largest amount accepted on the wire: 10 billion Birr keeps santim well inside a safe integer. */
export const MAX_BIRR = 10_000_000_000;

/**
 * The most one account may hold, and (negated) the lowest an Unlimited account may fall to:
 * 1 trillion Birr. Movements of MAX_BIRR are bounded, balances are not by themselves; beyond about
 * 90 trillion Birr a balance's santim stop being safe integers and toBirr throws, so a movement that
 * would take a balance past this bound is refused instead.
 */
export const MAX_BALANCE_BIRR = 1_000_000_000_000;

/**
 * How far a JSON number may sit from its 2-decimal value and still mean it: far above the float
 * noise of arithmetic such as 0.1 + 0.2 (about 1e-17 at that size), far below a santim.
 */
export const BIRR_TOLERANCE = 1e-9;

/**
 * Birr to integer santim, or null when the number is not a whole number of santim: NaN, ±Infinity,
 * more than 2 decimals (1.005, 0.001), or beyond safe integers. Float noise is forgiven, so
 * 0.30000000000000004 gives 30 and 10.000000000000002 gives 1000.
 *
 * @example santimOf(0.1 + 0.2) // 30
 * @example santimOf(12.345) // null
 */
export function santimOf(birr: unknown): number | null {
  if (typeof birr !== 'number' || !Number.isFinite(birr)) return null;
  const santim = Math.round(birr * 100);
  if (!Number.isSafeInteger(santim)) return null;
  // Compared in Birr: santim / 100 is the double nearest the 2-decimal value, so a large but exact
  // amount (9999999999.99) matches itself even though birr × 100 carries rounding error.
  if (Math.abs(santim / 100 - birr) > BIRR_TOLERANCE) return null;
  return santim === 0 ? 0 : santim;
}

/**
 * THE rule for an amount of money on the wire, used by every amount field of the contracts:
 * a whole number of santim (see santimOf), at most MAX_BIRR, and above 0 (or at least 0 when
 * `allowZero`). toSantim never throws on an amount this accepts.
 *
 * @example isBirrAmount(0.30000000000000004) // true
 * @example isBirrAmount(0, { allowZero: true }) // true
 * @example isBirrAmount(0.001) // false
 */
export function isBirrAmount(value: unknown, options: { allowZero?: boolean } = {}): boolean {
  const santim = santimOf(value);
  if (santim === null || santim > MAX_BIRR * 100) return false;
  return options.allowZero ? santim >= 0 : santim > 0;
}

/**
 * Birr to integer santim (1 Birr = 100 santim), forgiving float noise as santimOf does. A negative
 * amount gives negative santim; isBirrAmount is the check for an amount a person may enter.
 *
 * @throws RangeError for NaN, Infinity, more than 2 decimals, or an amount beyond safe integers
 * @example toSantim(12.3) // 1230
 * @example toSantim(0.1 + 0.2) // 30
 */
export function toSantim(birr: number): number {
  const santim = santimOf(birr);
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
 * when the text is not such an amount or is beyond MAX_BIRR either way.
 *
 * @example parseBirr('1,234.5') // 123450
 * @example parseBirr('12.30 Br') // 1230
 * @example parseBirr('12.345') // null
 * @example parseBirr('10000000000.01') // null (above MAX_BIRR)
 */
export function parseBirr(text: string): number | null {
  const match = BIRR_TEXT.exec(text.trim());
  if (match === null) return null;
  const [, minus, whole = '', decimals = ''] = match;
  const santim = Number(whole.replaceAll(',', '')) * 100 + Number(decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(santim) || santim > MAX_BIRR * 100) return null;
  return minus === '-' && santim !== 0 ? -santim : santim;
}

function assertSantimInteger(santim: number): void {
  if (!Number.isSafeInteger(santim)) throw new RangeError(`Santim must be a safe integer, got ${santim}`);
}
