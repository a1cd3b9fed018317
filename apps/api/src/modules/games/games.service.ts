import { randomInt, randomUUID } from 'node:crypto';
import {
  type CurrentGame,
  GAME_MESSAGES,
  type GameRecord,
  type StartedGame,
  type StartGame,
} from '@bingo/contracts';
import {
  computeGameMoney,
  createDrawOrder,
  drawCommitment,
  formatBirr,
  gameTypeAt,
  toBirr,
  toSantim,
} from '@bingo/engine';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { NotFoundError, ValidationError } from '../../errors';
import { findUserBalance, type Viewer } from '../balance/balance.repo';
import { rateOrDefault } from '../commission/commission.service';
import { rulesOrDefaults } from '../game-settings/game-settings.service';
import { idempotent } from '../ledger/idempotency';
import { moveMoney } from '../ledger/ledger.service';
import { salesScope } from '../sales/sales.repo';
import {
  claimsOf,
  findPurchaseContext,
  findRunningGameId,
  findVisibleGame,
  gameAndSaleInserts,
  insertGameAndSale,
  lockedCardsOf,
} from './games.repo';

function checkCardCount(count: number, minCards: number, maxCards: number): void {
  // Every game needs at least two cards, whatever the shop's minimum says.
  const min = Math.max(2, minCards);
  if (count < min) {
    throw new ValidationError(
      min === 2 ? GAME_MESSAGES.tooFewCards : `Please select at least ${min} cards before playing.`,
    );
  }
  if (count > maxCards) throw new ValidationError(`Please select at most ${maxCards} cards for this shop.`);
}

/** The cashier's balance after the purchase; read only when a 0 % tier moved no money. */
async function balanceNow(tx: Tx, cashierId: string): Promise<number> {
  return (await findUserBalance(tx, cashierId, undefined))?.balance ?? 0;
}

/**
 * Buys and starts a game in one transaction: check the cards and bet against the shop's settings,
 * price it with the engine, store the game with its CSPRNG draw order and the order's SHA-256
 * commitment, record the sale, and take the commission from the cashier (a GamePurchase to revenue).
 * Any refusal rolls everything back.
 */
export async function startGame(db: Db, cashier: Viewer, body: StartGame, key: string | undefined) {
  const answer = await idempotent(
    db,
    { userId: cashier.id, key, route: 'POST /api/games', body },
    async (tx): Promise<StartedGame> => {
      const context = await findPurchaseContext(tx, cashier.id, body.typeIndex);
      if (!context?.superAgentId) throw new ValidationError(GAME_MESSAGES.noShop);
      const shop = { id: context.shopId, agentId: context.agentId, superAgentId: context.superAgentId };
      const rules = rulesOrDefaults(context.settings);
      checkCardCount(body.cards.length, rules.minCards, rules.maxCards);
      const bet = toSantim(body.betAmount);
      if (bet < rules.minStackAmount) {
        throw new ValidationError(`The minimum bet is ${formatBirr(rules.minStackAmount)} per card.`);
      }
      const ratePercent = rateOrDefault(context.rate, body.typeIndex);
      const money = computeGameMoney({ cards: body.cards.length, betSantim: bet, ratePercent });
      const bonusOffered =
        body.bonusAmount === undefined ? (context.jackpot ?? 0) : toSantim(body.bonusAmount);
      const typeName = gameTypeAt(body.gameType).name;

      const drawOrder = createDrawOrder(randomInt);
      const gameId = randomUUID();
      const commitment = drawCommitment(drawOrder);
      // The transaction's now(), which the game and its sale are stored with.
      const createdAt = context.now;
      const inserts = gameAndSaleInserts(
        tx,
        {
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
          commitment,
          lastCallRule: rules.lastCallRule,
        },
        {
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
          actualWin: money.prize,
        },
      );
      // The game and its sale ride on the statement that debits the cashier (they lock no account);
      // the purchase then holds the shared revenue row only for its last statement and the commit.
      const purchase =
        money.commission > 0
          ? await moveMoney(tx, {
              kind: 'GamePurchase',
              amount: money.commission,
              from: { userId: cashier.id },
              to: { system: 'revenue' },
              initiatedBy: cashier.id,
              notes: `Game purchase - ${typeName} - ${body.cards.length} cards`,
              gameId,
              insufficientMessage: GAME_MESSAGES.insufficient,
              alongside: inserts,
            })
          : undefined;
      if (!purchase) await insertGameAndSale(tx, inserts);
      const newBalance = purchase ? purchase.from.balance : await balanceNow(tx, cashier.id);
      return {
        gameId,
        drawOrder,
        commitment,
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
        createdAt: createdAt.toISOString(),
      };
    },
  );
  return answer.body;
}

/** The whole record for audit, within the viewer's sales scope. */
export async function getGame(db: DbOrTx, viewer: Viewer, gameId: string): Promise<GameRecord> {
  const found = await findVisibleGame(db, gameId, salesScope(viewer));
  if (!found) throw new NotFoundError(GAME_MESSAGES.notFound);
  const { game } = found;
  const claims = await claimsOf(db, game.id);
  const lockedCards = await lockedCardsOf(db, game.id);
  return {
    id: game.id,
    cashierId: game.cashierId,
    shopId: game.shopId,
    gameType: game.gameType,
    gameTypeName: gameTypeAt(game.gameType).name,
    typeIndex: game.typeIndex,
    ratePercent: Number(game.ratePercent),
    cards: game.cards,
    betAmount: toBirr(game.betAmount),
    totalAmount: toBirr(game.totalAmount),
    commission: toBirr(game.commission),
    prize: toBirr(game.prize),
    bonusWithinCalls: game.bonusWithinCalls,
    bonusOffered: toBirr(game.bonusOffered),
    bonusAwarded: toBirr(game.bonusAwarded),
    bonusType: found.bonusType,
    drawOrder: game.drawOrder,
    commitment: game.commitment,
    status: game.status,
    lastCallRule: game.lastCallRule,
    winningCall: game.winningCall,
    winners: game.winners ?? [],
    prizeShare: game.prizeShare === null ? null : toBirr(game.prizeShare),
    endedAtCall: game.endedAtCall,
    lockedCards: lockedCards.sort((a, b) => a - b),
    claims: claims.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
    createdAt: game.createdAt.toISOString(),
    finishedAt: game.finishedAt?.toISOString() ?? null,
  };
}

/**
 * The cashier's own running game, so a hall PC that lost its saved copy can still finish what it paid
 * for. The claims are the server's only proof of how far the calling got.
 */
export async function getCurrentGame(db: DbOrTx, cashier: Viewer): Promise<CurrentGame> {
  const gameId = await findRunningGameId(db, cashier.id);
  if (!gameId) throw new NotFoundError(GAME_MESSAGES.noRunningGame);
  const record = await getGame(db, cashier, gameId);
  return { ...record, knownCalledCount: Math.max(0, ...record.claims.map((c) => c.calledCount)) };
}
