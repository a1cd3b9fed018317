import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceQueries } from '@/features/balance/balance.queries';
import { httpGameRemote } from '@/features/hall/games.api';
import { hallQueries } from '@/features/hall/hall.queries';
import { useSession } from '@/stores/session';
import { AGENT } from '@/test/fixtures';
import { renderInRouter } from '@/test/render-in-router';
import { useSignOut } from './auth.mutations';

afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A page showing the balance, with the shell's Sign out and a way to read the balance again. */
function BalancePage() {
  const signOut = useSignOut();
  const balance = useQuery(balanceQueries.mine());
  return (
    <>
      <p>{balance.data ? `Balance ${balance.data.amount}` : 'Loading'}</p>
      <button type="button" onClick={() => void balance.refetch()}>
        Refresh
      </button>
      <button type="button" onClick={signOut}>
        Sign out
      </button>
    </>
  );
}

/** A page whose balance and the cashier's current game are still loading, with the shell's Sign out. */
function LoadingPage() {
  const signOut = useSignOut();
  useQuery(balanceQueries.mine());
  useQuery(hallQueries.currentGame(httpGameRemote));
  return (
    <button type="button" onClick={signOut}>
      Sign out
    </button>
  );
}

describe('signing out', () => {
  it('aborts what is still loading, so its answer to the revoked token says nothing of an expired session', async () => {
    let revoked = false;
    const aborted: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        const path = new URL(String(input), 'http://hall.test').pathname;
        if (path === '/api/auth/logout') {
          // The server revokes the token at once; its answer takes a little longer to come back.
          revoked = true;
          return new Promise<Response>((resolve) =>
            setTimeout(() => resolve(json(200, { message: 'Logged out successfully' })), 50),
          );
        }
        // The page's data is answered only once the server has revoked the token, unless the browser
        // aborts the request first.
        return new Promise<Response>((resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            aborted.push(path);
            reject(new DOMException('The operation was aborted.', 'AbortError'));
          });
          const wait = setInterval(() => {
            if (!revoked) return;
            clearInterval(wait);
            resolve(json(401, { statusCode: 401, error: 'Unauthorized', message: 'Unauthorized' }));
          }, 5);
        });
      }),
    );
    renderInRouter(LoadingPage, AGENT);
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Sign out' }));
    await screen.findByText('Sign in');
    expect(aborted.sort()).toEqual(['/api/Balance', '/api/games/current']);
    expect(useSession.getState()).toMatchObject({ token: null, user: null, notice: null });
  });

  it('holds a read started while the server revokes the token, so it never meets the revoked token', async () => {
    const sent: string[] = [];
    let answerLogout: () => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://hall.test').pathname;
        sent.push(path);
        if (path === '/api/auth/logout') {
          return new Promise<Response>((resolve) => {
            answerLogout = () => resolve(json(200, { message: 'Logged out successfully' }));
          });
        }
        return Promise.resolve(json(200, { amount: 250, balanceType: 'Limited' }));
      }),
    );
    renderInRouter(BalancePage, AGENT);
    await screen.findByText('Balance 250');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    // The server has the logout; a read asked for now would carry the token it is revoking.
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(sent).toEqual(['/api/Balance', '/api/auth/logout']);
    answerLogout();
    await screen.findByText('Sign in');
    expect(sent).toEqual(['/api/Balance', '/api/auth/logout']);
    expect(useSession.getState()).toMatchObject({ token: null, user: null, notice: null });
  });
});
