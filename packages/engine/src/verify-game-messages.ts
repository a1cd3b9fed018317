/**
 * Every sentence verifyGame can say, as a template: `{{name}}` marks a value. Kept apart from the
 * checks so a screen can read a finding back by its template and say it in another language; the
 * words a value can be (`none`, a game status) are here too, so they can be translated in turn.
 */
export const GAME_FINDING_MESSAGES = {
  unknownGameType: 'Unknown game type {{value}}.',
  unknownLastCallRule: 'Unknown lastCallRule {{value}}.',
  notSantim: '{{field}} must be a non-negative whole number of santim.',
  badBonusWithinCalls: 'bonusWithinCalls must be 0 or a multiple of 5 up to 75.',
  uncheckable: 'The record cannot be checked: {{reason}}',
  orderNotPermutation: 'The draw order is not a permutation of 1..75.',
  commitmentMismatch: 'The order and salt do not hash to the published commitment.',
  cardsInvalid: 'The selected cards must be distinct ids from 1 to {{max}}.',
  releasedOutOfRange: 'The released count {{released}} is not a whole number from 0 to 75.',
  callCount: '{{count}} calls are recorded, but the released count is {{released}}.',
  callOffOrder: "Call {{call}} was {{number}}, but the order's number {{place}} is {{expected}}.",
  claimAfterWin:
    'Claim {{claim}} (card {{card}} at call {{count}}) was recorded after the winning claim {{winning}}.',
  claimsOutOfOrder:
    'Claim {{claim}} (card {{card}} at call {{count}}) is judged at an earlier count than the claim before it ({{previous}}).',
  claimCardNotSelected:
    'Claim {{claim}} (card {{card}} at call {{count}}) is for a card that is not in the game.',
  claimCountOutOfRange:
    'Claim {{claim}} (card {{card}} at call {{count}}) is judged at a count outside {{min}}..{{released}} (the released count).',
  claimWonButLoses: 'Claim {{claim}} (card {{card}} at call {{count}}) is recorded as won, but it loses.',
  claimLostButWins: 'Claim {{claim}} (card {{card}} at call {{count}}) is recorded as lost, but it wins.',
  claimFirstWin:
    'Claim {{claim}} (card {{card}} at call {{count}}) records a first win at call {{recorded}}, but it is {{actual}}.',
  claimLateButNot:
    'Claim {{claim}} (card {{card}} at call {{count}}) is recorded as late, but it is not late.',
  claimNotLateButLate:
    'Claim {{claim}} (card {{card}} at call {{count}}) is recorded as not late, but it is late.',
  lockWithoutClaim: 'Card {{card}} is locked but was never checked.',
  statusButNoWin: 'The game is recorded as {{status}}, but no claim won.',
  winButStatus: 'Claim {{claim}} won, but the game is recorded as {{status}}.',
  finishedEarly:
    'The game is recorded as finished after {{released}} calls, but a game with no winner finishes only when all {{count}} numbers are called.',
  noWinnerPaid: 'A game nobody won records a winning call, winners or a prize share.',
  noWinnerBonus: 'A game nobody won records a bonus of {{bonus}} santim.',
  winningCardLocked: 'Claim {{claim}} (card {{card}} at call {{count}}) won, but its card is locked.',
  winningCardNotWinner:
    'Claim {{claim}} (card {{card}} at call {{count}}) won, but its card is not among the recorded winners.',
  winningCall: 'The winning call is recorded as {{recorded}}, but the winning claim counts at call {{call}}.',
  callsAfterEnd:
    '{{released}} balls were released, but the game ended with the winning claim at call {{call}}.',
  winners:
    'The winners are recorded as {{recorded}}, but the cards winning at call {{call}} are {{expected}}.',
  split:
    "Each winner's share is recorded as {{recorded}} santim, but {{prize}} split {{ways}} ways is {{share}}.",
  bonus: 'The bonus is recorded as {{recorded}} santim, but a win at call {{call}} earns {{expected}}.',
  badRate: 'ratePercent must be from 0 to 100 with at most 2 decimals.',
  prizeMoney:
    'The prize is recorded as {{recorded}} santim, but {{cards}} cards at {{bet}} santim make {{total}}, and less the {{rate}}% commission, rounded to whole Birr, the prize is {{expected}}.',
  commissionMoney:
    'The commission is recorded as {{recorded}} santim, but {{total}} santim less the prize of {{prize}} is {{expected}}.',
  none: 'none',
  running: 'running',
  won: 'won',
  finished: 'finished',
  abandoned: 'abandoned',
} as const;

/** The name of one finding template in GAME_FINDING_MESSAGES, as findingMessage takes it. */
export type GameFindingMessage = keyof typeof GAME_FINDING_MESSAGES;

/**
 * A finding's sentence: its template with the values put in.
 *
 * @example findingMessage('lockWithoutClaim', { card: 137 }) // 'Card 137 is locked but was never checked.'
 */
export function findingMessage(
  name: GameFindingMessage,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return GAME_FINDING_MESSAGES[name].replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
