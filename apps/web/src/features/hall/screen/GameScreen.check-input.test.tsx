import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeGameRemote } from '../testing/fake-game-remote';
import {
  advance,
  checkCard,
  click,
  drawOrder,
  isolateGameScreenTests,
  person,
  setup,
  silentCaller,
} from '../testing/game-screen';
import { renderHall } from '../testing/render';
import { GameScreen } from './GameScreen';

isolateGameScreenTests();

const NOT_SELECTED = 'Card not selected, please enter a valid card.';

/** A game on its fifth call with the Check dialog open; cards 1, 2, 3, 15, 70 and 150 are sold. */
async function openCheck() {
  const remote = fakeGameRemote({ drawOrder });
  renderHall(
    <GameScreen
      setup={{ ...setup, selectedCards: [1, 2, 3, 15, 70, 150] }}
      caller={silentCaller().caller}
      ratePercent={10}
      jackpotMessage="Jackpot Coming Soon"
      onExit={() => {}}
      remote={remote.remote}
    />,
  );
  await click(screen.getByRole('button', { name: 'Start' }));
  await advance(5000);
  await click(screen.getByRole('button', { name: 'Check' }));
  return {
    dialog: screen.getByRole('dialog'),
    checks: () => remote.log.filter((e) => e.startsWith('check')),
  };
}

describe('the Check dialog reads the card as typed', { timeout: 30_000 }, () => {
  // Leaving the field for the Check button must not turn 0 into card 1 or 151 into card 150.
  it.each(['0', '151', '999'])('refuses %s checked with the mouse, and checks no card', async (typed) => {
    const { dialog, checks } = await openCheck();
    await checkCard(typed);
    expect(checks()).toEqual([]);
    expect(screen.queryByTestId('check-verdict')).toBeNull();
    expect(within(dialog).getByText(NOT_SELECTED)).toBeInTheDocument();
  });

  // "1,5" is not card 15, nor "7.0" card 70: the separator typed is kept, and the card refused.
  it.each(['1,5', '7.0'])('refuses %s instead of dropping the separator', async (typed) => {
    const { dialog, checks } = await openCheck();
    await checkCard(typed);
    expect(checks()).toEqual([]);
    expect(within(dialog).getByText(NOT_SELECTED)).toBeInTheDocument();
    await checkCard('15');
    expect(checks()).toEqual(['check 15 at 5']);
  });

  it('Enter on the emptied field keeps the verdict shown and its Lock, and asks nothing', async () => {
    const { dialog, checks } = await openCheck();
    const user = person();
    await user.type(within(dialog).getByLabelText('Enter a card:'), '3{Enter}');
    await advance(0);
    expect(screen.getByTestId('check-verdict')).toHaveTextContent('Card #3 lost');
    expect(checks()).toEqual(['check 3 at 5']);

    await user.keyboard('{Enter}');
    await advance(0);
    expect(within(dialog).queryByText(NOT_SELECTED)).toBeNull();
    expect(screen.getByTestId('check-verdict')).toHaveTextContent('Card #3 lost');
    expect(within(dialog).getByRole('button', { name: 'Lock' })).toBeEnabled();
    expect(checks()).toEqual(['check 3 at 5']);
  });
});
