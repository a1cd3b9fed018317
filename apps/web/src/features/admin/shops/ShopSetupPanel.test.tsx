import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '@/test/fake-api';
import { ADMIN, aGameSettings, fixtureId } from '@/test/fixtures';
import { renderInRouter } from '@/test/render-in-router';
import { ShopSetupPanel } from './ShopSetupPanel';

const shopId = fixtureId();

afterEach(() => vi.unstubAllGlobals());

describe('Shop setup panel', () => {
  it('says cards per game from 2, the fewest any game takes, when the stored minimum is 1', async () => {
    fakeApi({
      'GET /api/game-settings': ok({
        items: [aGameSettings({ shopId })],
      }),
      'GET /api/jackpot': ok({ items: [] }),
    });
    renderInRouter(() => <ShopSetupPanel shopId={shopId} />, ADMIN);
    const label = await screen.findByText('Cards per game');
    expect(label.parentElement).toHaveTextContent('Cards per game2 – 10');
  });
});
