import type { Role } from '@bingo/contracts';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routeTree } from '@/routeTree.gen';
import type { AuthContext } from './guards';
import { homeOf } from './guards';

const USER_IDS: Record<Role, string> = {
  Admin: '00000000-0000-4000-8000-000000000001',
  SuperAgent: '00000000-0000-4000-8000-000000000002',
  Agent: '00000000-0000-4000-8000-000000000003',
  Cashier: '00000000-0000-4000-8000-000000000004',
};

function sessionOf(role: Role | null): AuthContext {
  if (!role) return { token: null, user: null };
  return { token: 'header.payload.signature', user: { id: USER_IDS[role], email: `${role}@bingo.et`, role } };
}

/** Where the app ends up when `role` opens `path` (after every redirect). */
async function landingOf(role: Role | null, path: string): Promise<string> {
  return (await locationOf(role, path)).pathname;
}

async function locationOf(role: Role | null, path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient, auth: sessionOf(role) },
  });
  await router.load();
  return router.state.location;
}

beforeEach(() => {
  // The pages' loaders start their fetches; no server runs here, so each one fails fast.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
  return () => vi.unstubAllGlobals();
});

describe('route guard', () => {
  it('sends a visitor without a session to the sign-in page', async () => {
    for (const path of ['/admin-dashboard', '/superagent', '/agent', '/sales', '/profile']) {
      expect(await landingOf(null, path)).toBe('/');
    }
    expect(await landingOf(null, '/forgot-password')).toBe('/forgot-password');
  });

  it('sends each signed-in role from the sign-in page to its home', async () => {
    expect(await landingOf('Admin', '/')).toBe('/admin-dashboard');
    expect(await landingOf('SuperAgent', '/')).toBe('/superagent');
    expect(await landingOf('Agent', '/')).toBe('/agent');
    expect(await landingOf('Cashier', '/')).toBe('/dashboard');
    expect(homeOf('Cashier')).toBe('/dashboard');
  });

  it('sends a role that may not open a page to its own home', async () => {
    expect(await landingOf('Admin', '/superagent')).toBe('/admin-dashboard');
    expect(await landingOf('Admin', '/agent')).toBe('/admin-dashboard');
    expect(await landingOf('SuperAgent', '/admin-dashboard')).toBe('/superagent');
    expect(await landingOf('SuperAgent', '/agent')).toBe('/superagent');
    expect(await landingOf('Agent', '/admin-dashboard')).toBe('/agent');
    expect(await landingOf('Agent', '/superagent')).toBe('/agent');
    expect(await landingOf('Cashier', '/admin-dashboard')).toBe('/dashboard');
    expect(await landingOf('Cashier', '/admin/balance')).toBe('/dashboard');
    expect(await landingOf('Admin', '/dashboard')).toBe('/admin-dashboard');
    expect(await landingOf('Agent', '/play')).toBe('/agent');
  });

  it('lets every role open its sales history and profile', async () => {
    for (const role of ['Admin', 'SuperAgent', 'Agent'] as const) {
      expect(await landingOf(role, '/sales')).toBe('/sales');
      expect(await landingOf(role, '/profile')).toBe('/profile');
    }
  });

  it('redirects the old dashboard paths, /login and unknown paths', async () => {
    expect(await landingOf('SuperAgent', '/super-agent-dashboard')).toBe('/superagent');
    expect(await landingOf('Agent', '/agent-dashboard')).toBe('/agent');
    expect(await landingOf(null, '/login')).toBe('/');
    expect(await landingOf('Admin', '/login')).toBe('/admin-dashboard');
    expect(await landingOf(null, '/no/such/page')).toBe('/');
    expect(await landingOf('Agent', '/no/such/page')).toBe('/agent');
  });

  it('takes settings to the profile for the network roles and to the theme page for cashiers', async () => {
    expect(await landingOf('Admin', '/settings')).toBe('/profile');
    expect(await landingOf('Agent', '/settings')).toBe('/profile');
    expect(await landingOf('Cashier', '/settings')).toBe('/cashier/settings');
  });

  it("takes the dashboard's View Reports to sales management for Admin, and sales history otherwise", async () => {
    expect(await landingOf('Admin', '/reports')).toBe('/admin/sales');
    expect(await landingOf('Agent', '/reports')).toBe('/sales');
  });

  it('keeps the page a visitor without a session opened, to return to once signed in', async () => {
    const landed = await locationOf(null, '/agent/cashiers?tab=2');
    expect(landed.pathname).toBe('/');
    expect(landed.search).toEqual({ redirect: '/agent/cashiers?tab=2' });
    expect(await landingOf('Agent', '/?redirect=%2Fagent%2Fcashiers')).toBe('/agent/cashiers');
    expect(await landingOf('Cashier', '/?redirect=%2Fgame')).toBe('/game');
  });

  it('returns a role only to a page it may open, and never to another site', async () => {
    expect(await landingOf('Cashier', '/?redirect=%2Fadmin%2Fbalance')).toBe('/dashboard');
    for (const elsewhere of [
      '//evil.example/agent',
      'https://evil.example/',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/ /evil.example',
      'agent',
    ]) {
      const landed = await locationOf('Agent', `/?redirect=${encodeURIComponent(elsewhere)}`);
      expect(landed.href).toBe('/agent');
    }
  });
});
