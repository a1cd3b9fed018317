import type { SalesRecord } from '@bingo/contracts';
import { describe, expect, it } from 'vitest';
import { salesHistoryCsv } from './sales-csv';

const record = (overrides: Partial<SalesRecord>): SalesRecord => ({
  id: 1,
  gameId: '0b6a1a56-3f8e-4c7e-9c57-6f1d2f1e9a01',
  userId: '0b6a1a56-3f8e-4c7e-9c57-6f1d2f1e9a02',
  userName: 'Liya Mekonnen',
  userRole: 'Cashier',
  shopId: '0b6a1a56-3f8e-4c7e-9c57-6f1d2f1e9a03',
  shopName: 'Piazza Bingo',
  agentId: '0b6a1a56-3f8e-4c7e-9c57-6f1d2f1e9a04',
  agentName: 'Dawit Bekele',
  superAgentId: '0b6a1a56-3f8e-4c7e-9c57-6f1d2f1e9a05',
  superAgentName: 'Selam Haile',
  playedAt: '2025-03-04T21:30:00.000Z',
  cardPrice: 10,
  gameType: 2,
  gameTypeName: 'Any vertical',
  numberOfCards: 12,
  totalAmount: 120,
  commission: 24,
  actualWin: 96,
  bonusAmount: 0,
  bonusType: 'None',
  outcome: 'Won',
  refunded: false,
  ...overrides,
});

describe('salesHistoryCsv', () => {
  it('writes the table columns, one numbered line per sale, dates in the hall zone', () => {
    const csv = salesHistoryCsv([
      record({}),
      record({ id: 2, bonusAmount: 500, bonusType: 'Within 10 calls', actualWin: 96.5 }),
      record({ id: 3, actualWin: 0, outcome: 'Abandoned' }),
      record({ id: 4, actualWin: 0, outcome: 'NoWinner' }),
      record({ id: 5, actualWin: 0, outcome: 'Abandoned', refunded: true }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      '#,Price,Type,Cards,Total,Commission,Win,Outcome,Bonus,Bonus Type,Date & Time',
      '1,10,Any vertical,12,120,24,96,Won,0,None,"Mar 5, 2025, 12:30 AM"',
      '2,10,Any vertical,12,120,24,96.5,Won,500,Within 10 calls,"Mar 5, 2025, 12:30 AM"',
      '3,10,Any vertical,12,120,24,0,Abandoned,0,None,"Mar 5, 2025, 12:30 AM"',
      '4,10,Any vertical,12,120,24,0,No winner,0,None,"Mar 5, 2025, 12:30 AM"',
      '5,10,Any vertical,12,120,24,0,Abandoned (refunded),0,None,"Mar 5, 2025, 12:30 AM"',
    ]);
  });

  it("writes 'None' for a missing bonus type", () => {
    expect(salesHistoryCsv([record({ bonusType: '' })]).split('\r\n')[1]).toContain(',0,None,');
  });
});
