import type { CheckResult } from '@bingo/contracts';
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocale } from '@/i18n/locale';
import { renderHall } from '../testing/render';
import { WinPanel } from './WinPanel';

/** Card 7 won alone at call 5, within the 5 calls the jackpot was offered for. */
const win: CheckResult = {
  gameId: '00000000-0000-4000-8000-000000000001',
  cardId: 7,
  calledCount: 5,
  won: true,
  late: false,
  firstWinCall: 5,
  firstWinBall: 7,
  firstWinLabel: 'B7',
  callsAgo: 0,
  winningCells: [0, 1, 2, 3, 4],
  locked: false,
  message: 'BINGO! Card 7 wins.',
  gameStatus: 'won',
  winners: [7],
  prizeShare: 45,
  bonusAwarded: 100,
  bonusType: 'Within 5 calls',
};

function showWin(answer: CheckResult = win) {
  return renderHall(
    <Suspense fallback={null}>
      <WinPanel win={answer} prize={45} color="blue" onNewGame={() => {}} />
    </Suspense>,
  );
}

afterEach(async () => {
  await useLocale.getState().setLanguage('en');
});

describe('WinPanel', () => {
  it('names the winning card, its prize and the jackpot with its bonus type', async () => {
    showWin();
    expect((await screen.findByTestId('win-prize')).textContent).toBe('Prize 45.00 Br');
    expect(screen.getByTestId('win-bonus').textContent).toBe('Jackpot 100.00 Br (Within 5 calls)');
    expect(screen.getByTestId('win-panel')).toHaveTextContent('Card #7 wins');
    expect(screen.getByTestId('win-panel')).toHaveTextContent('Won at call 5 (B7)');
  });

  it('says it all in Amharic, the bonus type too', async () => {
    await useLocale.getState().setLanguage('am');
    showWin();
    expect((await screen.findByTestId('win-bonus')).textContent).toBe('ጃክፖት 100.00 ብር (በ5 ጥሪዎች ውስጥ)');
    expect(screen.getByTestId('win-prize').textContent).toBe('ሽልማት 45.00 ብር');
    expect(screen.getByTestId('win-panel')).toHaveTextContent('ካርድ #7 አሸንፏል');
    expect(screen.getByTestId('win-panel')).toHaveTextContent('በጥሪ 5 (B7) አሸንፏል');
    // Nothing is English but the ball's letter and the verify page's address.
    const words = screen.getByTestId('win-panel').textContent?.replace(/https?:\/\/\S+/, '');
    expect(words).not.toMatch(/[A-Za-z]{2,}/);
  });
});
