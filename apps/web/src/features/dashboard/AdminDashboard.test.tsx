import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, ok } from '@/test/fake-api';
import { renderInRouter } from '@/test/render-in-router';
import { AdminDashboard } from './AdminDashboard';

const ADMIN = { id: 'ad1', email: 'admin@bingo.et', role: 'Admin' } as const;

describe('AdminDashboard', () => {
  it("says the System Overview's figures failed to load instead of showing zeros", async () => {
    fakeApi({
      'GET /api/dashboard/stats': ok({
        totalShops: 2,
        totalSuperAgents: 1,
        totalAgents: 3,
        totalCashiers: 4,
        totalUsers: 11,
      }),
      'GET /api/Shop': ok({ items: [] }),
      'GET /api/auth/users-by-role/SuperAgent': ok({ items: [] }),
      'GET /api/Balance/overview': apiError(500, 'The balances could not be read'),
      'GET /api/SalesHistory/summary': apiError(500, 'The sales could not be read'),
    });
    renderInRouter(() => <AdminDashboard viewerEmail={ADMIN.email} />, ADMIN);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    const overview = screen.getByRole('region', { name: 'System Overview' });
    expect(within(overview).queryByText('0.00 Br')).not.toBeInTheDocument();
    expect(within(overview).queryByText('0')).not.toBeInTheDocument();
  });
});
