import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import {
  fillText,
  GAME_MESSAGES,
  gamePurchaseNote,
  type StartedGame,
  type StartGame,
  TEMPLATE_MESSAGES,
} from '@bingo/contracts';
import {
  cardCountProblem,
  computeGameMoney,
  createDrawOrder,
  createSalt,
  drawCommitment,
  formatBirr,
  gameTypeAt,
  toBirr,
  toSantim,
} from '@bingo/engine';
import type { Db, Tx } from '@/db/client';
import { commitWith, inOrder } from '@/db/pipeline';
import { ConflictError, UnauthorizedError, uniqueViolation, ValidationError } from '@/errors';
import type { Viewer } from '@/modules/auth/caller';
import { appendGameEvent } from '../audit/audit.service';
import { shopChain } from '../audit/chain';
import { findUserBalance } from '../balance/balance.repo';
import { rateOrDefault } from '../commission/commission.service';
import { rulesOrDefaults } from '../game-settings/game-settings.service';
import { idempotent, type Keep } from '../ledger/idempotency';
import { startPayment } from '../ledger/ledger.service';
import { requireOpenShift } from '../shifts/shifts.service';
import { findOwnGameStatus, findPurchaseContext, insertGameAndSale, type NewSale } from './games.repo';

/** The partial unique index that allows one running game per cashier. */
const ONE_RUNNING_GAME = 'games_one_running_uq';

/** The cashier's balance after the purchase; read only when a 0 % tier moved no money. */
async function balanceNow(tx: Tx, cashierId: string): Promise<number> {
  return (await findUserBalance(tx, cashierId, undefined))?.balance ?? 0;
}

/**
 * Buys and starts a game in one transaction: check the cards and bet against the shop's settings,
 * price it with the engine, draw the order with the CSPRNG and commit to it with a fresh salt, record
 * the sale (Running, nothing paid yet), and take the commission from the cashier (a GamePurchase to
 * revenue). The bonus offered is the shop's active jackpot. The answer carries the commitment, never
 * the order or the salt. A second running game for the cashier is refused by the database itself, so
 * two parallel Starts leave one game and one debit.
 */
export async function startGame(db: Db, cashier: Viewer, body: StartGame, key: string | undefined) {
  try {
    const answer = await idempotent<StartedGame>(
      db,
      { userId: cashier.id, key, route: 'POST /api/games', body },
      (tx, keep) => buyAndStart(tx, cashier, body, keep),
    );
    // A retried Start whose answer was lost gets its game back, but only while that game runs: an
    // ended game replayed would come back unpaid, with an order already shown on the verify page.
    if (answer.replayed && (await findOwnGameStatus(db, answer.body.gameId, cashier.id)) !== 'running')
      throw new ConflictError(GAME_MESSAGES.startEnded);
    return answer.body;
  } catch (err) {
    if (uniqueViolation(err) === ONE_RUNNING_GAME) throw new ConflictError(GAME_MESSAGES.alreadyRunning);
    throw err;
  }
}

/** A check's refusal as a value, so a pending check can be awaited after the refusals that come first. */
const refusalOf = (check: Promise<void>): Promise<unknown> =>
  check.then(
    () => undefined,
    (err: unknown) => err,
  );

