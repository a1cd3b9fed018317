import type { MyGameSettings } from '@bingo/contracts';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { type Answer, fakeApi, ok } from '@/test/fake-api';
import { CASHIER } from '@/test/fixtures';
import { renderSignedIn } from '@/test/render-signed-in';

export const shopSettings = (overrides: Partial<MyGameSettings> = {}): MyGameSettings => ({
  shopId: '00000000-0000-4000-8000-0000000000a1',
  shopName: 'Hall One',
  minCards: 1,
  maxCards: 10,
  defaultBetAmount: 10,
  minStackAmount: 10,
  lastCallRule: 'AllowLate',
  isDefault: false,
  ...overrides,
});

/**
 * One of the cashier's setup pages (/play, /select-cards) on a fake API: the shop's settings, no
 * jackpot, no saved commission rate and no running game unless a route given says otherwise. A path
 * in `unanswered` is asked and never answered, as a slow server leaves it.
 */
export function renderSetupPage(
  Page: () => ReactNode,
  path: '/play' | '/select-cards',
  routes: Record<string, Answer | (() => Answer)> = {},
  { unanswered = [] }: { unanswered?: string[] } = {},
): { api: ReturnType<typeof fakeApi> } {
  const api = fakeApi({
    'GET /api/game-settings/my': ok(shopSettings()),
    'GET /api/jackpot/my': ok({ bonusAmount: 0, message: 'Jackpot Coming Soon' }),
    'GET /api/commission': ok({ items: [] }),
    'GET /api/games/current': ok({ game: null }),
    ...routes,
  });
  const answering = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    unanswered.includes(String(input).split('?')[0] ?? '') ? new Promise(() => {}) : answering(input, init),
  );
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path, component: Page });
  const others = ['/', '/play', '/select-cards', '/game']
    .filter((p) => p !== path)
    .map((p) => createRoute({ getParentRoute: () => root, path: p, component: () => <p>Page {p}</p> }));
  const router = createRouter({
    routeTree: root.addChildren([page, ...others]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  renderSignedIn(<RouterProvider router={router} />, CASHIER);
  return { api };
}
