import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '@/test/fake-api';
import { CASHIER } from '@/test/fixtures';
import { renderInRouter } from '@/test/render-in-router';
import { CashierDashboard } from './CashierDashboard';

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
