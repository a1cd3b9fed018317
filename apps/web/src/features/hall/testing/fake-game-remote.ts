import type { CheckResult, GameClaim, GameRecord, LastCallRule, StartedGame } from '@bingo/contracts';
import {
  ballLabel,
  computeGameMoney,
  evaluateClaim,
  firstWinningCall,
  GAME_TYPES,
  getCard,
  splitPrize,
  toBirr,
  toSantim,
} from '@bingo/engine';
import { ApiError } from '../../../lib/api';
import type { GameRemote } from '../games.api';

/**
 * An in-memory stand-in for the game API with the server's rules (engine verdicts, lock after check,
 * first win ends the game, equal split), for screen tests that run without a network.
 */
export function fakeGameRemote(options: {
  drawOrder: number[];
  balance?: number;
  lastCallRule?: LastCallRule;
  failStartWith?: ApiError;
}) {
  const calls: string[] = [];
  const checked = new Set<number>();
  const locked = new Set<number>();
  const claims: GameClaim[] = [];
  const purchases = new Map<string, StartedGame>();
  let recordFailure: Error | null = null;
  let balance = options.balance ?? 1000;
  let game: StartedGame | null = null;
  let status: CheckResult['gameStatus'] = 'running';
  let ended: Pick<GameRecord, 'winningCall' | 'winners' | 'prizeShare' | 'endedAtCall'> = {
    winningCall: null,
    winners: [],
    prizeShare: null,
    endedAtCall: null,
  };

  const remote: GameRemote = {
    async start(body, key) {
      calls.push(`start ${key}`);
      if (options.failStartWith) throw options.failStartWith;
      // The server answers a repeated key with the purchase it already made.
      const answered = purchases.get(key);
      if (answered) return answered;
      const ratePercent = 10 * body.typeIndex;
      const money = computeGameMoney({
        cards: body.cards.length,
        betSantim: toSantim(body.betAmount),
        ratePercent,
      });
      balance = toBirr(toSantim(balance) - money.commission);
      game = {
        gameId: '00000000-0000-4000-8000-000000000001',
        drawOrder: options.drawOrder,
        commitment: 'c0ffee',
        prize: toBirr(money.prize),
        commission: toBirr(money.commission),
        newBalance: balance,
        totalAmount: toBirr(money.total),
        betAmount: body.betAmount,
        ratePercent,
        cards: body.cards,
        numberOfCards: body.cards.length,
        gameType: body.gameType,
        gameTypeName: GAME_TYPES[body.gameType]?.name ?? '',
        typeIndex: body.typeIndex,
        bonusWithinCalls: body.bonusWithinCalls ?? 0,
        bonusAmount: body.bonusAmount ?? 0,
        lastCallRule: options.lastCallRule ?? 'AllowLate',
        createdAt: new Date().toISOString(),
      };
      purchases.set(key, game);
      return game;
    },
    async check(gameId, { cardId, calledCount }) {
      calls.push(`check ${cardId} at ${calledCount}`);
      if (!game || gameId !== game.gameId) throw new ApiError(404, 'Game not found');
      const claim = evaluateClaim(getCard(cardId), game.drawOrder, calledCount, game.gameType);
      const won = claim.won && (!claim.late || game.lastCallRule === 'AllowLate') && status === 'running';
      checked.add(cardId);
      const winningCall = claim.firstWinCall;
      const winners =
        won && winningCall !== null
          ? game.cards.filter((id) => {
              const call = firstWinningCall(
                getCard(id),
                game?.drawOrder.slice(0, calledCount) ?? [],
                game?.gameType ?? 0,
              );
              return call === winningCall;
            })
          : [];
      const share = won ? splitPrize(toSantim(game.prize), winners.length).share : null;
      const bonus =
        won && winningCall !== null && winningCall <= game.bonusWithinCalls ? game.bonusAmount : 0;
      if (won) {
        status = 'won';
        ended = {
          winningCall,
          winners,
          prizeShare: share === null ? null : toBirr(share),
          endedAtCall: calledCount,
        };
      }
      claims.push({
        cardId,
        calledCount,
        won,
        firstWinCall: claim.firstWinCall,
        late: claim.late,
        locked: false,
        createdAt: new Date().toISOString(),
      });
      return {
        gameId,
        cardId,
        calledCount,
        won,
        late: claim.late,
        firstWinCall: claim.firstWinCall,
        firstWinBall: claim.winningBall,
        firstWinLabel: claim.winningBall === null ? null : ballLabel(claim.winningBall),
        callsAgo: claim.won ? claim.callsAgo : null,
        winningCells: claim.winningCells,
        locked: false,
        message: won ? 'Winner' : 'Not a winner',
        gameStatus: status,
        winners,
        prizeShare: share === null ? null : toBirr(share),
        bonusAwarded: bonus,
        bonusType: bonus > 0 ? `Within ${game.bonusWithinCalls} calls` : 'None',
      };
    },
    async lock(gameId, cardId) {
      calls.push(`lock ${cardId}`);
      if (!checked.has(cardId)) throw new ApiError(409, 'Check the card before locking it');
      locked.add(cardId);
      for (const c of claims) if (c.cardId === cardId) c.locked = true;
      return { gameId, cardId, locked: true };
    },
    async abandon(gameId, calledCount) {
      calls.push(`abandon at ${calledCount}`);
      if (!game || gameId !== game.gameId) throw new ApiError(404, 'Game not found');
      if (status !== 'running') throw new ApiError(409, 'This game has already ended');
      status = 'abandoned';
      ended = { ...ended, endedAtCall: calledCount };
      return { gameId, status, endedAtCall: calledCount };
    },
    async current() {
      calls.push('current');
      if (!game || status !== 'running') return null;
      const record = await remote.record(game.gameId);
      calls.pop();
      return { ...record, knownCalledCount: Math.max(0, ...claims.map((c) => c.calledCount)) };
    },
    async record(gameId) {
      calls.push('record');
      if (recordFailure) throw recordFailure;
      if (!game || gameId !== game.gameId) throw new ApiError(404, 'Game not found');
      return {
        id: game.gameId,
        cashierId: '00000000-0000-4000-8000-00000000000c',
        shopId: '00000000-0000-4000-8000-00000000000e',
        gameType: game.gameType,
        gameTypeName: game.gameTypeName,
        typeIndex: game.typeIndex,
        ratePercent: game.ratePercent,
        cards: game.cards,
        betAmount: game.betAmount,
        totalAmount: game.totalAmount,
        commission: game.commission,
        prize: game.prize,
        bonusWithinCalls: game.bonusWithinCalls,
        bonusOffered: game.bonusAmount,
        bonusAwarded: 0,
        bonusType: 'None',
        drawOrder: game.drawOrder,
        commitment: game.commitment,
        status,
        lastCallRule: game.lastCallRule,
        ...ended,
        lockedCards: [...locked],
        claims: claims.map((c) => ({ ...c })),
        createdAt: game.createdAt,
        finishedAt: status === 'running' ? null : new Date().toISOString(),
      };
    },
  };
  return {
    remote,
    calls,
    balance: () => balance,
    /** Reading the record fails with this until set back to null (a hall without a connection). */
    failRecord: (error: Error | null) => {
      recordFailure = error;
    },
    /** The game was ended elsewhere (another tab) meanwhile. */
    endOnServer: (endedAtCall: number) => {
      status = 'abandoned';
      ended = { ...ended, endedAtCall };
    },
  };
}
