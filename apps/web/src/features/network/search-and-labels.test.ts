import { describe, expect, it } from 'vitest';
import { transactionsQuery } from '@/features/balance/transactions-query';
import { aShop, aUser } from '@/test/fixtures';
import { cashierMatches, cashierShopLabel } from './CashiersTable';
import { shopCashierName, shopMatches } from './ShopsTable';
import { parseTransactionsSearch } from './transactions-search';

const hana = aUser({ firstName: 'Hana', lastName: 'Tesfaye', email: 'hana@bingo.et' });

describe('the cashiers screen', () => {
  it("names the cashier's shop, 'Unknown Shop' without a name, 'Not Assigned' without a shop", () => {
    const shopId = aShop().id;
    expect(cashierShopLabel({ shopId, shopName: 'Piazza Bingo' })).toBe('Piazza Bingo');
    expect(cashierShopLabel({ shopId, shopName: null })).toBe('Unknown Shop');
    expect(cashierShopLabel({ shopId, shopName: ' ' })).toBe('Unknown Shop');
    expect(cashierShopLabel({ shopId: null, shopName: null })).toBe('Not Assigned');
  });

  it('searches the full name or the e-mail, ignoring case', () => {
    expect(cashierMatches(hana, 'HANA TES')).toBe(true);
    expect(cashierMatches(hana, 'hana@bingo')).toBe(true);
    expect(cashierMatches(hana, '  ')).toBe(true);
    expect(cashierMatches(hana, 'Abel')).toBe(false);
  });
});

describe('the shops screens', () => {
  const seated = aShop({
    name: 'Bole Bingo House',
    city: 'Addis Ababa',
    country: 'Ethiopia',
    cashierId: hana.id,
    cashier: {
      id: hana.id,
      userId: hana.id,
      firstName: 'Hana',
      lastName: 'Tesfaye',
      email: hana.email,
      isActive: true,
    },
  });

  it("shows the cashier's full name, or 'None'", () => {
    expect(shopCashierName(seated)).toBe('Hana Tesfaye');
    expect(shopCashierName(aShop())).toBe('None');
  });

  it("searches the shop's name, city, country and its cashier's full name", () => {
    for (const text of ['bole', 'addis', 'ETHIOPIA', 'hana tesfaye'])
      expect(shopMatches(seated, text)).toBe(true);
    expect(shopMatches(seated, 'Woreda')).toBe(false);
    // The agent's name counts only where an Agent column is shown (the super agent's list).
    expect(shopMatches(seated, 'Yonas')).toBe(false);
    expect(shopMatches(seated, 'Yonas', true)).toBe(true);
  });
});

describe('the All Transactions filters', () => {
  it('keeps a known type and a whole day range, and drops the rest', () => {
    expect(parseTransactionsSearch({ type: 'Transfer', start: '2025-11-01', end: '2025-11-21' })).toEqual({
      type: 'Transfer',
      start: '2025-11-01',
      end: '2025-11-21',
    });
    expect(parseTransactionsSearch({ type: 'Bribe', start: '2025-11-01' })).toEqual({ type: undefined });
  });

  it('drops a day that is no calendar day, so the page shows its default instead of failing', () => {
    for (const [start, end] of [
      ['2026-13-01', '2026-12-01'],
      ['2026-02-31', '2026-03-05'],
      ['2026-01-01', '2025-02-29'],
      ['2026-00-10', '2026-01-10'],
    ]) {
      const search = parseTransactionsSearch({ type: 'TopUp', start, end });
      expect(search, `${start}..${end}`).toEqual({ type: 'TopUp' });
      expect(transactionsQuery(search)).toEqual({ limit: 1000, type: 'TopUp' });
    }
    expect(parseTransactionsSearch({ start: '2024-02-29', end: '2024-03-01' })).toEqual({
      type: undefined,
      start: '2024-02-29',
      end: '2024-03-01',
    });
  });

  it('reads a reversed range as the same days in order', () => {
    const search = parseTransactionsSearch({ start: '2025-11-21', end: '2025-11-01' });
    expect(search).toEqual({ type: undefined, start: '2025-11-01', end: '2025-11-21' });
    expect(transactionsQuery(search)).toEqual({
      limit: 1000,
      startDate: '2025-10-31T21:00:00.000Z',
      endDate: '2025-11-21T20:59:59.999Z',
    });
  });

  it('sends the hall days from 00:00:00.000 to 23:59:59.999 (Addis Ababa is UTC+3)', () => {
    expect(transactionsQuery({ type: 'TopUp', start: '2025-11-01', end: '2025-11-21' })).toEqual({
      limit: 1000,
      type: 'TopUp',
      startDate: '2025-10-31T21:00:00.000Z',
      endDate: '2025-11-21T20:59:59.999Z',
    });
    expect(transactionsQuery({})).toEqual({ limit: 1000 });
  });
});
