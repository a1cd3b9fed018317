import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '@/test/fake-api';
import { aUser, SUPER_AGENT } from '@/test/fixtures';
import { renderInRouter } from '@/test/render-in-router';
import { SuperAgentTransferPage } from './SuperAgentTransferPage';

afterEach(() => vi.unstubAllGlobals());

const Page = () => <SuperAgentTransferPage transferTo={undefined} />;

function serve(agents: ReturnType<typeof aUser>[]) {
  fakeApi({
    'GET /api/Balance': ok({ amount: 500, balanceType: 'Limited' }),
    'GET /api/auth/my-agents': ok({ items: agents }),
  });
}

describe('the super agent’s Transfer Funds page', () => {
  it('says the agents are inactive, not missing, when none can receive money', async () => {
    serve([aUser({ role: 'Agent', email: 'agent1@bingo.et', isActive: false, parentId: SUPER_AGENT.id })]);
    renderInRouter(Page, SUPER_AGENT);
    expect(
      await screen.findByText('All your agents are inactive. Activate one in Agents to send it funds.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No agents found. Please contact an administrator.')).toBeNull();
  });

  it('says no agents were found when there are none', async () => {
    serve([]);
    renderInRouter(Page, SUPER_AGENT);
    expect(await screen.findByText('No agents found. Please contact an administrator.')).toBeInTheDocument();
  });
});
