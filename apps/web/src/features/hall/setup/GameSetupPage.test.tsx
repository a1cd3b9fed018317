import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@/test/fake-api';
import { resetHallStore } from '../testing/game-screen';
import { renderSetupPage, shopSettings } from '../testing/render-setup-page';
import { GameSetupPage } from './GameSetupPage';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  resetHallStore();
});

describe('Game setup', () => {
  it("names the bets the stepper really uses: a shop's 1.00 Br bet and stake read 5.00 Br, as do 2 cards", async () => {
    renderSetupPage(GameSetupPage, '/play', {
      'GET /api/game-settings/my': ok(shopSettings({ minCards: 1, defaultBetAmount: 1, minStackAmount: 1 })),
    });
    expect(await screen.findByTestId('shop-settings')).toHaveTextContent(
      'Hall One: 2–10 cards per game, default bet 5.00 Br, minimum bet 5.00 Br.',
    );
  });

  it("names the shop's own bets where they are above the stepper's 5", async () => {
    renderSetupPage(GameSetupPage, '/play', {
      'GET /api/game-settings/my': ok(
        shopSettings({ minCards: 3, maxCards: 40, defaultBetAmount: 25, minStackAmount: 20 }),
      ),
    });
    expect(await screen.findByTestId('shop-settings')).toHaveTextContent(
      'Hall One: 3–40 cards per game, default bet 25.00 Br, minimum bet 20.00 Br.',
    );
  });
});
