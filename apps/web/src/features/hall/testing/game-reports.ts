import type { GameRecord } from '@bingo/contracts';
import { ballLabel, createDrawOrder, drawCommitment, seededRandomInt } from '@bingo/engine';
import type { DrawnText } from '@/test/recording-pdf';

/** The report's A4 portrait page and row height, in millimetres. */
export const PAGE = { width: 210, height: 297, margin: 14 };
const RIGHT = PAGE.width - PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin;
export const ROW = 5.2;

export const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 8, minute)).toISOString();

export function sampleGame(cardCount: number, overrides: Partial<GameRecord> = {}): GameRecord {
  const cards = Array.from({ length: cardCount }, (_, i) => i + 1);
  return {
    id: '0f3c1a2b-1111-4222-8333-444455556666',
    cashierId: '1b2c3d4e-1111-4222-8333-444455556666',
    shopId: '2c3d4e5f-1111-4222-8333-444455556666',
    shopName: 'Piassa Hall',
    gameType: 1,
    gameTypeName: 'Any one line',
    typeIndex: 1,
    ratePercent: 20,
    cards,
    betAmount: 10,
    totalAmount: cardCount * 10,
    commission: cardCount * 2,
    prize: cardCount * 8,
    bonusWithinCalls: 5,
    bonusOffered: 0,
    bonusAwarded: 0,
    bonusType: 'None',
    commitment: 'c'.repeat(64),
    salt: 'ab'.repeat(32),
    drawOrder: null,
    status: 'won',
    outcome: 'Won',
    actualWin: cardCount * 8,
    lastCallRule: 'any',
    paused: false,
    callIntervalMs: 3000,
    released: 20,
    calls: Array.from({ length: 20 }, (_, i) => ({
      k: i + 1,
      number: i + 1,
      label: ballLabel(i + 1),
      calledAt: at(i),
    })),
    events: [],
    winningCall: 20,
    winners: [cardCount],
    prizeShare: null,
    endedAtCall: 20,
    stakesRefunded: false,
    endReason: null,
    lockedCards: [],
    claims: [
      {
        cardId: cardCount,
        calledCount: 20,
        won: true,
        firstWinCall: 20,
        late: false,
        locked: false,
        createdAt: at(21),
      },
    ],
    createdAt: at(0),
    finishedAt: at(21),
    ...overrides,
  } as GameRecord;
}

/** A won game that ended after 20 of its 75 balls, its order and salt public. */
export function endedAfter20Calls(): GameRecord {
  const order = createDrawOrder(seededRandomInt(3));
  const salt = 'ab'.repeat(32);
  return sampleGame(10, {
    drawOrder: order,
    salt,
    commitment: drawCommitment(order, salt),
    calls: order
      .slice(0, 20)
      .map((number, i) => ({ k: i + 1, number, label: ballLabel(number), calledAt: at(i) })),
  });
}

/** The rows the report drew that do not fit between the margins of the page. */
export const offThePage = (drawn: DrawnText[]) =>
  drawn.filter(
    (d) => d.x < PAGE.margin || d.x + d.width > RIGHT + 1e-6 || d.y < PAGE.margin || d.y + ROW > BOTTOM,
  );
