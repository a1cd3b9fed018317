import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '@/test/fake-api';
import { renderInRouter } from '@/test/render-in-router';
import { CashierDashboard } from './CashierDashboard';

const CASHIER = {
  id: '1a7e3c52-6f0e-4b8e-9d3f-1d2c3b4a5e6f',
  email: 'cashier1@bingo.et',
  role: 'Cashier',
} as const;

afterEach(() => vi.unstubAllGlobals());

describe('the cashier dashboard', () => {
  it('says the balance could not be loaded instead of spinning for ever', async () => {
    fakeApi({ 'GET /api/Balance': apiError(503, 'The server is busy. Please try again.') });
    renderInRouter(CashierDashboard, CASHIER);
    expect(
      await screen.findByText('Failed to load balance data. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('balance-chip')).toBeNull();
  });
});
