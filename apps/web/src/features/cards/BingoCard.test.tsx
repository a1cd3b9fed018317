import { getCard } from '@bingo/engine';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHall } from '../hall/testing/render';
import { BingoCard } from './BingoCard';

describe('BingoCard', () => {
  const card = getCard(1);
  const [first, second] = card.rows[0] as number[];

  it('shows the card as printed: title, B I N G O, FREE in the centre', () => {
    const { container } = renderHall(<BingoCard card={card} />);
    expect(screen.getByText('BINGO CARD #1')).toBeInTheDocument();
    for (const letter of ['B', 'I', 'N', 'G', 'O']) expect(screen.getByText(letter)).toBeInTheDocument();
    const centre = container.querySelector('[data-cell="12"]');
    expect(centre).toHaveTextContent('FREE');
    expect(centre).toHaveAttribute('data-state', 'free');
  });

  it('marks called numbers and highlights the winning cells', () => {
    const { container } = renderHall(
      <BingoCard card={card} called={new Set([first ?? 0, second ?? 0])} winningCells={[1, 12]} />,
    );
    expect(container.querySelector('[data-cell="0"]')).toHaveAttribute('data-state', 'called');
    expect(container.querySelector('[data-cell="1"]')).toHaveAttribute('data-state', 'winning');
    expect(container.querySelector('[data-cell="2"]')).toHaveAttribute('data-state', 'plain');
    expect(container.querySelector('[data-cell="12"]')).toHaveAttribute('data-state', 'winning');
    expect(screen.queryByText('LOCKED')).not.toBeInTheDocument();
  });

  it('shows LOCKED over a locked card', () => {
    renderHall(<BingoCard card={card} locked />);
    expect(screen.getByRole('status')).toHaveTextContent('LOCKED');
  });
});
