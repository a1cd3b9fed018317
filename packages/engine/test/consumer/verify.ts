// The same program in TypeScript, checked against the published .d.ts with Node's own resolution.
import {
  createDrawOrder,
  drawCommitment,
  type GameFinding,
  seededRandomInt,
  type VerifiableGame,
  verifyGame,
} from '@bingo/engine';

const order = createDrawOrder(seededRandomInt(42));
const salt = '00'.repeat(32);
const game: VerifiableGame = {
  order,
  salt,
  commitment: drawCommitment(order, salt),
  gameType: 1,
  cards: [1, 2],
  lastCallRule: 'AllowLate',
  released: 75,
  claims: [],
  lockedCards: [],
  status: 'finished',
  winningCall: null,
  winners: [],
  betSantim: 1_000,
  ratePercent: 10,
  prizeSantim: 1_800,
  commissionSantim: 200,
  prizeShareSantim: null,
  bonusWithinCalls: 0,
  bonusOfferedSantim: 0,
  bonusAwardedSantim: 0,
};
export const findings: GameFinding[] = verifyGame(game);
// @ts-expect-error: a finding's code is one of the documented codes, not any string.
export const unknownCode: GameFinding['code'] = 'no-such-code';
