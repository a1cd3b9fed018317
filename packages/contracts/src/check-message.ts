import { type ErrorCode, fillText, TEMPLATE_MESSAGES, templateCode } from './errors';
import type { CheckResult } from './games';

/** The facts of a check answer that its sentence is made of. */
export type CheckFacts = Pick<CheckResult, 'cardId' | 'won' | 'firstWinCall' | 'firstWinLabel' | 'callsAgo'>;

/** A check answer's sentence: its English words, and the code and values a screen translates it by. */
export interface CheckMessage extends ErrorCode {
  params: Record<string, string>;
  message: string;
}

type CheckTemplate = 'cardWins' | 'cardLost' | 'cardWonLate' | 'cardWonLateOne' | 'cardLate' | 'cardLateOne';

/**
 * What a check says (DESIGN 5.4): a win, a loss, or a missed bingo, "won at call k (B7), n calls
 * ago", which under LastCallOnly also says why it does not count. The API sends it as the answer's
 * `message`; a screen builds the same from the answer's facts and says it in the reader's language.
 *
 * @example checkMessage({ cardId: 17, won: true, firstWinCall: 12, firstWinLabel: 'B7', callsAgo: 3 }).message
 * // 'BINGO! Card 17 won at call 12 (B7), 3 calls ago.'
 */
export function checkMessage(facts: CheckFacts): CheckMessage {
  const { cardId, won, firstWinCall, firstWinLabel, callsAgo } = facts;
  const card = String(cardId);
  let key: CheckTemplate;
  let params: Record<string, string>;
  if (firstWinCall === null || firstWinLabel === null || callsAgo === null || callsAgo <= 0) {
    key = won ? 'cardWins' : 'cardLost';
    params = { card };
  } else {
    const one = callsAgo === 1;
    key = won ? (one ? 'cardWonLateOne' : 'cardWonLate') : one ? 'cardLateOne' : 'cardLate';
    params = { card, call: String(firstWinCall), ball: firstWinLabel };
    if (!one) params.ago = String(callsAgo);
  }
  return { code: templateCode(key), params, message: fillText(TEMPLATE_MESSAGES[key], params) };
}
