import { type CheckResult, checkMessage, type LastCallRule } from '@bingo/contracts';
import { ballLabel, getCard, judgeClaim } from '@bingo/engine';
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocale } from '@/i18n/locale';
import { judgeLocally } from '../claim';
import { renderHall } from '../testing/render';
import type { CheckPanel } from '../use-check';
import { CheckResultView } from './CheckResultView';

const ANY_HORIZONTAL = 3;
const topRow = getCard(1).rows[0] as number[];
/** Card 1's top row comes out first, so it wins "Any horizontal" on call 5. */
const order = [...topRow, ...Array.from({ length: 75 }, (_, i) => i + 1).filter((n) => !topRow.includes(n))];
const ball = ballLabel(order[4] ?? 0);

/** The check of card 1 after `count` calls, as the screen judged it and the server recorded it. */
function panelAt(count: number, lastCallRule: LastCallRule = 'AllowLate'): CheckPanel {
  const called = order.slice(0, count);
  const verdict = judgeClaim({
    card: getCard(1),
    order: called,
    calledCount: count,
    gameType: ANY_HORIZONTAL,
    lastCallRule,
  });
  const facts = {
    cardId: 1,
    won: verdict.won,
    firstWinCall: verdict.firstWinCall,
    firstWinLabel: verdict.firstWinBall === null ? null : ballLabel(verdict.firstWinBall),
    callsAgo: verdict.firstWinCall === null ? null : verdict.callsAgo,
  };
  const recorded: CheckResult = {
    ...facts,
    gameId: '00000000-0000-4000-8000-000000000001',
    calledCount: count,
    late: verdict.late,
    firstWinBall: verdict.firstWinBall,
    winningCells: verdict.winningCells,
    locked: false,
    // What the API sends: its English sentence.
    message: checkMessage(facts).message,
    gameStatus: verdict.won ? 'won' : 'running',
    winners: verdict.won ? [1] : [],
    prizeShare: verdict.won ? 45 : null,
    bonusAwarded: 0,
    bonusType: 'None',
  };
  const local = judgeLocally({
    cardId: 1,
    called,
    cards: [1, 2, 3],
    gameType: ANY_HORIZONTAL,
    lastCallRule,
    lockedCards: [],
  });
  return {
    cardId: 1,
    wasLocked: false,
    local,
    recorded,
    recordError: null,
    lockedNow: false,
    lockError: null,
    busy: false,
  };
}

function showCheck(panel: CheckPanel) {
  return renderHall(
    <Suspense fallback={null}>
      <CheckResultView
        panel={panel}
        called={new Set(order.slice(0, panel.local?.calledCount ?? 0))}
        lockedMessage="This card is locked and cannot be checked again."
        color="blue"
        onLock={() => {}}
        onRetry={() => {}}
      />
    </Suspense>,
  );
}

const recordedText = async () => (await screen.findByTestId('recorded-result')).textContent;

afterEach(async () => {
  await useLocale.getState().setLanguage('en');
});

describe('CheckResultView, the recorded result, in the words the server sends', () => {
  it.each([
    [4, 'AllowLate', 'Recorded: lost — Card 1 has not won.'],
    [5, 'AllowLate', 'Recorded: won — BINGO! Card 1 wins.'],
    [7, 'AllowLate', `Recorded: won — BINGO! Card 1 won at call 5 (${ball}), 2 calls ago.`],
    [6, 'AllowLate', `Recorded: won — BINGO! Card 1 won at call 5 (${ball}), 1 call ago.`],
    [
      7,
      'LastCallOnly',
      `Recorded: lost — Card 1 won at call 5 (${ball}), 2 calls ago. Only a win on the last call counts in this shop.`,
    ],
    [
      6,
      'LastCallOnly',
      `Recorded: lost — Card 1 won at call 5 (${ball}), 1 call ago. Only a win on the last call counts in this shop.`,
    ],
  ] as const)('after %i calls under %s: %s', async (count, rule, text) => {
    showCheck(panelAt(count, rule));
    expect(await recordedText()).toBe(text);
  });
});

describe('CheckResultView in Amharic', () => {
  it.each([
    [4, 'AllowLate', 'ተመዝግቧል: ተሸንፏል — ካርድ 1 አላሸነፈም።'],
    [5, 'AllowLate', 'ተመዝግቧል: አሸንፏል — ቢንጎ! ካርድ 1 አሸንፏል።'],
    [7, 'AllowLate', `ተመዝግቧል: አሸንፏል — ቢንጎ! ካርድ 1 በጥሪ 5 (${ball}) አሸንፏል፤ ይህም ከ2 ጥሪዎች በፊት ነው።`],
    [6, 'AllowLate', `ተመዝግቧል: አሸንፏል — ቢንጎ! ካርድ 1 በጥሪ 5 (${ball}) አሸንፏል፤ ይህም ከ1 ጥሪ በፊት ነው።`],
    [
      7,
      'LastCallOnly',
      `ተመዝግቧል: ተሸንፏል — ካርድ 1 በጥሪ 5 (${ball}) አሸንፏል፤ ይህም ከ2 ጥሪዎች በፊት ነው። በዚህ ሱቅ የሚቆጠረው በመጨረሻው ጥሪ ላይ የተገኘ ድል ብቻ ነው።`,
    ],
    [
      6,
      'LastCallOnly',
      `ተመዝግቧል: ተሸንፏል — ካርድ 1 በጥሪ 5 (${ball}) አሸንፏል፤ ይህም ከ1 ጥሪ በፊት ነው። በዚህ ሱቅ የሚቆጠረው በመጨረሻው ጥሪ ላይ የተገኘ ድል ብቻ ነው።`,
    ],
  ] as const)('after %i calls under %s: %s', async (count, rule, text) => {
    await useLocale.getState().setLanguage('am');
    showCheck(panelAt(count, rule));
    expect(await recordedText()).toBe(text);
    // Nothing beside the card is English: the verdict, its notices, the record and Lock. Only a
    // ball's column letter is Latin.
    const verdictColumn = screen.getByTestId('recorded-result').parentElement;
    expect(verdictColumn?.textContent).toContain('ቆልፍ');
    expect(verdictColumn?.textContent).not.toMatch(/[A-Za-z]{2,}/);
  });
});
