import type { BalanceOverviewUser } from '@bingo/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { balanceKeys } from '@/features/balance/balance.queries';
import { useLocale } from '@/i18n/locale';
import { apiError, fakeApi } from '@/test/fake-api';
import { ADMIN, fixtureId } from '@/test/fixtures';
import { holdTimeouts } from '@/test/held-timeouts';
import { renderSignedIn } from '@/test/render-signed-in';
import { TOP_UP_MESSAGE_MS, TopUpForm } from './TopUpForm';

function balanceUser(overrides: Partial<BalanceOverviewUser>): BalanceOverviewUser {
  return {
    id: fixtureId(),
    email: 'agent1@bingo.et',
    firstName: 'Yonas',
    lastName: 'Girma',
    role: 'Agent',
    isActive: true,
    balance: 100,
    balanceType: 'Limited',
    ...overrides,
  };
}

const agent = balanceUser({});
const unlimited = balanceUser({
  email: 'sa@bingo.et',
  firstName: 'Dawit',
  role: 'SuperAgent',
  balanceType: 'Unlimited',
});
const admin = balanceUser({ email: 'admin@bingo.et', firstName: 'Admin', lastName: '', role: 'Admin' });

async function enterAmount(amount: string) {
  const u = userEvent.setup({ delay: null });
  await u.type(screen.getByLabelText(/^Amount/, { selector: 'input' }), amount);
  await u.click(screen.getByRole('button', { name: 'Top Up Balance' }));
}

// Typing into Mantine inputs is slow on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(async () => {
  vi.unstubAllGlobals();
  await useLocale.getState().setLanguage('en');
});

