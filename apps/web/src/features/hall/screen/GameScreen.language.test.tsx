import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, NAMESPACES } from '@/i18n/i18n';
import { useLocale } from '@/i18n/locale';
import { ApiError } from '@/lib/api';
import { fakeGameRemote } from '../testing/fake-game-remote';
import { click, drawOrder, isolateGameScreenTests, setup, silentCaller } from '../testing/game-screen';
import { renderHall } from '../testing/render';
import { GameScreen } from './GameScreen';

isolateGameScreenTests();

beforeEach(async () => {
  await useLocale.getState().setLanguage('am');
  await i18n.loadNamespaces(['common', ...NAMESPACES]);
});

afterEach(async () => {
  await useLocale.getState().setLanguage('en');
});

function renderScreen(remote: ReturnType<typeof fakeGameRemote>, betAmount: number | null = 10) {
  renderHall(
    <GameScreen
      setup={{ ...setup, betAmount }}
      caller={silentCaller().caller}
      ratePercent={10}
      jackpotMessage="Jackpot Coming Soon"
      onExit={vi.fn()}
      remote={remote.remote}
    />,
  );
}

describe('GameScreen on an Amharic screen', { timeout: 30_000 }, () => {
  it("says a Start the server refused in Amharic, by the refusal's code", async () => {
    const insufficient = new ApiError(
      402,
      'Insufficient balance to start the game. Please add funds to your account.',
      { code: 'GAME_INSUFFICIENT' },
    );
    renderScreen(fakeGameRemote({ drawOrder, failStartWith: insufficient }));
    await click(screen.getByRole('button', { name: 'ጀምር' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'ጨዋታውን ለመጀመር በቂ ቀሪ ሂሳብ የለም። እባክዎ ወደ መለያዎ ገንዘብ ይሙሉ።ምንም ገንዘብ አልተወሰደም። ጀምርን እንደገና መሞከር ይችላሉ።',
    );
  });

  it('says a Start with no bet cannot start, in Amharic, and asks the server nothing', async () => {
    const remote = fakeGameRemote({ drawOrder });
    renderScreen(remote, null);
    await click(screen.getByRole('button', { name: 'ጀምር' }));
    expect(screen.getByRole('alert')).toHaveTextContent('ጨዋታውን መጀመር አይቻልም፦ የተሳሳተ የካርድ ምርጫ ወይም የውርርድ መጠን');
    expect(remote.log).toEqual([]);
  });
});
