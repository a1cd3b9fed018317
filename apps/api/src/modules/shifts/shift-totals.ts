import type { ShiftTotals } from '@bingo/contracts';
import { toBirr } from '@bingo/engine';
import type { ShiftRecord } from './shift-records.repo';

/** counted − expected, in santim; negative when the drawer is short. */
export const overShortOf = (r: ShiftRecord) =>
  r.countedCash === null ? null : r.countedCash - r.figures.expectedCash;

/**
 * The day's figures added up in santim, so no screen has to add amounts itself. A shift is listed on
 * every day it was open but counted on the day it was opened only: the days' totals add up to the
 * shifts' figures, each game once.
 */
export function totalsOf(listed: ShiftRecord[], date: string): ShiftTotals {
  const records = listed.filter((r) => r.openedOn === date);
  const closed = records.filter((r) => r.countedCash !== null);
  const open = records.filter((r) => r.countedCash === null);
  const total = (of: ShiftRecord[], pick: (r: ShiftRecord) => number) => of.reduce((t, r) => t + pick(r), 0);
  const sum = (pick: (r: ShiftRecord) => number) => total(records, pick);
  return {
    shifts: records.length,
    openShifts: open.length,
    carriedOver: listed.length - records.length,
    games: sum((r) => r.figures.games),
    cards: sum((r) => r.figures.cards),
    stakes: toBirr(sum((r) => r.figures.stakes)),
    prizes: toBirr(sum((r) => r.figures.prizes)),
    bonuses: toBirr(sum((r) => r.figures.bonuses)),
    refunds: toBirr(sum((r) => r.figures.refunds)),
    commission: toBirr(sum((r) => r.figures.commission)),
    // Only a closed shift has a count, so the expected cash beside the counts is the closed shifts';
    // an open drawer's expected cash so far is given apart.
    expectedCash: toBirr(total(closed, (r) => r.figures.expectedCash)),
    countedCash: toBirr(total(closed, (r) => r.countedCash ?? 0)),
    overShort: toBirr(total(closed, (r) => overShortOf(r) ?? 0)),
    openExpectedCash: toBirr(total(open, (r) => r.figures.expectedCash)),
    corrections: toBirr(sum((r) => r.correctionsTotal)),
  };
}
