import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

/** Types the number into ENTER CARD and clicks OK, as the cashier does (the click leaves the field). */
async function enterCard(text: string) {
  const user = userEvent.setup({ delay: null });
  if (!screen.queryByRole('dialog', { name: 'ENTER CARD' })) {
    await user.click(screen.getByRole('button', { name: 'ENTER CARD' }));
  }
  const dialog = screen.getByRole('dialog', { name: 'ENTER CARD' });
  const field = within(dialog).getByLabelText('Card number');
  await user.clear(field);
  await user.type(field, text);
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
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

  it('ENTER CARD adds a new number and removes one already selected', async () => {
    renderHall(<Harness start={[3]} />);
    await enterCard('150');
    expect(cards()).toBe('3,150');
    await enterCard('3');
    expect(cards()).toBe('150');
    // Role queries walk the grid of 150 cards each time: slow in jsdom on a busy machine.
  }, 20_000);

  it('ENTER CARD refuses numbers outside 1–150', async () => {
    renderHall(<Harness start={[3]} />);
    await enterCard('151');
    expect(screen.getByText(ENTER_CARD_RANGE_MESSAGE)).toBeInTheDocument();
    expect(cards()).toBe('3');
  }, 20_000);

  // "1,5" meant as cards 1 and 5 must not sell card 15, nor "7.0" card 70.
  it.each(['1,5', '7.0', '1.5'])(
    'ENTER CARD refuses "%s" instead of dropping the separator',
    async (typed) => {
      renderHall(<Harness start={[3]} />);
      await enterCard(typed);
      expect(cards()).toBe('3');
      expect(screen.getByText(ENTER_CARD_RANGE_MESSAGE)).toBeInTheDocument();
      await enterCard('15');
      expect(cards()).toBe('3,15');
    },
    20_000,
  );
});
