import { SHIFT_MESSAGES } from '@bingo/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { REFUND_QUESTION } from '../screen/EndGameConfirm';
import { GameScreen } from '../screen/GameScreen';
import { fakeGameRemote } from '../testing/fake-game-remote';
import {
  advance,
  calledCount,
  click,
  drawOrder,
  fakeGameTimers,
  setup,
  silentCaller,
} from '../testing/game-screen';
import { renderHall } from '../testing/render';

function renderConsole(remote: ReturnType<typeof fakeGameRemote>) {
  const onExit = vi.fn();
  renderHall(
    <GameScreen
      setup={setup}
      caller={silentCaller().caller}
      ratePercent={10}
      jackpotMessage="Jackpot Coming Soon"
      onExit={onExit}
      remote={remote.remote}
    />,
  );
  return { onExit };
}

const key = async (k: string) => {
  fireEvent.keyDown(window, { key: k });
  await advance(0);
};

beforeEach(() => {
  fakeGameTimers();
});

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('the operator console', { timeout: 30_000 }, () => {
  it('runs from the keyboard and lists every call of the server in order', async () => {
    const remote = fakeGameRemote({ drawOrder });
    renderConsole(remote);
    await key('s');
    await advance(3000);
    expect(calledCount()).toBe('3/75');
    await key(' ');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    await advance(3000);
    expect(calledCount()).toBe('3/75');
    await key(' ');
    await advance(2000);
    expect(calledCount()).toBe('5/75');
    const history = within(screen.getByRole('list', { name: 'Call history' })).getAllByRole('listitem');
    expect(history.map((li) => Number(li.getAttribute('data-number')))).toEqual(drawOrder.slice(0, 5));
    // Card 1 wins on call 5: typed and Enter opens Check and judges it.
    await key('1');
    expect(screen.getByTestId('typed-card')).toHaveTextContent('Card: 1 (Enter to check)');
    await key('Enter');
    expect(screen.getByRole('dialog', { name: 'Check' })).toBeInTheDocument();
    expect(screen.getByTestId('check-verdict')).toHaveTextContent('BINGO! Card #1 won');
  });

  it('offers to open a shift when Start is refused for want of one', async () => {
    const remote = fakeGameRemote({ drawOrder, failStartWith: new ApiError(409, SHIFT_MESSAGES.needShift) });
    renderConsole(remote);
    await click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByRole('dialog', { name: 'Open Shift' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to process payment. Please try again.')).toBeNull();
    expect(calledCount()).toBe('0/75');
  });

  it('records whether the stakes were refunded when a game is abandoned', async () => {
    const remote = fakeGameRemote({ drawOrder });
    renderConsole(remote);
    await click(screen.getByRole('button', { name: 'Start' }));
    await advance(2000);
    await click(screen.getByRole('button', { name: 'Close' }));
    await click(screen.getByRole('checkbox', { name: REFUND_QUESTION }));
    await click(screen.getByRole('button', { name: 'Yes' }));
    expect(remote.log.at(-1)).toBe('abandon at 2 refunded');
  });
});
