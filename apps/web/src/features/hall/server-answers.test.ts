import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { type GameRemote, startRequest } from './games.api';
import { watchAnswers } from './server-answers';
import { fakeGameRemote } from './testing/fake-game-remote';
import { drawOrder, setup } from './testing/game-screen';

function watched(change: Partial<GameRemote> = {}) {
  const server = fakeGameRemote({ drawOrder });
  let answers = 0;
  const remote = watchAnswers({ ...server.remote, ...change }, () => answers++);
  return { server, remote, answers: () => answers };
}

describe('watchAnswers', () => {
  it("counts the server's answers, a refusal among them, and passes each on unchanged", async () => {
    const { remote, answers } = watched();
    const started = await remote.start(startRequest(setup), 'key-1');
    expect(started.cards).toEqual(setup.selectedCards);
    expect(await remote.call(started.gameId, 1)).toMatchObject({ kind: 'called', call: { k: 1 } });
    await expect(remote.lock(started.gameId, 2)).rejects.toThrow('Check the card before locking it');
    expect(answers()).toBe(3);
  });

  it('counts no request that got no answer: the network, a 5xx, a call the line lost', async () => {
    const { server, remote, answers } = watched({
      resume: () => Promise.reject(new ApiError(503, 'Service Unavailable')),
    });
    const started = await remote.start(startRequest(setup), 'key-1');
    await expect(remote.resume(started.gameId)).rejects.toThrow('Service Unavailable');
    server.down();
    await expect(remote.pause(started.gameId)).rejects.toThrow('Failed to fetch');
    expect(await remote.call(started.gameId, 1)).toEqual({ kind: 'unreachable' });
    expect(answers()).toBe(1);
  });
});
