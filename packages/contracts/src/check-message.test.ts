import { describe, expect, it } from 'vitest';
import { checkMessage } from './check-message';
import { errorCodeOf } from './errors';

const card = { cardId: 17, firstWinCall: null, firstWinLabel: null, callsAgo: null };
const late = (callsAgo: number) => ({ cardId: 17, firstWinCall: 12, firstWinLabel: 'B7', callsAgo });

describe('checkMessage', () => {
  it('says a win on the last call, and a card that has not won', () => {
    expect(checkMessage({ ...card, won: true, firstWinCall: 9, firstWinLabel: 'N34', callsAgo: 0 })).toEqual({
      code: 'TEMPLATE_CARD_WINS',
      params: { card: '17' },
      message: 'BINGO! Card 17 wins.',
    });
    expect(checkMessage({ ...card, won: false })).toEqual({
      code: 'TEMPLATE_CARD_LOST',
      params: { card: '17' },
      message: 'Card 17 has not won.',
    });
  });

  it('says a missed bingo with its call, ball and how long ago, won or not', () => {
    expect(checkMessage({ ...late(3), won: true }).message).toBe(
      'BINGO! Card 17 won at call 12 (B7), 3 calls ago.',
    );
    expect(checkMessage({ ...late(1), won: true }).message).toBe(
      'BINGO! Card 17 won at call 12 (B7), 1 call ago.',
    );
    expect(checkMessage({ ...late(3), won: false }).message).toBe(
      'Card 17 won at call 12 (B7), 3 calls ago. Only a win on the last call counts in this shop.',
    );
    expect(checkMessage({ ...late(1), won: false })).toEqual({
      code: 'TEMPLATE_CARD_LATE_ONE',
      params: { card: '17', call: '12', ball: 'B7' },
      message: 'Card 17 won at call 12 (B7), 1 call ago. Only a win on the last call counts in this shop.',
    });
  });

  it('carries the code and values its English words read back with', () => {
    for (const facts of [
      { ...card, won: true },
      { ...card, won: false },
      { ...late(3), won: true },
      { ...late(1), won: true },
      { ...late(3), won: false },
      { ...late(1), won: false },
    ]) {
      const { code, params, message } = checkMessage(facts);
      expect(errorCodeOf(message)).toEqual({ code, params });
    }
  });
});
