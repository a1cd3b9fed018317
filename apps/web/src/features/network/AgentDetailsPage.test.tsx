import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, ok } from '@/test/fake-api';
import { AGENT, aSale, aUser, SUPER_AGENT } from '@/test/fixtures';
import { renderInRouter } from '@/test/render-in-router';
import { AgentDetailsPage } from './AgentDetailsPage';

afterEach(() => vi.unstubAllGlobals());

const agent = aUser({
  id: AGENT.id,
  role: 'Agent',
  firstName: 'Yonas',
  lastName: 'Girma',
  parentId: SUPER_AGENT.id,
});

/** The page's reads, with the recent sales answered by `sales`; the agent has no live shop. */
function serve(sales: Parameters<typeof fakeApi>[0][string]) {
  return fakeApi({
    [`GET /api/auth/users/${AGENT.id}`]: ok(agent),
    'GET /api/Balance': ok({ amount: 100, balanceType: 'Limited' }),
    'GET /api/Shop': ok({ items: [] }),
    'GET /api/Balance/transactions': ok({ items: [] }),
    'GET /api/SalesHistory': sales,
  });
}

const render = () =>
  renderInRouter(() => <AgentDetailsPage id={AGENT.id} viewerId={SUPER_AGENT.id} />, SUPER_AGENT);

const recentSales = async () => {
  const title = await screen.findByRole('heading', { name: 'Recent Sales' });
  return title.closest('.mantine-Paper-root') as HTMLElement;
};

describe('AgentDetailsPage', { timeout: 20_000 }, () => {
  it('asks the server for the agent’s own recent sales, those of a shop deleted since included', async () => {
    const api = serve((call) =>
      ok({
        items:
          call.query.get('agentId') === AGENT.id
            ? [aSale({ id: 2, shopName: 'Closed Hall', totalAmount: 250 })]
            : [],
      }),
    );
    render();
    const section = await recentSales();
    expect(await within(section).findByText('250.00 Br')).toBeInTheDocument();
    expect(within(section).queryByText("No sales yet in this agent's shops.")).toBeNull();
    const asked = api.calls
      .filter((c) => c.path === '/api/SalesHistory')
      .map((c) => Object.fromEntries(c.query));
    expect(asked).toEqual([{ agentId: AGENT.id, limit: '10' }]);
  });

  it('says the sales failed to load, not that there are none', async () => {
    serve(apiError(500, 'Something went wrong on our side. Please try again later.'));
    render();
    const section = await recentSales();
    expect(
      await within(section).findByText('Failed to load sales. Please try again later.'),
    ).toBeInTheDocument();
    expect(within(section).queryByText("No sales yet in this agent's shops.")).toBeNull();
  });

  it('says there are no sales when the agent has none', async () => {
    serve(ok({ items: [] }));
    render();
    const section = await recentSales();
    expect(await within(section).findByText("No sales yet in this agent's shops.")).toBeInTheDocument();
  });
});
