import { onlineManager } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, NAMESPACES } from '@/i18n/i18n';
import { useLocale } from '@/i18n/locale';
import { ApiError } from '@/lib/api';
import { useSession } from '@/stores/session';
import { startRequest } from '../games.api';
import { withOfflineCopy } from '../offline-copy';
import { fakeGameRemote } from '../testing/fake-game-remote';
import {
  advance,
  buyOnServer,
  CASHIER_ID,
  calledCount,
  click,
  drawOrder,
  fakeGameTimers,
  setup,
  signInCashier,
  silentCaller,
} from '../testing/game-screen';
import { renderHall } from '../testing/render';
import { GameLoader } from './GameLoader';

function renderLoader(remote: ReturnType<typeof fakeGameRemote>['remote']) {
  renderHall(
    <GameLoader
      setup={setup}
      caller={silentCaller().caller}
      ratePercent={10}
      jackpotMessage="Jackpot Coming Soon"
      onExit={vi.fn()}
      onNothingToPlay={vi.fn()}
      remote={remote}
    />,
  );
}

/**
 * A running game whose copy on this PC holds `copied` calls; the server released `ahead` more (one
 * unless told), their answers lost.
 */
async function gameWithCopy(copied: number, ahead = 1) {
  signInCashier();
  const server = fakeGameRemote({ drawOrder });
  const copying = withOfflineCopy(server.remote, CASHIER_ID);
  const game = await copying.start(startRequest(setup), 'key-1');
  for (let k = 1; k <= copied; k++) await copying.call(game.gameId, k);
  for (let k = copied + 1; k <= copied + ahead; k++) await server.remote.call(game.gameId, k);
  return server;
}

const currentReads = (log: string[]) => log.filter((entry) => entry === 'current').length;
const offlineNotice = () => screen.queryByTestId('offline-copy');
const restoredNotice = () => screen.queryByTestId('restored-notice');

/** Over the copy, nothing may claim the server gave the game: it has not answered. */
function expectOnlyTheCopyNotice(call: number) {
  expect(offlineNotice()).toHaveTextContent(`This PC's copy of the game, at call ${call}.`);
  expect(restoredNotice()).not.toBeInTheDocument();
  expect(screen.queryByText(/Game restored from the server/)).not.toBeInTheDocument();
}

beforeEach(fakeGameTimers);
afterEach(() => {
  vi.useRealTimers();
  useSession.setState({ token: null, user: null });
  localStorage.clear();
  sessionStorage.clear();
});

