import type { RemoteDisplay } from '@bingo/contracts';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocale } from '@/i18n/locale';
import { type Answer, apiError, fakeApi, ok } from '@/test/fake-api';
import { aDisplayCheck } from '@/test/fixtures';
import { renderHall } from '../hall/testing/render';
import { REFUSED_POLL_MS, REMOTE_POLL_MS } from './display.queries';
import { RemoteDisplayPage } from './RemoteDisplayPage';
import { LOST_CHECK_SHOWN_MS } from './use-lost-check-shown';

const TOKEN = 'tv-token-0123456789';
const REVOKED = 'This display link is not valid or was revoked.';
const UNREACHABLE = 'Server unreachable. Trying again…';

const call = (number: number) => ({ number, label: `B${number}`, calledAt: '2026-11-23T10:00:00.000Z' });
const playing = (numbers: number[]): RemoteDisplay => ({
  shopName: 'Piassa Hall',
  game: {
    status: 'running',
    paused: false,
    gameType: 2,
    gameTypeName: 'Any two lines',
    calls: numbers.map(call),
    prize: 120,
    bonusAmount: 0,
    bonusWithinCalls: 0,
    commitment: 'abcdef12',
    lastCheck: null,
  },
});

/** What the server (or the line to it) does with the TV's next polls. */
type Reply = Answer | 'no answer';

/** The display link's one route, whose answer the test changes as the server goes away and back. */
function tvServer(first: Reply) {
  let reply = first;
  const api = fakeApi({
    [`GET /api/public/display/${TOKEN}`]: () => {
      // As fetch fails when nothing answers at all.
      if (reply === 'no answer') throw new TypeError('Failed to fetch');
      return reply;
    },
  });
  return {
    answer: (next: Reply) => {
      reply = next;
    },
    polls: () => api.calls.length,
  };
}

/** A proxy in front of a stopped API answers with its own page, not the API's JSON. */
const PROXY_503: Answer = { status: 503, body: '<html><body>503 Service Unavailable</body></html>' };

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
/** Sends the TV's next poll; its answer reaches the screen a moment later, so tests wait for it there. */
const nextPoll = () => advance(REMOTE_POLL_MS);
/**
 * Waits for the screen to pass `check`; each try moves the faked clock on by a mere 10 ms. The real
 * time allowed is generous, for a loaded machine.
 */
const shows = (check: () => void) => vi.waitFor(check, { interval: 10, timeout: 5000 });
const message = () => screen.queryByTestId('remote-display-message');
const offlineNotice = () => screen.queryByTestId('remote-display-offline');
const calledCount = () => screen.getByTestId('called-count');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await useLocale.getState().setLanguage('en');
});

