import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHall } from '../hall/testing/render';
import { EMPTY_DISPLAY } from './display-state';
import { PlayerDisplay } from './PlayerDisplay';

const playing = {
  ...EMPTY_DISPLAY,
  shopName: 'Piazza Bingo',
  gameTypeName: 'Any one line',
  status: 'running' as const,
  called: [7, 22, 41, 50, 66, 12],
  current: 12,
  lastFive: [12, 66, 50, 41, 22],
  calledCount: 6,
  prize: 240,
  bonusAmount: 500,
  bonusWithinCalls: 10,
  commitment: 'ab12cd34',
};

describe('PlayerDisplay', () => {
  it('shows the board, the last number, the prize and the commitment, and no control', () => {
    renderHall(<PlayerDisplay display={playing} />);
    expect(screen.getByTestId('display-shop').textContent).toBe('Piazza Bingo');
    expect(screen.getByTestId('current-ball').getAttribute('aria-label')).toBe('Current number B 12');
    expect(screen.getByTestId('called-count').textContent).toBe('6/75');
    expect(screen.getByTestId('display-commitment').textContent).toBe('Commitment ab12cd34');
    const lit = within(screen.getByRole('region', { name: 'Called numbers' }))
      .getAllByText(/^\d+$/)
      .filter((cell) => cell.getAttribute('data-called') === 'true')
      .map((cell) => Number(cell.getAttribute('data-ball')));
    expect(lit.sort((a, b) => a - b)).toEqual([7, 12, 22, 41, 50, 66]);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
  });

  it('fills the screen with BINGO, the card and the amount, or with Not a winner', () => {
    const { rerender } = renderHall(
      <PlayerDisplay
        display={{
          ...playing,
          result: {
            kind: 'win',
            cardId: 17,
            winningCells: [0, 1, 2, 3, 4],
            winners: [17],
            prizeShare: 240,
            bonusAwarded: 0,
          },
        }}
      />,
    );
    expect(screen.getByTestId('display-result').textContent).toContain('BINGO!');
    expect(screen.getByTestId('display-result-card').textContent).toBe('Card #17');
    expect(screen.getByTestId('display-result-amount').textContent).toBe('240.00 Br');
    expect(screen.queryByTestId('display-result-bonus')).toBeNull();
    rerender(<PlayerDisplay display={{ ...playing, result: { kind: 'lose', cardId: 9 } }} />);
    expect(screen.getByTestId('display-result').textContent).toContain('Not a winner');
    expect(screen.queryByTestId('display-result-amount')).toBeNull();
  });

  it('names every card of a split win, the share each, and the jackpot on its own line', () => {
    const split = {
      kind: 'win' as const,
      cardId: 17,
      winningCells: [0, 1, 2, 3, 4],
      winners: [17, 42],
      prizeShare: 120,
      bonusAwarded: 500,
    };
    renderHall(<PlayerDisplay display={{ ...playing, status: 'ended', result: split }} />);
    expect(screen.getByTestId('display-result-card').textContent).toBe('Cards #17, #42');
    expect(screen.getByTestId('display-result-amount').textContent).toBe('120.00 Br each');
    expect(screen.getByTestId('display-result-bonus').textContent).toBe('Jackpot 500.00 Br');
  });

  it('shows the verify address and its QR once the game has ended, won or abandoned, and not while it runs', async () => {
    const gameId = '7f8e6c1a-0000-4000-8000-000000000003';
    const address = `${window.location.origin}/verify/${gameId}`;
    const { rerender, unmount } = renderHall(<PlayerDisplay display={playing} />);
    expect(screen.queryByTestId('display-verify')).toBeNull();
    // Abandoned: no verdict on show, the address under the board.
    rerender(<PlayerDisplay display={{ ...playing, status: 'ended', gameId }} />);
    expect(screen.getByTestId('display-verify')).toHaveTextContent(`Scan to verify this game:${address}`);
    expect(await screen.findByRole('img', { name: 'QR code to verify this game' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    // Won: the verdict fills the screen, and the address stays in its corner.
    const win = { kind: 'win' as const, cardId: 17, winningCells: [0, 1, 2, 3, 4], winners: [17] };
    unmount();
    renderHall(
      <PlayerDisplay
        display={{
          ...playing,
          status: 'ended',
          gameId,
          result: { ...win, prizeShare: 240, bonusAwarded: 0 },
        }}
      />,
    );
    expect(within(screen.getByTestId('display-result')).getByTestId('display-verify')).toHaveTextContent(
      address,
    );
    expect(screen.getAllByTestId('display-verify')).toHaveLength(1);
  });
});