describe('Top-Up Balance', () => {
  it("needs a user and an amount above 0: 'Please select a user and enter a valid amount'", async () => {
    const api = fakeApi({});
    renderSignedIn(<TopUpForm users={[agent]} />, ADMIN);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Top Up Balance' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please select a user and enter a valid amount',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('says its refusals in Amharic on an Amharic screen', async () => {
    const api = fakeApi({});
    await useLocale.getState().setLanguage('am');
    renderSignedIn(<TopUpForm users={[agent, unlimited]} initialUserId={unlimited.id} />, ADMIN);
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: 'ቀሪ ሂሳብ ሙላ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('እባክዎ ተጠቃሚ ይምረጡ እና ትክክለኛ መጠን ያስገቡ');
    await u.type(screen.getByRole('textbox', { name: /መጠን/ }), '50');
    await u.click(screen.getByRole('button', { name: 'ቀሪ ሂሳብ ሙላ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ያልተገደበ የቀሪ ሂሳብ አይነት ላላቸው ተጠቃሚዎች ገንዘብ መሙላት አይቻልም',
    );
    expect(api.calls).toHaveLength(0);
  });

  it.each(['0', '0.00', '-5'])('refuses an amount of %s Br and moves nothing', async (typed) => {
    const api = fakeApi({});
    renderSignedIn(<TopUpForm users={[agent]} initialUserId={agent.id} />, ADMIN);
    await enterAmount(typed);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please select a user and enter a valid amount',
    );
    expect(screen.getByLabelText(/^Amount/, { selector: 'input' })).not.toHaveValue('0.01');
    expect(api.calls).toHaveLength(0);
  });

  it('reads "1,000" as a thousand Birr, the comma grouping thousands', async () => {
    const api = fakeApi({
      'POST /api/Balance/top-up': { body: { newBalance: 1100, transactionId: fixtureId() } },
    });
    renderSignedIn(<TopUpForm users={[agent]} initialUserId={agent.id} />, ADMIN);
    await enterAmount('1,000');
    expect(await screen.findByRole('status')).toHaveTextContent('1,100.00 Br');
    expect(api.writes()[0]?.body).toEqual({ receiverId: agent.id, amount: 1000, notes: 'Admin top-up' });
  });

  it('tops up "100.50" sent with Enter, while the box still holds it as text', async () => {
    const api = fakeApi({
      'POST /api/Balance/top-up': { body: { newBalance: 200.5, transactionId: fixtureId() } },
    });
    renderSignedIn(<TopUpForm users={[agent]} initialUserId={agent.id} />, ADMIN);
    await userEvent
      .setup({ delay: null })
      .type(screen.getByLabelText(/^Amount/, { selector: 'input' }), '100.50{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('200.50 Br');
    expect(api.writes()[0]?.body).toEqual({ receiverId: agent.id, amount: 100.5, notes: 'Admin top-up' });
  });

  it('lists only super agents, agents and cashiers', async () => {
    renderSignedIn(<TopUpForm users={[agent, unlimited, admin]} />, ADMIN);
    await userEvent.setup({ delay: null }).click(screen.getByPlaceholderText('Select a user'));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual([
      'Yonas Girma (agent1@bingo.et) — Agent',
      'Dawit Girma (sa@bingo.et) — SuperAgent',
    ]);
  });

  it('leaves out inactive accounts, whose owners could not spend a top-up', async () => {
    const inactive = balanceUser({
      email: 'cashier9@bingo.et',
      firstName: 'Sara',
      role: 'Cashier',
      isActive: false,
    });
    renderSignedIn(<TopUpForm users={[agent, inactive]} />, ADMIN);
    await userEvent.setup({ delay: null }).click(screen.getByPlaceholderText('Select a user'));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual(['Yonas Girma (agent1@bingo.et) — Agent']);
  });

  it("refuses an Unlimited balance: 'Cannot top-up users with Unlimited balance type'", async () => {
    const api = fakeApi({});
    renderSignedIn(<TopUpForm users={[agent, unlimited]} initialUserId={unlimited.id} />, ADMIN);
    await enterAmount('50');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cannot top-up users with Unlimited balance type',
    );
    expect(api.calls).toHaveLength(0);
  });

  it("says 'Top-up failed: No response from server' when the server cannot be reached", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderSignedIn(<TopUpForm users={[agent]} initialUserId={agent.id} />, ADMIN);
    await enterAmount('50');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Top-up failed: No response from server$/);
  });

  it('sends a top-up that got no answer with the same key from a form opened anew, and reads the balances again', async () => {
    let reachable = false;
    const api = fakeApi({
      // Recorded, then lost on the way: what a browser sees when the network drops.
      'POST /api/Balance/top-up': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return { body: { newBalance: 150, transactionId: fixtureId() } };
      },
    });
    const first = renderSignedIn(<TopUpForm users={[agent]} initialUserId={agent.id} />, ADMIN);
    first.queryClient.setQueryData(balanceKeys.overview(), {
      items: [agent],
      totalSystemBalance: 100,
      totalUsers: 1,
    });
    await enterAmount('50');
    expect(await screen.findByRole('alert')).toHaveTextContent('Top-up failed: No response from server');
    // The top-up may have gone through: the balances are read again, not trusted.
    expect(first.queryClient.getQueryState(balanceKeys.overview())?.isInvalidated).toBe(true);
    first.unmount();

    reachable = true;
    renderSignedIn(<TopUpForm users={[agent]} initialUserId={agent.id} />, ADMIN);
    await enterAmount('50');
    expect(await screen.findByRole('status')).toHaveTextContent('Balance topped up successfully!');
    const [lost, sent] = api.calls.map((c) => c.headers.get('idempotency-key'));
    expect(lost).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent).toBe(lost);
  });

  it('retries with the same Idempotency-Key, then confirms for 3 s', async () => {
    const held = holdTimeouts(TOP_UP_MESSAGE_MS);
    onTestFinished(held.restore);
    let fail = true;
    const api = fakeApi({
      'POST /api/Balance/top-up': () =>
        fail
          ? apiError(503, 'Service unavailable')
          : { body: { newBalance: 1334.5, transactionId: fixtureId() } },
    });
    renderSignedIn(<TopUpForm users={[agent]} initialUserId={agent.id} />, ADMIN);
    expect(screen.getByText('100.00 Br')).toBeInTheDocument();
    await enterAmount('1234.50');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to top-up balance: Service unavailable',
    );

    fail = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Top Up Balance' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Balance topped up successfully!');
    expect(screen.getByRole('status')).toHaveTextContent('1,334.50 Br');
    const [first, second] = api.calls;
    expect(first?.body).toEqual({ receiverId: agent.id, amount: 1234.5, notes: 'Admin top-up' });
    expect(second?.headers.get('idempotency-key')).toBe(first?.headers.get('idempotency-key'));
    expect(first?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(held.pending()).toBe(1);
    held.elapse();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
