const TWO_DECIMALS = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * A number with at most 2 decimals, times 100, exactly; null otherwise. It reads the number's
 * shortest decimal form (what `String(x)` prints), so 1.1 gives 110 while 1.005, 0.1 + 0.2, NaN,
 * Infinity and exponent forms give null. Never multiplies floats, so no rounding error slips in.
 *
 * @example toHundredths(12.3) // 1230
 */
export function toHundredths(value: number): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const match = TWO_DECIMALS.exec(String(value));
  if (match === null) return null;
  const [, sign, whole, decimals = ''] = match;
  const hundredths = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(hundredths)) return null;
  return sign === '-' && hundredths !== 0 ? -hundredths : hundredths;
}
