import type { GameSettings } from '@bingo/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureId } from '@/test/fixtures';
import { renderWithTheme } from '@/test/render';
import { GameSettingsTable } from './GameSettingsTable';

const row = (overrides: Partial<GameSettings>): GameSettings => ({
  id: fixtureId(),
  shopId: fixtureId(),
  shopName: 'Piazza Bingo',
  minCards: 1,
  maxCards: 10,
  defaultBetAmount: 10,
  minStackAmount: 10,
  lastCallRule: 'AllowLate',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

describe('Game settings table', () => {
  it('shows the fewest cards a game of the shop takes: a stored 1 reads 2, a stored 5 reads 5', () => {
    renderWithTheme(
      <GameSettingsTable
        settings={[row({ shopName: 'Piazza Bingo' }), row({ shopName: 'Bole Bingo', minCards: 5 })]}
        onEdit={() => {}}
        onDelete={() => {}}
      />,
    );
    const cells = (shop: string) =>
      within(screen.getByRole('row', { name: new RegExp(`^${shop}`) }))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('Piazza Bingo').slice(0, 3)).toEqual(['Piazza Bingo', '2', '10']);
    expect(cells('Bole Bingo').slice(0, 3)).toEqual(['Bole Bingo', '5', '10']);
  });
});
