export {
  assertBall,
  BALL_COUNT,
  BALL_LETTERS,
  type BallLetter,
  ballColumn,
  ballLabel,
  ballLetter,
  columnRange,
  isBall,
  NUMBERS_PER_COLUMN,
} from './ball.js';
export {
  BIRR_TOLERANCE,
  formatBirr,
  isBirrAmount,
  MAX_BALANCE_BIRR,
  MAX_BIRR,
  parseBirr,
  santimOf,
  toBirr,
  toSantim,
} from './birr.js';
export {
  BONUS_CALLS_STEP,
  bonusAward,
  bonusTypeLabel,
  isBonusWithinCalls,
  MAX_BONUS_WITHIN_CALLS,
} from './bonus.js';
export { CalledSet, toCalledSet } from './called-set.js';
export {
  assertCard,
  CARD_SIZE,
  type Card,
  CELL_COUNT,
  CENTRE_CELL,
  type Cell,
  cardCells,
  cardProblem,
} from './card.js';
export { cardCountProblem } from './card-count.js';
export { type CardIndex, indexCard, markedCells } from './card-index.js';
export { type CheckResult, checkCard, describeMarks } from './check.js';
export { type ClaimResult, describeLateWin, evaluateClaim, firstWinningCall } from './claim.js';
export { type ClaimInput, type ClaimVerdict, judgeClaim, lateClaimMessage } from './claim-verdict.js';
export { commitmentPreimage, drawCommitment, encodeDrawOrder, verifyCommitment } from './commitment.js';
export {
  buildDeck,
  DECK_SIZE,
  DEFAULT_DECK_SEED,
  defaultDeck,
  drawCard,
  generateDeck,
  getCard,
  isCardId,
} from './deck.js';
export { createDrawOrder, isDrawOrder } from './draw.js';
export { runsMoments, serialSumMoments } from './draw-moments.js';
export {
  createDrawTally,
  type DrawTally,
  type RandomnessTest,
  randomnessTests,
  tallyDraw,
} from './draw-randomness.js';
export {
  CARD_LOCKED_MESSAGE,
  CARD_NOT_SELECTED_MESSAGE,
  CHECK_TOO_EARLY_MESSAGE,
  MIN_CALLS_TO_CHECK,
  MIN_SELECTED_CARDS,
  NO_CARDS_SELECTED_MESSAGE,
  SELECT_TWO_CARDS_MESSAGE,
} from './game-messages.js';
export {
  type CheckOutcome,
  canCheck,
  checkProblem,
  type GameAction,
  type GameEndReason,
  type GameState,
  type GameStatus,
  type GameWin,
  gameReducer,
  initialGameState,
} from './game-state.js';
export {
  FULL_HOUSE,
  GAME_TYPE_COUNT,
  GAME_TYPES,
  type GameType,
  gameTypeAt,
  isGameTypeIndex,
} from './game-types.js';
export { sha256Hex } from './hash.js';
export {
  DEFAULT_LAST_CALL_RULE,
  isLastCallRule,
  LAST_CALL_RULES,
  type LastCallRule,
} from './last-call-rule.js';
export {
  ALL_LINES,
  CENTRE_MASK,
  type CellMask,
  COLUMN_LINES,
  CORNER_CELLS,
  CORNERS_MASK,
  cellsOf,
  completedLines,
  DEFAULT_LINES,
  FULL_CARD_MASK,
  INSIDE_CORNER_CELLS,
  INSIDE_CORNERS_MASK,
  LINE_COUNT,
  LINE_MASKS,
  LINES,
  LINES_THROUGH_CELL,
  lineCount,
  linesAfterMarking,
  maskOf,
  ROW_LINES,
} from './lines.js';
export {
  computeGameMoney,
  defaultRatePercent,
  type GameMoney,
  MAX_RATE_TYPE_INDEX,
  MIN_RATE_TYPE_INDEX,
  rateBasisPoints,
  splitPrize,
} from './money.js';
export { mulberry32, type RandomInt, seededRandomInt, uniformInt } from './random.js';
export { COUNTING_LINES, winningMask, winningTypes } from './rules.js';
export { createSalt, isSaltHex, type RandomBytes, SALT_BYTES } from './salt.js';
export { type Settlement, settleWin } from './settlement.js';
export {
  chiSquareCritical,
  chiSquarePValue,
  lnGamma,
  normalCritical,
  normalTwoSidedPValue,
  regularizedGammaQ,
} from './statistics.js';
export { CardTracker } from './tracker.js';
export {
  type GameFinding,
  type GameFindingCode,
  type RecordedClaim,
  type VerifiableGame,
  verifyGame,
} from './verify-game.js';
export {
  findingMessage,
  GAME_FINDING_MESSAGES,
  type GameFindingMessage,
} from './verify-game-messages.js';
export { type WinningCardsInput, winningCards } from './winners.js';