describe('GameLoader with the server out of reach', { timeout: 30_000 }, () => {
  it('says so, keeps asking, and opens the game once the server answers', async () => {
    const server = fakeGameRemote({ drawOrder });
    await buyOnServer(server.remote, 3);
    server.down();
    renderLoader(server.remote);
    await advance(0);
    expect(navigator.onLine).toBe(true);
    expect(screen.getByTestId('restore-status')).toHaveTextContent('The server could not be reached');
    // Said once: 'No response from server' in brackets would repeat 'did not answer'.
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^The server did not answer\. A paid game stays on the server: the screen keeps asking, and opens the game as soon as the server answers\.$/,
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent(/at \w+ \(/);

    await advance(10_000);
    expect(currentReads(server.log)).toBeGreaterThan(3);
    expect(screen.queryByTestId('game-screen')).not.toBeInTheDocument();

    server.up();
    await advance(3000);
    expect(screen.queryByTestId('restore-status')).not.toBeInTheDocument();
    expect(screen.getByTestId('restored-notice')).toHaveTextContent(
      'Game restored from the server at call 3. Press Continue to resume calling.',
    );
    expect(calledCount()).toBe('3/75');
  });

  it('says it once in Amharic too', async () => {
    await useLocale.getState().setLanguage('am');
    await i18n.loadNamespaces(['common', ...NAMESPACES]);
    try {
      const server = fakeGameRemote({ drawOrder });
      await buyOnServer(server.remote, 3);
      server.down();
      renderLoader(server.remote);
      await advance(0);
      expect(screen.getByRole('alert')).toHaveTextContent(
        /^ሰርቨሩ ምላሽ አልሰጠም። የተከፈለበት ጨዋታ በሰርቨሩ ላይ ይቆያል፤ ገጹ መጠየቁን ይቀጥላል፣ ሰርቨሩ እንደመለሰም ጨዋታውን ይከፍታል።$/,
      );
    } finally {
      await useLocale.getState().setLanguage('en');
    }
  });

  it("draws the console from this PC's copy with the notice, and takes the server's game once it answers", async () => {
    const server = await gameWithCopy(3);
    server.down();
    renderLoader(server.remote);
    await advance(0);
    expect(calledCount()).toBe('3/75');
    expect(offlineNotice()).toHaveTextContent('The server could not be reached');
    expectOnlyTheCopyNotice(3);
    expect(screen.getByTestId('connection-status')).toHaveTextContent('Server unreachable');

    await advance(10_000);
    expect(currentReads(server.log)).toBeGreaterThan(2);
    expectOnlyTheCopyNotice(3);

    server.up();
    await advance(3000);
    expect(offlineNotice()).not.toBeInTheDocument();
    expect(screen.getByTestId('connection-status')).toHaveTextContent('Connected');
    // The server's own count: the number released while its answer was lost is on the board.
    expect(calledCount()).toBe('4/75');
    expect(restoredNotice()).toHaveTextContent(
      'Game restored from the server at call 4. Press Continue to resume calling.',
    );
    const reads = currentReads(server.log);
    await advance(10_000);
    expect(currentReads(server.log)).toBe(reads);

    await click(screen.getByRole('button', { name: 'Continue' }));
    await advance(1000);
    expect(calledCount()).toBe('5/75');
    expect(server.released()).toEqual(drawOrder.slice(0, 5));
  });

  it("draws the copy while the hall's proxy answers 502 in the server's place, and keeps asking", async () => {
    const server = await gameWithCopy(3);
    server.down(new ApiError(502, 'API request failed with status 502'));
    renderLoader(server.remote);
    await advance(0);
    expect(screen.queryByTestId('restore-status')).not.toBeInTheDocument();
    expect(calledCount()).toBe('3/75');
    expectOnlyTheCopyNotice(3);

    await advance(10_000);
    expect(currentReads(server.log)).toBeGreaterThan(2);
    expectOnlyTheCopyNotice(3);
    server.up();
    await advance(3000);
    expect(offlineNotice()).not.toBeInTheDocument();
    expect(calledCount()).toBe('4/75');
    expect(restoredNotice()).toHaveTextContent(
      'Game restored from the server at call 4. Press Continue to resume calling.',
    );
  });

  it('says the game is restored from the server only once the server answers, when it confirms the copy as it was', async () => {
    const server = await gameWithCopy(3, 0);
    server.down(new ApiError(503, 'Service Unavailable'));
    renderLoader(server.remote);
    await advance(0);
    expect(calledCount()).toBe('3/75');
    expectOnlyTheCopyNotice(3);

    server.up();
    await advance(3500);
    expect(offlineNotice()).not.toBeInTheDocument();
    expect(calledCount()).toBe('3/75');
    expect(restoredNotice()).toHaveTextContent(
      'Game restored from the server at call 3. Press Continue to resume calling.',
    );
  });

  it("draws the copy at once when the browser knows it is offline, and takes the server's game when it answers", async () => {
    const server = await gameWithCopy(3);
    server.down();
    // The app heard the browser's 'offline' long before this screen opened.
    onlineManager.setOnline(false);
    try {
      renderLoader(server.remote);
      await advance(0);
      expect(calledCount()).toBe('3/75');
      expectOnlyTheCopyNotice(3);
      server.up();
    } finally {
      onlineManager.setOnline(true);
    }
    await advance(3500);
    expect(offlineNotice()).not.toBeInTheDocument();
    expect(calledCount()).toBe('4/75');
  });

  it('keeps the copy it plays on when the Continue gets through first, and stops asking', async () => {
    const server = await gameWithCopy(3);
    server.down();
    renderLoader(server.remote);
    await advance(0);
    expectOnlyTheCopyNotice(3);
    server.up();
    await click(screen.getByRole('button', { name: 'Continue' }));
    expect(offlineNotice()).not.toBeInTheDocument();
    const reads = currentReads(server.log);
    await advance(3000);
    // Number 4 was released before: the server gives it again, then the next ones on the beat.
    expect(calledCount()).toBe('6/75');
    expect(screen.queryByTestId('restored-notice')).not.toBeInTheDocument();
    expect(currentReads(server.log)).toBe(reads);
    expect(server.released()).toEqual(drawOrder.slice(0, 6));
  });
});
