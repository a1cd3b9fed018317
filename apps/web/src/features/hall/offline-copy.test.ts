import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { useSession } from '@/stores/session';
import { type GameRemote, getCurrentGame, startRequest } from './games.api';
import { isOfflineCopy, readOfflineCopy, withOfflineCopy } from './offline-copy';
import { fakeGameRemote } from './testing/fake-game-remote';
import { drawOrder, setup } from './testing/game-screen';

const CASHIER = '00000000-0000-4000-8000-0000000000c1';
const OTHER_CASHIER = '00000000-0000-4000-8000-0000000000c2';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  useSession.setState({ token: null, user: null });
});

async function gameWithCalls(n: number) {
  const server = fakeGameRemote({ drawOrder });
  const remote = withOfflineCopy(server.remote, CASHIER);
  const started = await remote.start(startRequest(setup), 'key-1');
  for (let k = 1; k <= n; k++) await remote.call(started.gameId, k);
  return { server, remote, started };
}

describe("this PC's copy of the running game", () => {
  it('holds the purchase and every released number, in order, for the cashier who plays', async () => {
    const { started } = await gameWithCalls(3);
    const copy = readOfflineCopy(CASHIER);
    expect(copy?.gameId).toBe(started.gameId);
    expect(copy?.released).toBe(3);
    expect(copy?.calls.map((c) => c.number)).toEqual(drawOrder.slice(0, 3));
    expect(copy?.cards).toEqual(setup.selectedCards);
    expect(readOfflineCopy(OTHER_CASHIER)).toBeNull();
  });

  it('answers a reload with the copy, paused, only when the server cannot be reached', async () => {
    const { server, remote } = await gameWithCalls(2);
    const online = await remote.current();
    expect(online && isOfflineCopy(online)).toBe(false);

    server.down();
    const offline = await remote.current();
    expect(offline?.paused).toBe(true);
    expect(offline?.calls.map((c) => c.number)).toEqual(drawOrder.slice(0, 2));
    expect(offline && isOfflineCopy(offline)).toBe(true);
  });

  // What a hall's proxy or router says in the server's place while the API is down, and the server's own failure.
  it.each([
    [502, 'API request failed with status 502'],
    [503, 'Service Unavailable'],
    [504, 'API request failed with status 504'],
    [500, 'Internal Server Error'],
  ])(
    'answers a reload with the copy, paused, when a %i comes in place of the server',
    async (status, message) => {
      const { server, remote } = await gameWithCalls(2);
      server.down(new ApiError(status, message));
      const offline = await remote.current();
      expect(offline?.paused).toBe(true);
      expect(offline?.released).toBe(2);
      expect(offline?.calls.map((c) => c.number)).toEqual(drawOrder.slice(0, 2));
      expect(offline && isOfflineCopy(offline)).toBe(true);
      // The copy stays as it was: the server's answer, when it comes, is the one kept.
      expect(readOfflineCopy(CASHIER)?.paused).toBe(false);
    },
  );

  // A misconfigured proxy answers every path with the app's page: the server is not what answered.
  it.each([
    [
      'an HTML page',
      '<!doctype html>\n<html lang="en"><head><title>Bingo Hall</title></head><body></body></html>',
      false,
    ],
    ['JSON that is no game', '{"games":[]}', true],
  ])(
    'answers a reload with the copy, paused, when a 200 brings %s in place of the game',
    async (_, body, drift) => {
      const { server } = await gameWithCalls(2);
      useSession.setState({ token: 'token', user: { id: CASHIER, email: 'c1@hall.test', role: 'Cashier' } });
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response(body, { status: 200 })),
      );
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
      const offline = await withOfflineCopy({ ...server.remote, current: getCurrentGame }, CASHIER).current();
      expect(offline?.paused).toBe(true);
      expect(offline?.released).toBe(2);
      expect(offline?.calls.map((c) => c.number)).toEqual(drawOrder.slice(0, 2));
      expect(offline && isOfflineCopy(offline)).toBe(true);
      expect(readOfflineCopy(CASHIER)?.released).toBe(2);
      // A drifted server is said on the console; a proxy's page is not.
      expect(consoleError.mock.calls.length).toBe(drift ? 1 : 0);
    },
  );

  it.each([
    [404, 'Game not found'],
    [401, 'Session expired. Please login again.'],
    [409, 'This game has already ended'],
  ])('passes a %i on as it came: the server answered, so the copy is not drawn', async (status, message) => {
    const { server } = await gameWithCalls(2);
    const refusing: GameRemote = {
      ...server.remote,
      current: async () => {
        throw new ApiError(status, message);
      },
    };
    const failure = await withOfflineCopy(refusing, CASHIER)
      .current()
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status, message });
    expect(readOfflineCopy(CASHIER)?.released).toBe(2);
  });

  it('is dropped when the game ends, so a later offline reload shows no game', async () => {
    const { server, remote, started } = await gameWithCalls(1);
    await remote.abandon(started.gameId, false);
    expect(readOfflineCopy(CASHIER)).toBeNull();
    server.down();
    await expect(remote.current()).rejects.toThrow('Failed to fetch');
  });

  it('follows the server when it answers: a game ended elsewhere clears the copy', async () => {
    const { server, remote } = await gameWithCalls(2);
    server.endOnServer();
    expect(await remote.current()).toBeNull();
    expect(readOfflineCopy(CASHIER)).toBeNull();
  });

  it('ignores a copy that is not a game', async () => {
    localStorage.setItem(`bingoHallLive:${CASHIER}`, '{"gameId":"x"}');
    expect(readOfflineCopy(CASHIER)).toBeNull();
    localStorage.setItem(`bingoHallLive:${CASHIER}`, 'not json');
    expect(readOfflineCopy(CASHIER)).toBeNull();
  });
});
