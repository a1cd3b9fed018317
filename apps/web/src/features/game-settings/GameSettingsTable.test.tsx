import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aGameSettings } from '@/test/fixtures';
import { renderWithTheme } from '@/test/render';
import { GameSettingsTable } from './GameSettingsTable';

const row = aGameSettings;

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