async function buyAndStart(
  tx: Tx,
  cashier: Viewer,
  body: StartGame,
  keep: Keep<StartedGame>,
): Promise<StartedGame> {
  // The two reads depend on nothing of each other, so they go out together (one wait on the
  // network); the shift's refusal still comes after the purchase's own.
  const contextRead = findPurchaseContext(tx, cashier.id, body.typeIndex);
  const shiftRefusal = refusalOf(requireOpenShift(tx, cashier.id));
  const context = await contextRead;
  // Deactivated while this request was on its way: its token has stopped working.
  if (context && !context.cashierActive) throw new UnauthorizedError();
  if (!context?.superAgentId) throw new ValidationError(GAME_MESSAGES.noShop);
  const shop = { id: context.shopId, agentId: context.agentId, superAgentId: context.superAgentId };
  const rules = rulesOrDefaults(context.settings);
  const cardProblem = cardCountProblem(body.cards.length, rules.minCards, rules.maxCards);
  if (cardProblem) throw new ValidationError(cardProblem);
  const bet = toSantim(body.betAmount);
  if (bet < rules.minStackAmount) {
    throw new ValidationError(
      fillText(TEMPLATE_MESSAGES.minimumBet, { amount: formatBirr(rules.minStackAmount) }),
    );
  }
  const ratePercent = rateOrDefault(context.rate, body.typeIndex);
  const money = computeGameMoney({ cards: body.cards.length, betSantim: bet, ratePercent });
  const bonusOffered = context.jackpot ?? 0;
  const typeName = gameTypeAt(body.gameType).name;
  const closedShift = await shiftRefusal;
  if (closedShift) throw closedShift;

  const drawOrder = createDrawOrder(randomInt);
  const salt = createSalt((n) => new Uint8Array(randomBytes(n)));
  const commitment = drawCommitment(drawOrder, salt);
  const gameId = randomUUID();
  const game = {
    id: gameId,
    cashierId: cashier.id,
    shopId: shop.id,
    gameType: body.gameType,
    typeIndex: body.typeIndex,
    ratePercent: ratePercent.toFixed(2),
    cards: body.cards,
    betAmount: bet,
    totalAmount: money.total,
    commission: money.commission,
    prize: money.prize,
    bonusWithinCalls: body.bonusWithinCalls,
    bonusOffered,
    drawOrder,
    salt,
    commitment,
    callIntervalMs: body.callIntervalMs,
    lastCallRule: rules.lastCallRule,
  };
  const sale: NewSale = {
    gameId,
    userId: cashier.id,
    shopId: shop.id,
    agentId: shop.agentId,
    superAgentId: shop.superAgentId,
    cardPrice: bet,
    gameType: body.gameType,
    gameTypeName: typeName,
    numberOfCards: body.cards.length,
    totalAmount: money.total,
    commission: money.commission,
    actualWin: 0,
    outcome: 'Running',
  };
  // The game, its sale, the commission and the game's start are one purchase: they commit together or
  // not at all. First the game, its sale and the cashier's debit, sent together (postgres.js
  // pipelines a transaction's queries): one wait on the network, and the debit may still refuse.
  const [, payment] = await inOrder(
    insertGameAndSale(tx, game, sale),
    money.commission > 0
      ? startPayment(tx, {
          kind: 'GamePurchase',
          amount: money.commission,
          from: { userId: cashier.id },
          to: { system: 'revenue' },
          initiatedBy: cashier.id,
          notes: gamePurchaseNote(typeName, body.cards.length),
          reference: { gameId },
          insufficientMessage: GAME_MESSAGES.insufficient,
          auditChain: shopChain(shop.id),
        })
      : undefined,
  );
  const newBalance = payment ? payment.from.balance : await balanceNow(tx, cashier.id);
  const started: StartedGame = {
    gameId,
    commitment,
    callIntervalMs: body.callIntervalMs,
    prize: toBirr(money.prize),
    commission: toBirr(money.commission),
    newBalance: toBirr(newBalance),
    totalAmount: toBirr(money.total),
    betAmount: toBirr(bet),
    ratePercent,
    cards: body.cards,
    numberOfCards: body.cards.length,
    gameType: body.gameType,
    gameTypeName: typeName,
    typeIndex: body.typeIndex,
    bonusWithinCalls: body.bonusWithinCalls,
    bonusAmount: toBirr(bonusOffered),
    lastCallRule: rules.lastCallRule,
    // The transaction's now(), which the game and its sale are stored with.
    createdAt: context.now.toISOString(),
  };
  // Then what nothing can refuse any more, sent with the COMMIT: the revenue credit and its record,
  // the two audit links and the stored answer. The revenue row every game shares is locked only
  // while the database does this work.
  await commitWith(
    tx,
    payment?.complete(),
    appendGameEvent(tx, { id: gameId, shopId: shop.id }, 'GameStarted', cashier.id, {
      gameType: body.gameType,
      typeIndex: body.typeIndex,
      cards: body.cards,
      betAmount: bet,
      totalAmount: money.total,
      commission: money.commission,
      prize: money.prize,
      bonusOffered,
      commitment,
      callIntervalMs: body.callIntervalMs,
      lastCallRule: rules.lastCallRule,
    }),
    keep(started),
  );
  return started;
}
