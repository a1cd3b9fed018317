// A program of another developer's: it knows the engine only by its package name.
import {
  checkCard,
  createDrawOrder,
  drawCommitment,
  formatBirr,
  getCard,
  seededRandomInt,
  verifyGame,
} from '@bingo/engine';

const order = createDrawOrder(seededRandomInt(42));
const salt = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
// The AllowLate game of src/verify-game.test.ts, restated: this project sees only the packed package.
const game = {
  order,
  salt,
  commitment: drawCommitment(order, salt),
  gameType: 4,
  cards: [13, 109, 137, 141, 150],
  lastCallRule: 'AllowLate',
  released: 25,
  claims: [
    { cardId: 150, calledCount: 10, won: false, late: false, firstWinCall: null },
    { cardId: 13, calledCount: 12, won: false, late: false, firstWinCall: null },
    { cardId: 109, calledCount: 25, won: true, late: true, firstWinCall: 24 },
  ],
  lockedCards: [13],
  status: 'won',
  winningCall: 24,
  winners: [109, 141],
  betSantim: 2_500,
  ratePercent: 20,
  prizeSantim: 10_000,
  commissionSantim: 2_500,
  prizeShareSantim: 5_000,
  bonusWithinCalls: 25,
  bonusOfferedSantim: 50_000,
  bonusAwardedSantim: 50_000,
};

console.log(
  JSON.stringify({
    readme: checkCard(getCard(1), order.slice(0, 43), 0),
    money: formatBirr(123450),
    commitment: game.commitment,
    sound: verifyGame(game).map((f) => f.code),
    oneWinnerDropped: verifyGame({ ...game, winners: [109] }).map((f) => f.code),
  }),
);
