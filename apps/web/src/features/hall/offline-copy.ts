import { type LiveGame, LiveGameSchema, type StartedGame } from '@bingo/contracts';
import { serverOutOfReach } from '@/lib/api';
import type { GameRemote } from './games.api';

/**
 * This PC's copy of the cashier's running game, kept as the server answers: the purchase, each
 * released number and each locked card. When a reload finds the server unreachable, the console is
 * drawn from it, paused, instead of a blank page; the server stays the judge of every number, so
 * when the line is back the calls go on from the server's count and a stale copy cannot add any.
 */
const copyKey = (userId: string) => `bingoHallLive:${userId}`;

export function readOfflineCopy(userId: string): LiveGame | null {
  try {
    const parsed = LiveGameSchema.safeParse(JSON.parse(localStorage.getItem(copyKey(userId)) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function save(userId: string, game: LiveGame | null): void {
  if (game === null) localStorage.removeItem(copyKey(userId));
  else localStorage.setItem(copyKey(userId), JSON.stringify(game));
}

/** Changes the copy of `gameId` only: an answer for another game never touches it. */
function update(userId: string, gameId: string, change: (game: LiveGame) => LiveGame): void {
  const copy = readOfflineCopy(userId);
  if (copy?.gameId === gameId) save(userId, change(copy));
}

/** The live state of a game just bought: nothing called yet. */
export function liveOfStarted(started: StartedGame): LiveGame {
  return {
    gameId: started.gameId,
    status: 'running',
    paused: false,
    callIntervalMs: started.callIntervalMs,
    commitment: started.commitment,
    released: 0,
    calls: [],
    lockedCards: [],
    cards: started.cards,
    gameType: started.gameType,
    gameTypeName: started.gameTypeName,
    typeIndex: started.typeIndex,
    betAmount: started.betAmount,
    totalAmount: started.totalAmount,
    prize: started.prize,
    commission: started.commission,
    bonusWithinCalls: started.bonusWithinCalls,
    bonusAmount: started.bonusAmount,
    lastCallRule: started.lastCallRule,
    createdAt: started.createdAt,
    shopName: '',
  };
}

/** Games whose state came from the copy, not the server, so the screen can say so. */
const fromCopy = new WeakSet<LiveGame>();
export const isOfflineCopy = (game: LiveGame): boolean => fromCopy.has(game);

/** The remote, keeping the signed-in cashier's copy as the server answers. */
export function withOfflineCopy(remote: GameRemote, userId: string): GameRemote {
  return {
    ...remote,
    start: async (body, idempotencyKey) => {
      const started = await remote.start(body, idempotencyKey);
      save(userId, liveOfStarted(started));
      return started;
    },
    call: async (gameId, k) => {
      const answer = await remote.call(gameId, k);
      if (answer.kind === 'called') {
        const { call } = answer;
        update(userId, gameId, (game) => ({
          ...game,
          calls: [...game.calls.filter((c) => c.k !== call.k), call],
          released: Math.max(game.released, call.k),
        }));
      }
      return answer;
    },
    check: async (gameId, cardId) => {
      const result = await remote.check(gameId, cardId);
      if (result.gameStatus !== 'running') save(userId, null);
      return result;
    },
    lock: async (gameId, cardId) => {
      const locked = await remote.lock(gameId, cardId);
      update(userId, gameId, (game) => ({
        ...game,
        lockedCards: game.lockedCards.includes(cardId) ? game.lockedCards : [...game.lockedCards, cardId],
      }));
      return locked;
    },
    abandon: async (gameId, refunded) => {
      const ended = await remote.abandon(gameId, refunded);
      save(userId, null);
      return ended;
    },
    finish: async (gameId) => {
      const ended = await remote.finish(gameId);
      save(userId, null);
      return ended;
    },
    current: async (signal) => {
      try {
        const game = await remote.current(signal);
        save(userId, game);
        return game;
      } catch (error) {
        const copy = serverOutOfReach(error) ? readOfflineCopy(userId) : null;
        if (!copy) throw error;
        const paused = { ...copy, paused: true };
        fromCopy.add(paused);
        return paused;
      }
    },
  };
}