describe('the remote display page (a TV on a display link)', () => {
  it('says the server cannot be reached, not that the link is dead, when the first poll gets no answer; the game shows once it answers', async () => {
    const server = tvServer('no answer');
    renderHall(<RemoteDisplayPage token={TOKEN} />);
    await shows(() => expect(message()).toHaveTextContent(UNREACHABLE));

    server.answer(ok(playing([7, 22])));
    await nextPoll();
    await shows(() => expect(screen.getByTestId('called-count')).toHaveTextContent('2/75'));
  });

  it("says the same for a proxy's 503", async () => {
    tvServer(PROXY_503);
    renderHall(<RemoteDisplayPage token={TOKEN} />);
    await shows(() => expect(message()).toHaveTextContent(UNREACHABLE));
    expect(screen.queryByText(REVOKED)).toBeNull();
  });

  it.each([
    [404, 'Display link not found'],
    [400, 'Invalid display link'],
  ])("says the link is not valid or revoked on the server's %i", async (status, text) => {
    tvServer(apiError(status, text));
    renderHall(<RemoteDisplayPage token={TOKEN} />);
    await shows(() => expect(message()).toHaveTextContent(REVOKED));
  });

  it('says nothing of the link on a 429: it waits for the server', async () => {
    tvServer(apiError(429, 'Too many requests'));
    renderHall(<RemoteDisplayPage token={TOKEN} />);
    await shows(() => expect(message()).toHaveTextContent('Connecting…'));
    expect(screen.queryByText(REVOKED)).toBeNull();
  });

  it('says it in Amharic with the word for a link that the panel which made it uses', async () => {
    await useLocale.getState().setLanguage('am');
    tvServer(apiError(404, 'Display link not found'));
    renderHall(<RemoteDisplayPage token={TOKEN} />);
    await shows(() => expect(message()).toHaveTextContent('ይህ የማሳያ ሊንክ ትክክል አይደለም ወይም ተሰርዟል።'));
  });

  it('goes dark at the 404, and a later outage never brings back the revoked game', async () => {
    const server = tvServer(ok(playing([7, 22])));
    renderHall(<RemoteDisplayPage token={TOKEN} />);
    await shows(() => expect(calledCount()).toHaveTextContent('2/75'));

    server.answer(apiError(404, 'Display link not found'));
    await nextPoll();
    await shows(() => expect(message()).toHaveTextContent(REVOKED));

    server.answer('no answer');
    await advance(2 * REFUSED_POLL_MS);
    expect(message()).toHaveTextContent(REVOKED);
    expect(screen.queryByTestId('player-display')).toBeNull();
  });

  it('asks a refused link again only every 15 s, and shows the game when the link opens again', async () => {
    const server = tvServer(apiError(404, 'Display link not found'));
    renderHall(<RemoteDisplayPage token={TOKEN} />);
    await shows(() => expect(message()).toHaveTextContent(REVOKED));
    const asked = server.polls();

    // Half the wait: a live link would have been asked seven more times by now. (The wait above
    // moves the faked clock a little past the refusal, so the whole interval is not pinned here.)
    await advance(REFUSED_POLL_MS / 2);
    expect(server.polls()).toBe(asked);

    // The link's cashier is made active again: the same link opens the game once more.
    server.answer(ok(playing([7, 22, 41])));
    await advance(REFUSED_POLL_MS / 2);
    await shows(() => expect(calledCount()).toHaveTextContent('3/75'));
    expect(screen.queryByText(REVOKED)).toBeNull();
  });

  it('takes a lost check off the screen after a while, as the hall’s TV does when the check closes, while the game stays paused', async () => {
    const lost = aDisplayCheck();
    const paused = playing([7, 22, 41, 50, 66, 12]);
    if (!paused.game) throw new Error('no game');
    const server = tvServer(ok({ ...paused, game: { ...paused.game, paused: true, lastCheck: lost } }));
    renderHall(<RemoteDisplayPage token={TOKEN} />);
    await shows(() => expect(screen.getByTestId('display-result')).toHaveTextContent('Not a winner'));

    // Still paused at the same count, polled all the while: on show for a while, then the board.
    await advance(LOST_CHECK_SHOWN_MS / 2);
    expect(screen.getByTestId('display-result')).toHaveTextContent('Not a winner');
    await advance(LOST_CHECK_SHOWN_MS / 2);
    await shows(() => expect(screen.queryByTestId('display-result')).toBeNull());
    expect(calledCount()).toHaveTextContent('6/75');

    // The next check at the same pause is on show again.
    server.answer(
      ok({ ...paused, game: { ...paused.game, paused: true, lastCheck: { ...lost, cardId: 11 } } }),
    );
    await nextPoll();
    await shows(() => expect(screen.getByTestId('display-result-card')).toHaveTextContent('Card #11'));
  });

  it('shows the board at once when the cashier continues after a lost check, and a pause by hand before the next call keeps it', async () => {
    const board = playing([7, 22, 41, 50, 66, 12]);
    if (!board.game) throw new Error('no game');
    const game = board.game;
    const poll = (paused: boolean): RemoteDisplay => ({
      ...board,
      game: { ...game, paused, lastCheck: aDisplayCheck() },
    });
    const server = tvServer(ok(poll(true)));
    renderHall(<RemoteDisplayPage token={TOKEN} />);
    await shows(() => expect(screen.getByTestId('display-result')).toHaveTextContent('Not a winner'));

    server.answer(ok(poll(false)));
    await nextPoll();
    await shows(() => expect(screen.queryByTestId('display-result')).toBeNull());

    // The server still names the check as its last: the pause alone is no new verdict.
    server.answer(ok(poll(true)));
    await nextPoll();
    await nextPoll();
    expect(screen.queryByTestId('display-result')).toBeNull();
    expect(calledCount()).toHaveTextContent('6/75');
  });

  it('shows a check the cashier continued past between two polls, and the same card checked again with no number since', async () => {
    const board = playing([7, 22, 41, 50, 66, 12]);
    if (!board.game) throw new Error('no game');
    const game = board.game;
    const server = tvServer(ok(board));
    renderHall(<RemoteDisplayPage token={TOKEN} />);
    await shows(() => expect(calledCount()).toHaveTextContent('6/75'));

    // Check and Continue inside one poll: the next poll finds the game running, with the check.
    const first = aDisplayCheck({ askedAt: '2026-11-23T10:00:05.000Z' });
    server.answer(ok({ ...board, game: { ...game, lastCheck: first } }));
    await nextPoll();
    await shows(() => expect(screen.getByTestId('display-result')).toHaveTextContent('Not a winner'));
    await advance(LOST_CHECK_SHOWN_MS);
    await shows(() => expect(screen.queryByTestId('display-result')).toBeNull());

    // The same card checked again before the next number: a new ask, on show again.
    const again = { ...first, askedAt: '2026-11-23T10:00:20.000Z' };
    server.answer(ok({ ...board, game: { ...game, paused: true, lastCheck: again } }));
    await nextPoll();
    await shows(() => expect(screen.getByTestId('display-result')).toHaveTextContent('Not a winner'));
  });

  it('keeps the last picture under a notice while the server is out of reach, and drops the notice when it answers', async () => {
    const server = tvServer(ok(playing([7, 22])));
    renderHall(<RemoteDisplayPage token={TOKEN} />);
    await shows(() => expect(calledCount()).toHaveTextContent('2/75'));
    expect(offlineNotice()).toBeNull();

    server.answer('no answer');
    await nextPoll();
    await shows(() => expect(offlineNotice()).toHaveTextContent(UNREACHABLE));
    expect(calledCount()).toHaveTextContent('2/75');

    server.answer(ok(playing([7, 22, 41])));
    await nextPoll();
    await shows(() => expect(calledCount()).toHaveTextContent('3/75'));
    expect(offlineNotice()).toBeNull();
  });

  it('shows the verify address once the server names the ended game, and none while it runs', async () => {
    const gameId = '7f8e6c1a-0000-4000-8000-000000000004';
    const server = tvServer(ok(playing([7, 22])));
    renderHall(<RemoteDisplayPage token={TOKEN} />);
    await shows(() => expect(calledCount()).toHaveTextContent('2/75'));
    expect(screen.queryByTestId('display-verify')).toBeNull();

    const running = playing([7, 22]).game;
    if (!running) throw new Error('a game is running');
    server.answer(ok({ shopName: 'Piassa Hall', game: { ...running, status: 'abandoned', gameId } }));
    await nextPoll();
    await shows(() =>
      expect(screen.getByTestId('display-verify-url')).toHaveTextContent(`/verify/${gameId}`),
    );
  });
});
