import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, ok } from '@/test/fake-api';
import { AGENT, aSale, aTransaction, aUser, SUPER_AGENT } from '@/test/fixtures';
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

type Route = Parameters<typeof fakeApi>[0][string];

/** The page's reads, with the recent sales answered by `sales`; the agent has no live shop. */
function serve(sales: Route, transactions: Route = ok({ items: [] })) {
  return fakeApi({
    [`GET /api/auth/users/${AGENT.id}`]: ok(agent),
    'GET /api/Balance': ok({ amount: 100, balanceType: 'Limited' }),
    'GET /api/Shop': ok({ items: [] }),
    'GET /api/Balance/transactions': transactions,
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
    const sale = aSale({ id: 2, shopName: 'Closed Hall', totalAmount: 250 });
    const api = serve((call) => ok({ items: call.query.get('agentId') === AGENT.id ? [sale] : [] }));
    render();
    const section = await recentSales();
    expect(await within(section).findByText('250.00 Br')).toBeInTheDocument();
    expect(within(section).queryByText("No sales yet in this agent's shops.")).toBeNull();
    // DESIGN §5.7: a super agent replays any game in scope from the sales it reads.
    expect(within(section).getByRole('link', { name: 'Replay' })).toHaveAttribute(
      'href',
      `/games/${sale.gameId}`,
    );
    const asked = api.calls
      .filter((c) => c.path === '/api/SalesHistory')
      .map((c) => Object.fromEntries(c.query));
    expect(asked).toEqual([{ agentId: AGENT.id, limit: '10' }]);
  });

  it('asks the server for the movements with this agent only, so older ones are not crowded out', async () => {
    const withAgent = aTransaction({
      senderId: SUPER_AGENT.id,
      senderEmail: SUPER_AGENT.email,
      receiverId: AGENT.id,
      receiverEmail: AGENT.email,
      amount: 345,
    });
    // The super agent's own newest movements are with others; only the narrowed list holds the agent's.
    const api = serve(ok({ items: [] }), (call) =>
      ok({ items: call.query.get('counterpartyId') === AGENT.id ? [withAgent] : [] }),
    );
    render();
    const title = await screen.findByRole('heading', { name: 'Recent Transactions' });
    const section = title.closest('.mantine-Paper-root') as HTMLElement;
    expect(await within(section).findByText('-345.00 Br')).toBeInTheDocument();
    const asked = api.calls
      .filter((c) => c.path === '/api/Balance/transactions')
      .map((c) => Object.fromEntries(c.query));
    expect(asked).toEqual([{ counterpartyId: AGENT.id, limit: '10' }]);
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
