import { afterEach, describe, expect, it } from 'vitest';
import { startRequest } from './games.api';
import { isOfflineCopy, readOfflineCopy, withOfflineCopy } from './offline-copy';
import { fakeGameRemote } from './testing/fake-game-remote';
import { drawOrder, setup } from './testing/game-screen';

const CASHIER = '00000000-0000-4000-8000-0000000000c1';
const OTHER_CASHIER = '00000000-0000-4000-8000-0000000000c2';

afterEach(() => localStorage.clear());

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
