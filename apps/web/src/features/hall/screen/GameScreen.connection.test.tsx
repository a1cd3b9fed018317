import type { LiveGame } from '@bingo/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeGameRemote } from '../testing/fake-game-remote';
import {
  advance,
  calledCount,
  checkCard,
  click,
  drawOrder,
  isolateGameScreenTests,
} from '../testing/game-screen';
import { heard, renderGame } from '../testing/render-game';

isolateGameScreenTests();

const connectionLost = () => screen.queryByTestId('connection-lost');
const pauses = (log: string[]) => log.filter((entry) => entry === 'pause').length;

describe('GameScreen with the line down', { timeout: 30_000 }, () => {
  it('sends a Pause made while the line is down again until the server has it, and the notice goes, still paused', async () => {
    const server = fakeGameRemote({ drawOrder });
    const { played } = renderGame(server);
    await click(screen.getByRole('button', { name: 'Start' }));
    await advance(2000);
    expect(calledCount()).toBe('2/75');
    server.down();
    await advance(3000);
    expect(connectionLost()).toHaveTextContent('Connection lost — the calls are waiting.');

    await click(screen.getByRole('button', { name: 'Pause' }));
    expect(pauses(server.log)).toBe(1);
    await advance(5000);
    // Not recorded yet: the server still counts the game as running, so the screen asks again.
    expect(server.paused()).toBe(false);
    expect(pauses(server.log)).toBeGreaterThan(1);
    expect(connectionLost()).toBeInTheDocument();

    server.up();
    await advance(3000);
    expect(server.paused()).toBe(true);
    expect(connectionLost()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    // Recorded once: nothing more is sent, and nothing is called while paused.
    const sent = server.log.length;
    await advance(10_000);
    expect(server.log.length).toBe(sent);
    expect(calledCount()).toBe('2/75');

    await click(screen.getByRole('button', { name: 'Continue' }));
    expect(server.paused()).toBe(false);
    await advance(2000);
    expect(calledCount()).toBe('4/75');
    expect(heard(played)).toEqual(server.released());
  });

  it('says the line is down when a Pause gets no answer, though no number was asked for meanwhile', async () => {
    const server = fakeGameRemote({ drawOrder });
    renderGame(server);
    await click(screen.getByRole('button', { name: 'Start' }));
    await advance(1500);
    server.down();
    await click(screen.getByRole('button', { name: 'Pause' }));
    expect(connectionLost()).toHaveTextContent('Connection lost — the calls are waiting.');
    server.up();
    await advance(3000);
    expect(server.paused()).toBe(true);
    expect(connectionLost()).not.toBeInTheDocument();
  });

  it('a Continue pressed before the Pause got through sends no late Pause after it', async () => {
    const server = fakeGameRemote({ drawOrder });
    let answerResume: () => void = () => {};
    const slowAnswer = {
      ...server,
      remote: {
        ...server.remote,
        // The Continue reaches the server at once; its answer is held on the way back.
        resume: (gameId: string) => {
          const landed = server.remote.resume(gameId);
          return new Promise<LiveGame>((resolve) => {
            answerResume = () => resolve(landed);
          });
        },
      },
    };
    renderGame(slowAnswer);
    await click(screen.getByRole('button', { name: 'Start' }));
    await advance(2000);
    server.down();
    await advance(3000);
    await click(screen.getByRole('button', { name: 'Pause' }));
    server.up();
    await click(screen.getByRole('button', { name: 'Continue' }));
    const sentPauses = pauses(server.log);
    await advance(5000);
    answerResume();
    await advance(2000);
    expect(pauses(server.log)).toBe(sentPauses);
    expect(server.paused()).toBe(false);
    expect(screen.queryByTestId('calls-stopped')).not.toBeInTheDocument();
    expect(calledCount()).toBe('4/75');
  });

  it('a Continue that gets no answer leaves the game paused, and the unrecorded Pause is sent again until the server has it', async () => {
    const server = fakeGameRemote({ drawOrder });
    renderGame(server);
    await click(screen.getByRole('button', { name: 'Start' }));
    await advance(2000);
    server.down();
    await advance(3000);
    await click(screen.getByRole('button', { name: 'Pause' }));
    await click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('The game could not be continued: No response from server')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    server.up();
    await advance(3000);
    expect(server.paused()).toBe(true);
    expect(connectionLost()).not.toBeInTheDocument();
    expect(calledCount()).toBe('2/75');
  });

  it('clears the notice when a Check is answered while the Pause still waits to be sent again', async () => {
    const server = fakeGameRemote({ drawOrder });
    renderGame(server);
    await click(screen.getByRole('button', { name: 'Start' }));
    await advance(5000);
    expect(calledCount()).toBe('5/75');
    server.down();
    await advance(3000);
    await click(screen.getByRole('button', { name: 'Pause' }));
    expect(connectionLost()).toBeInTheDocument();
    server.up();
    // The Pause is sent again only later: the Check's answer is the first news that the line is back.
    await click(screen.getByRole('button', { name: 'Check' }));
    await checkCard('3');
    expect(screen.getByTestId('recorded-result')).toHaveTextContent('Recorded: lost — Card 3 has not won.');
    expect(connectionLost()).not.toBeInTheDocument();
  });
});
