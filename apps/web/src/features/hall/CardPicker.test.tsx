import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CardPicker, ENTER_CARD_RANGE_MESSAGE } from './CardPicker';
import { toggled } from './hall.store';
import { renderHall } from './testing/render';

function Harness({ start = [] }: { start?: number[] }) {
  const [cards, setCards] = useState(start);
  return (
    <>
      <CardPicker selected={cards} onToggle={(id) => setCards((c) => toggled(c, id))} color="red" />
      <output data-testid="cards">{cards.join(',')}</output>
    </>
  );
}

const cards = () => screen.getByTestId('cards').textContent;

function enterCard(text: string) {
  fireEvent.click(screen.getByRole('button', { name: 'ENTER CARD' }));
  const dialog = screen.getByRole('dialog', { name: 'ENTER CARD' });
  fireEvent.change(within(dialog).getByLabelText('Card number'), { target: { value: text } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
}

describe('CardPicker', () => {
  it('toggles cards from the grid of 150', () => {
    renderHall(<Harness />);
    expect(screen.getAllByLabelText(/^Card \d+$/)).toHaveLength(150);
    fireEvent.click(screen.getByLabelText('Card 42'));
    fireEvent.click(screen.getByLabelText('Card 7'));
    expect(cards()).toBe('7,42');
    expect(screen.getByLabelText('Card 7')).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByLabelText('Card 42'));
    expect(cards()).toBe('7');
    expect(screen.getByTestId('selected-count')).toHaveTextContent('1');
  });

  it('ENTER CARD adds a new number and removes one already selected', () => {
    renderHall(<Harness start={[3]} />);
    enterCard('150');
    expect(cards()).toBe('3,150');
    enterCard('3');
    expect(cards()).toBe('150');
    // Role queries walk the grid of 150 cards each time: slow in jsdom on a busy machine.
  }, 20_000);

  it('ENTER CARD refuses numbers outside 1–150', () => {
    renderHall(<Harness start={[3]} />);
    enterCard('151');
    expect(screen.getByText(ENTER_CARD_RANGE_MESSAGE)).toBeInTheDocument();
    expect(cards()).toBe('3');
  });
});
