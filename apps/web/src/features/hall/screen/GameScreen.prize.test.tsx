import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeGameRemote } from '../testing/fake-game-remote';
import { click, drawOrder, isolateGameScreenTests, setup, silentCaller } from '../testing/game-screen';
import { renderHall } from '../testing/render';
import { GameScreen } from './GameScreen';

isolateGameScreenTests();

function renderWithoutRate(ratesFailure: string | null) {
  const remote = fakeGameRemote({ drawOrder });
  renderHall(
    <GameScreen
      setup={setup}
      caller={silentCaller().caller}
      ratePercent={null}
      ratesFailure={ratesFailure}
      jackpotMessage="Jackpot Coming Soon"
      onExit={vi.fn()}
      remote={remote.remote}
    />,
  );
  return remote;
}

describe('GameScreen before the commission rate is known', { timeout: 30_000 }, () => {
  it("shows no prize until Start, then the server's", async () => {
    renderWithoutRate(null);
    expect(screen.getByTestId('prize')).toHaveTextContent('…');
    expect(screen.getByTestId('prize')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('rates-failure')).toBeNull();
    await click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByTestId('prize')).toHaveTextContent('27.00 Br');
    expect(screen.getByTestId('prize')).toHaveAttribute('aria-busy', 'false');
  });

  it('says the rates failed to load while no prize can be shown', async () => {
    renderWithoutRate('Failed to load commission rates: offline');
    expect(screen.getByTestId('rates-failure')).toHaveTextContent('Failed to load commission rates: offline');
    expect(screen.getByTestId('prize')).toHaveTextContent('…');
    await click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.queryByTestId('rates-failure')).toBeNull();
    expect(screen.getByTestId('prize')).toHaveTextContent('27.00 Br');
  });
});
