import {
  type CheckResult,
  checkMessage,
  type GameCall,
  type LastCallRule,
  type LiveGame,
  type StartedGame,
} from '@bingo/contracts';
import {
  BALL_COUNT,
  ballLabel,
  computeGameMoney,
  GAME_TYPES,
  getCard,
  judgeClaim,
  settleWin,
  toBirr,
  toSantim,
} from '@bingo/engine';
import { ApiError, NoResponseError } from '@/lib/api';
import type { CallAnswer } from '../call-loop';
import type { GameRemote } from '../games.api';

const GAME_ID = '00000000-0000-4000-8000-000000000001';

/**
 * An in-memory stand-in for the game API with the server's rules: it alone holds the draw order and
 * releases number k only when asked for k = released + 1 while running; claims are judged at its own
 * count; the first win ends the game, and the check that won it, asked again, is answered as recorded.
 * `down()` cuts the line: every request then fails as a browser offline does, or with the error
 * given, as a hall's proxy answers (a 502) while the API behind it is down.
 */
export function fakeGameRemote(options: {
  drawOrder: number[];
  balance?: number;
  lastCallRule?: LastCallRule;
  failStartWith?: ApiError;
}) {
  const log: string[] = [];
  const locked = new Set<number>();
  const checked = new Set<number>();
  const calls: GameCall[] = [];
  const purchases = new Map<string, StartedGame>();
  let balance = options.balance ?? 1000;
  let game: StartedGame | null = null;
  let status: CheckResult['gameStatus'] = 'running';
  let paused = false;
  let offline = false;
  let downWith: Error = new NoResponseError();
  let loseCheckAnswer = false;
  /** The check that won the game: asked again, the server answers it as recorded. */
  let winningCheck: CheckResult | null = null;

  const line = () => {
    if (offline) throw downWith;
  };
  const find = (gameId: string) => {
    if (!game || gameId !== game.gameId) throw new ApiError(404, 'Game not found');
    return game;
  };
  const open = (gameId: string) => {
    const g = find(gameId);
    if (status !== 'running') throw new ApiError(409, 'This game has already ended');
    return g;
  };
  const live = (g: StartedGame): LiveGame => ({
    ...g,
    status,
    paused,
    released: calls.length,
    calls: calls.map((c) => ({ ...c })),
    lockedCards: [...locked],
    shopName: 'Hall One',
  });
  const order = () => options.drawOrder.slice(0, calls.length);

  const remote: GameRemote = {
    async start(body, key) {
      log.push(`start ${key}`);
      line();
      if (options.failStartWith) throw options.failStartWith;
      const answered = purchases.get(key);
      // A key's answer comes back only while its game runs, as on the server: never an ended game.
      if (answered && answered === game && status === 'running') return answered;
      if (answered) {
        throw new ApiError(
          409,
          'The game this Start bought has already ended. Press Start again to buy a new game.',
        );
      }
      if (game && status === 'running') {
        throw new ApiError(
          409,
          'A game is already running. Return to it or end it before starting a new one.',
        );
      }
      const ratePercent = 10 * body.typeIndex;
      const money = computeGameMoney({
        cards: body.cards.length,
        betSantim: toSantim(body.betAmount),
        ratePercent,
      });
      balance = toBirr(toSantim(balance) - money.commission);
      game = {
        gameId: GAME_ID,
        commitment: 'c0ffee12a1b2c3d4e5f6',
        callIntervalMs: body.callIntervalMs,
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
        bonusAmount: 100,
        lastCallRule: options.lastCallRule ?? 'AllowLate',
        createdAt: new Date().toISOString(),
      };
      // A new game starts from nothing of the last one's.
      status = 'running';
      paused = false;
      calls.length = 0;
      locked.clear();
      checked.clear();
      winningCheck = null;
      purchases.set(key, game);
      return game;
    },
    async call(gameId, k): Promise<CallAnswer> {
      log.push(`call ${k}`);
      if (offline) return { kind: 'unreachable' };
      find(gameId);
      if (k <= calls.length) return { kind: 'called', call: { ...(calls[k - 1] as GameCall) } };
      if (status !== 'running' || paused || k !== calls.length + 1) {
        return { kind: 'closed', message: paused ? 'The game is paused' : 'This game has already ended' };
      }
      const number = options.drawOrder[k - 1] as number;
      const call = { k, number, label: ballLabel(number), calledAt: new Date().toISOString() };
      calls.push(call);
      return { kind: 'called', call: { ...call } };
    },
    async pause(gameId) {
      log.push('pause');
      line();
      paused = true;
      return live(open(gameId));
    },
    async resume(gameId) {
      log.push('resume');
      line();
      paused = false;
      return live(open(gameId));
    },
    async speed(gameId, ms) {
      log.push(`speed ${ms}`);
      line();
      const g = open(gameId);
      g.callIntervalMs = ms;
      return live(g);
    },
    async check(gameId, cardId) {
      line();
      find(gameId);
      if (winningCheck?.cardId === cardId) {
        log.push(`check ${cardId} answered as recorded`);
        return { ...winningCheck };
      }
      const g = open(gameId);
      const at = calls.length;
      log.push(`check ${cardId} at ${at}`);
      paused = true;
      if (locked.has(cardId)) throw new ApiError(409, 'This card is locked and cannot be checked again.');
      // Judged and settled by the engine, as the server does.
      const verdict = judgeClaim({
        card: getCard(cardId),
        order: order(),
        calledCount: at,
        gameType: g.gameType,
        lastCallRule: g.lastCallRule,
      });
      const won = verdict.won;
      checked.add(cardId);
      const settled =
        won && verdict.winningCall !== null
          ? settleWin({
              cards: g.cards,
              lockedCards: [...locked],
              order: order(),
              winningCall: verdict.winningCall,
              gameType: g.gameType,
              lastCallRule: g.lastCallRule,
              prizeSantim: toSantim(g.prize),
              bonusWithinCalls: g.bonusWithinCalls,
              bonusOfferedSantim: toSantim(g.bonusAmount),
            })
          : null;
      if (won) status = 'won';
      const facts = {
        cardId,
        won,
        firstWinCall: verdict.firstWinCall,
        firstWinLabel: verdict.firstWinBall === null ? null : ballLabel(verdict.firstWinBall),
        callsAgo: verdict.firstWinCall === null ? null : verdict.callsAgo,
      };
      const answer: CheckResult = {
        ...facts,
        gameId,
        calledCount: at,
        late: verdict.late,
        firstWinBall: verdict.firstWinBall,
        winningCells: verdict.winningCells,
        locked: false,
        message: checkMessage(facts).message,
        gameStatus: status,
        winners: settled?.winners ?? [],
        prizeShare: settled ? toBirr(settled.shareSantim) : null,
        bonusAwarded: toBirr(settled?.bonusSantim ?? 0),
        bonusType: settled?.bonusType ?? 'None',
      };
      if (won) winningCheck = answer;
      if (loseCheckAnswer) {
        loseCheckAnswer = false;
        throw new NoResponseError();
      }
      return { ...answer };
    },
    async lock(gameId, cardId) {
      log.push(`lock ${cardId}`);
      line();
      open(gameId);
      if (!checked.has(cardId)) throw new ApiError(409, 'Check the card before locking it');
      locked.add(cardId);
      return { gameId, cardId, locked: true };
    },
    async abandon(gameId, refunded) {
      log.push(`abandon at ${calls.length}${refunded ? ' refunded' : ''}`);
      line();
      open(gameId);
      status = 'abandoned';
      return { gameId, status, endedAtCall: calls.length };
    },
    async finish(gameId) {
      log.push(`finish at ${calls.length}`);
      line();
      open(gameId);
      if (calls.length < BALL_COUNT) throw new ApiError(409, 'Not every number has been called');
      status = 'finished';
      return { gameId, status, endedAtCall: calls.length };
    },
    async current() {
      log.push('current');
      line();
      return game && status === 'running' ? live(game) : null;
    },
  };
  return {
    remote,
    log,
    balance: () => balance,
    /** The numbers the server has released, in order. */
    released: () => calls.map((c) => c.number),
    status: () => status,
    /** Whether the server has the game paused: the hall's Pause (or a Check) was recorded. */
    paused: () => paused,
    down: (answer: Error = new NoResponseError()) => {
      offline = true;
      downWith = answer;
    },
    up: () => {
      offline = false;
    },
    /** The next check is recorded, but its answer is lost on the way back (the line drops). */
    loseNextCheckAnswer: () => {
      loseCheckAnswer = true;
    },
    /** The game was ended elsewhere (another PC) meanwhile. */
    endOnServer: () => {
      status = 'abandoned';
    },
  };
}
