import type { EndedGame } from '@bingo/contracts';
import { notifications } from '@mantine/notifications';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, NAMESPACES } from '@/i18n/i18n';
import { useLocale } from '@/i18n/locale';
import { ApiError } from '@/lib/api';
import type { GameRemote } from '../games.api';
import { fakeGameRemote } from '../testing/fake-game-remote';
import { buyOnServer, resetHallStore, signInCashier } from '../testing/game-screen';
import { renderHall } from '../testing/render';
import { GamePage } from './GamePage';

/**
 * The game page in an app with a card selection page to leave for, on a fake server running a game
 * of the cashier's; each abandon waits until the test answers it.
 */
/** /game over the remote given, beside other pages at the paths given, rendered at /game. */
function renderGamePage(remote: GameRemote, others: Record<string, string> = {}) {
  const root = createRootRoute({ component: Outlet });
  const game = createRoute({
    getParentRoute: () => root,
    path: '/game',
    component: () => <GamePage remote={remote} />,
  });
  const pages = Object.entries(others).map(([path, text]) =>
    createRoute({ getParentRoute: () => root, path, component: () => <p>{text}</p> }),
  );
  const router = createRouter({
    routeTree: root.addChildren([game, ...pages]),
    history: createMemoryHistory({ initialEntries: ['/game'] }),
  });
  renderHall(<RouterProvider router={router} />);
  return router;
}

async function gamePageOverRunningGame() {
  const server = fakeGameRemote({ drawOrder: Array.from({ length: 75 }, (_, i) => i + 1) });
  await buyOnServer(server.remote, 6);
  const answers: ((failure?: Error) => void)[] = [];
  let abandonsAsked = 0;
  const remote = {
    ...server.remote,
    abandon: (gameId: string, refunded: boolean) =>
      new Promise<EndedGame>((resolve, reject) => {
        abandonsAsked++;
        answers.push((failure) =>
          failure ? reject(failure) : resolve(server.remote.abandon(gameId, refunded)),
        );
      }),
  };
  const router = renderGamePage(remote, { '/select-cards': 'Select cards' });
  await screen.findByTestId('restored-notice');
  /** Leaves through the router (a link, the browser's Back): the page asks first. */
  const leaveByRouter = async () => {
    act(() => void router.navigate({ to: '/select-cards' }));
    return screen.findByRole('dialog', { name: 'Close the game?' });
  };
  /** Answers the abandon waiting on the server, with the failure given, and lets the page take it. */
  const answerAbandon = (failure?: Error) =>
    act(async () => {
      answers.shift()?.(failure);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  const abandons = () => abandonsAsked;
  return { server, router, leaveByRouter, answerAbandon, abandons };
}

beforeEach(() => {
  // The page's own reads (jackpot, commission rates) find no server; the game goes to the fake one.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
  resetHallStore();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  await useLocale.getState().setLanguage('en');
});

describe('GamePage with nothing to play', () => {
  it('says in Amharic to select cards first, and goes home', async () => {
    await useLocale.getState().setLanguage('am');
    await i18n.loadNamespaces(['common', ...NAMESPACES]);
    const shown = vi.spyOn(notifications, 'show');
    const server = fakeGameRemote({ drawOrder: [] });
    const router = renderGamePage(server.remote, { '/': 'Home' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(shown).toHaveBeenCalledWith({ color: 'red', message: 'እባክዎ መጀመሪያ ካርዶችን ይምረጡ!' });
  });
});

describe('GamePage before Start', () => {
  it('shows no prize when the commission rates cannot be loaded, and says so', async () => {
    signInCashier();
    resetHallStore({ selectedCards: [1, 2, 3], betAmount: 10 });
    const server = fakeGameRemote({ drawOrder: Array.from({ length: 75 }, (_, i) => i + 1) });
    renderGamePage(server.remote);
    expect(await screen.findByTestId('rates-failure')).toHaveTextContent(
      'Failed to load commission rates: No response from server',
    );
    expect(screen.getByTestId('prize')).toHaveTextContent('…');
  });
});

describe('GamePage, leaving through the router', { timeout: 30_000 }, () => {
  it('Yes pressed twice ends the game once; an end that fails shows why and stays on the game', async () => {
    const { server, router, leaveByRouter, answerAbandon, abandons } = await gamePageOverRunningGame();
    const yes = within(await leaveByRouter()).getByRole('button', { name: 'Yes' });
    fireEvent.click(yes);
    fireEvent.click(yes);
    expect(abandons()).toBe(1);

    await answerAbandon(new ApiError(503, 'Service Unavailable'));
    expect(await screen.findByTestId('end-error')).toHaveTextContent(
      'The game could not be ended: Service Unavailable',
    );
    expect(router.state.location.pathname).toBe('/game');
    expect(screen.queryByRole('dialog', { name: 'Close the game?' })).not.toBeInTheDocument();
    expect(server.status()).toBe('running');

    // Leaving still asks first, and goes once the server has the end.
    fireEvent.click(within(await leaveByRouter()).getByRole('button', { name: 'Yes' }));
    await answerAbandon();
    await waitFor(() => expect(router.state.location.pathname).toBe('/select-cards'));
    expect(server.status()).toBe('abandoned');
    expect(abandons()).toBe(2);
  });

  it('while the end is on its way, the question stays open with Yes busy, and leaves once it is recorded', async () => {
    const { server, router, leaveByRouter, answerAbandon, abandons } = await gamePageOverRunningGame();
    const dialog = await leaveByRouter();
    const yes = within(dialog).getByRole('button', { name: 'Yes' });
    fireEvent.click(yes);
    expect(yes).toBeDisabled();
    expect(yes).toHaveAttribute('data-loading', 'true');
    expect(within(dialog).getByRole('button', { name: 'No' })).toBeDisabled();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Close the game?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/game');

    await answerAbandon();
    await waitFor(() => expect(router.state.location.pathname).toBe('/select-cards'));
    expect(server.status()).toBe('abandoned');
    expect(abandons()).toBe(1);
  });
});
