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
  MAX_BIRR,
  parseBirr,
  santimOf,
  toBirr,
  toSantim,
} from './birr.js';
export { bonusAward, bonusTypeLabel } from './bonus.js';
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
export { type CardIndex, indexCard, markedCells } from './card-index.js';
export { type CheckResult, checkCard, describeMarks } from './check.js';
export { type ClaimResult, describeLateWin, evaluateClaim, firstWinningCall } from './claim.js';
export { drawCommitment, encodeDrawOrder, verifyCommitment } from './commitment.js';
export {
  buildDeck,
  DECK_SIZE,
  DEFAULT_DECK_SEED,
  defaultDeck,
  drawCard,
  generateDeck,
  getCard,
} from './deck.js';
export { createDrawOrder, isDrawOrder } from './draw.js';
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
export { FULL_HOUSE, GAME_TYPES, type GameType, gameTypeAt, isGameTypeIndex } from './game-types.js';
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
export { sha256, sha256Hex, utf8Bytes } from './sha256.js';
export { CardTracker } from './tracker.js';
