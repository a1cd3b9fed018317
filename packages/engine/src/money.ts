import { toHundredths } from './hundredths.js';

/** The lowest commission tier (typeIndex), whose default rate is 10%. */
export const MIN_RATE_TYPE_INDEX = 1;

/** The highest commission tier (typeIndex), whose default rate is 90%. */
export const MAX_RATE_TYPE_INDEX = 9;

/**
 * The default commission rate of a tier: 10 × typeIndex percent.
 *
 * @returns the rate in percent (20 means 20%), as computeGameMoney takes it
 * @throws RangeError when typeIndex is not an integer from 1 to 9
 * @example defaultRatePercent(2) // 20
 */
export function defaultRatePercent(typeIndex: number): number {
  if (!Number.isInteger(typeIndex) || typeIndex < MIN_RATE_TYPE_INDEX || typeIndex > MAX_RATE_TYPE_INDEX) {
    throw new RangeError('Type Index must be between 1 and 9');
  }
  return 10 * typeIndex;
}

/**
 * A rate in percent (0–100, at most 2 decimals) as integer basis points (1% = 100).
 *
 * @throws RangeError for a rate outside 0–100 or with more than 2 decimals
 * @example rateBasisPoints(12.5) // 1250
 */
export function rateBasisPoints(ratePercent: number): number {
  const basisPoints = toHundredths(ratePercent);
  if (basisPoints === null || basisPoints < 0 || basisPoints > 10_000) {
    throw new RangeError(`Rate must be from 0 to 100 with at most 2 decimals, got ${ratePercent}`);
  }
  return basisPoints;
}

/** The money of one game, in santim. */
export type GameMoney = {
  /** cards × bet. */
  total: number;
  /** What the house keeps: total − prize. */
  commission: number;
  /** What the winners share: a whole number of Birr. */
  prize: number;
};

function assertSantim(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative whole number of santim, got ${value}`);
  }
}

/**
 * The money of a game: total = cards × bet; prize = total × (100 − rate) / 100 rounded half-up to
 * whole Birr; commission = total − prize. All in integer santim; the rate is taken in basis points
 * and the product is formed with BigInt, so no float is ever rounded or summed. When rounding up
 * would make the prize exceed the total (a rate near 0 on a total that is not whole Birr), the
 * prize is the total rounded down to whole Birr, so the commission is never negative.
 *
 * @param input.cards how many cards were sold, a whole number ≥ 0
 * @param input.betSantim the price of one card, in santim (1 Birr = 100), a whole number ≥ 0
 * @param input.ratePercent the commission rate in percent, 0–100 with at most 2 decimals (12.5, not 0.125)
 * @returns total, commission and prize in santim; the prize is always a whole number of Birr
 * @throws RangeError for a negative or fractional count or bet, a total beyond safe integers, or a
 *   rate outside 0–100 or with more than 2 decimals
 * @example computeGameMoney({ cards: 3, betSantim: 1000, ratePercent: 20 }) // { total: 3000, commission: 600, prize: 2400 }
 */
export function computeGameMoney(input: {
  cards: number;
  betSantim: number;
  ratePercent: number;
}): GameMoney {
  const { cards, betSantim, ratePercent } = input;
  if (!Number.isSafeInteger(cards) || cards < 0)
    throw new RangeError(`cards must be a non-negative whole number, got ${cards}`);
  assertSantim('betSantim', betSantim);
  const keepBasisPoints = 10_000 - rateBasisPoints(ratePercent);
  const total = cards * betSantim;
  assertSantim('total', total);
  // prize in Birr = round(total × keep / 10 000 / 100); adding half the divisor rounds half-up.
  const divisor = 1_000_000n;
  const prizeBirr = (BigInt(total) * BigInt(keepBasisPoints) + divisor / 2n) / divisor;
  const prize = Math.min(Number(prizeBirr) * 100, Math.floor(total / 100) * 100);
  return { total, commission: total - prize, prize };
}

/**
 * Splits a prize equally between the winning cards: each share is rounded down to a whole santim
 * and what is left over goes to the house, so share × winners + remainder = prize.
 *
 * @param prize the prize in santim, a whole number ≥ 0
 * @param winners how many cards share it, a whole number ≥ 1
 * @returns each card's share and the house's remainder, in santim
 * @throws RangeError for a negative or fractional prize, or fewer than 1 winner
 * @example splitPrize(1000, 3) // { share: 333, remainder: 1 }
 */
export function splitPrize(prize: number, winners: number): { share: number; remainder: number } {
  assertSantim('prize', prize);
  if (!Number.isSafeInteger(winners) || winners < 1) {
    throw new RangeError(`winners must be a whole number of at least 1, got ${winners}`);
  }
  const share = Math.floor(prize / winners);
  return { share, remainder: prize - share * winners };
}
