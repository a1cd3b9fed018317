import type { Shift, ShiftTotals } from '@bingo/contracts';

/** A closed shift as the API sends it, for the report tests. */
export function sampleShift(overrides: Partial<Shift> = {}): Shift {
  return {
    id: '8a7e3c52-6f0e-4b8e-9d3f-1d2c3b4a5e6f',
    cashierId: '1a7e3c52-6f0e-4b8e-9d3f-1d2c3b4a5e6f',
    cashierName: 'Abebe Kebede',
    shopId: '2a7e3c52-6f0e-4b8e-9d3f-1d2c3b4a5e6f',
    shopName: 'Piassa Hall',
    agentId: '3a7e3c52-6f0e-4b8e-9d3f-1d2c3b4a5e6f',
    status: 'Closed',
    openedAt: '2026-11-23T05:00:00.000Z',
    openedOn: '2026-11-23',
    closedAt: '2026-11-23T15:30:00.000Z',
    handedOverCash: null,
    handover: false,
    figures: {
      games: 3,
      cards: 9,
      stakes: 90,
      prizes: 27,
      bonuses: 5,
      refunds: 40,
      commission: 9,
      openingFloat: 1500,
      expectedCash: 1518,
      abandonedGames: 1,
      abandonedAfterTenCalls: 1,
      lateClaims: 0,
    },
    countedCash: 1450.5,
    overShort: -67.5,
    corrections: [],
    correctionsTotal: 0,
    flags: {
      overShort: true,
      abandonedAfterTenCalls: true,
      lateClaim: false,
      manyAbandoned: false,
      openPastDayEnd: false,
    },
    ...overrides,
  };
}

/** The totals of a day with the one sample shift, as the API sends them. */
export function sampleTotals(overrides: Partial<ShiftTotals> = {}): ShiftTotals {
  const { figures, countedCash, overShort } = sampleShift();
  const { games, cards, stakes, prizes, bonuses, refunds, commission, expectedCash } = figures;
  return {
    shifts: 1,
    openShifts: 0,
    carriedOver: 0,
    games,
    cards,
    stakes,
    prizes,
    bonuses,
    refunds,
    commission,
    expectedCash,
    countedCash: countedCash ?? 0,
    overShort: overShort ?? 0,
    openExpectedCash: 0,
    corrections: 0,
    ...overrides,
  };
}
