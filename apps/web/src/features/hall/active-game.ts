import { GAME_MESSAGES, type GameRecord, StartedGameSchema, StartGameRequestSchema } from '@bingo/contracts';
import {
  BALL_COUNT,
  CardTracker,
  type GameState,
  gameReducer,
  getCard,
  initialGameState,
} from '@bingo/engine';
import { z } from 'zod';
import type { HallSetup } from './hall.store';

export const RESTORED_NOTICE = 'Game restored after a reload. Press Continue to resume calling.';

const cardList = z.array(z.number().int().min(1).max(150));

export const SavedClaimSchema = z.object({
  cardId: z.number().int(),
  calledCount: z.number().int(),
  won: z.boolean(),
});
export type SavedClaim = z.infer<typeof SavedClaimSchema>;

/**
 * A paid game in progress, as this tab last saw it: the server's purchase answer (draw order,
 * commitment, cards, bet, prize, bonus) plus what only the screen knows (speed, voice, how far the
 * calling got, the cards checked and locked).
 */
export const ActiveGameSchema = z.object({
  game: StartedGameSchema,
  speed: z.number().positive(),
  voice: z.string(),
  calledCount: z.number().int().min(0).max(BALL_COUNT),
  checkedCards: cardList,
  lockedCards: cardList,
  claims: z.array(SavedClaimSchema),
  /** Set when the game was taken back from the server's record at this call, not from this PC. */
  resumedAtCall: z.number().int().min(0).max(BALL_COUNT).optional(),
});
export type ActiveGame = z.infer<typeof ActiveGameSchema>;

/** A saved game that is not exactly the expected shape (edited, or from an older app) is ignored. */
export function parseActiveGame(value: unknown): ActiveGame | null {
  const parsed = ActiveGameSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * A press of Start that got no answer yet: its Idempotency-Key is kept with the purchase it was for,
 * so pressing Start again after a reload completes that purchase instead of paying for a second one.
 */
export const PendingStartSchema = z.object({ key: z.string().min(1), body: StartGameRequestSchema });
export type PendingStart = z.infer<typeof PendingStartSchema>;

export function parsePendingStart(value: unknown): PendingStart | null {
  const parsed = PendingStartSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export const INTERRUPTED_START_NOTICE =
  'The last Start got no answer before the page was reloaded. Press Start again: if that purchase went through, the same game is played and nothing is charged twice.';

export function newActiveGame(game: ActiveGame['game'], speed: number, voice: string): ActiveGame {
  return { game, speed, voice, calledCount: 0, checkedCards: [], lockedCards: [], claims: [] };
}

/** The setup the restored game was bought with, whatever the setup screens hold now. */
export function setupOf({ game, speed }: ActiveGame): HallSetup {
  return {
    gameType: game.gameType,
    speed,
    typeIndex: game.typeIndex,
    selectedCards: [...game.cards],
    betAmount: game.betAmount,
    bonusWithinCalls: game.bonusWithinCalls,
    bonusAmount: game.bonusAmount,
  };
}

/**
 * The board as it was: the first `calledCount` numbers of the draw called in order, the checks and
 * locks applied, and the calling paused until the cashier presses Continue. Built through the game's
 * own reducer, so a restored game obeys the same rules as one played without a reload.
 */
export function restoredState(active: ActiveGame): GameState {
  let state = gameReducer(initialGameState(active.game.cards), { type: 'start' });
  for (const number of active.game.drawOrder.slice(0, active.calledCount)) {
    state = gameReducer(state, { type: 'call', number });
  }
  for (const cardId of active.checkedCards)
    state = gameReducer(state, { type: 'checkResult', cardId, won: false });
  for (const cardId of active.lockedCards) state = gameReducer(state, { type: 'lock', cardId });
  state = gameReducer(state, { type: 'pause' });
  return { ...state, lastCheck: null, error: null };
}

/** The cards' progress after the restored calls, for the claims that follow. */
export function restoredTracker(active: ActiveGame): CardTracker {
  const tracker = new CardTracker(active.game.cards.map(getCard));
  for (const number of active.game.drawOrder.slice(0, active.calledCount)) tracker.mark(number);
  return tracker;
}

export type Reconciled = { kind: 'restore'; active: ActiveGame } | { kind: 'ended'; message: string };

const union = (a: readonly number[], b: readonly number[]) => [...new Set([...a, ...b])];

const sameOrder = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((n, i) => n === b[i]);

/** Why a game the server holds can no longer be resumed. */
export function endedMessage(record: Pick<GameRecord, 'status' | 'winners' | 'winningCall' | 'endedAtCall'>) {
  if (record.status === 'won') {
    const cards = record.winners.map((id) => `#${id}`).join(', ');
    const who = record.winners.length > 1 ? `cards ${cards}` : `card ${cards}`;
    return `This game was already won by ${who} at call ${record.winningCall ?? record.endedAtCall}. It cannot be resumed.`;
  }
  if (record.status === 'abandoned') {
    return `This game was recorded as abandoned at call ${record.endedAtCall ?? 0}. It cannot be resumed.`;
  }
  return 'This game has already finished. It cannot be resumed.';
}

export const NOT_ON_SERVER_MESSAGE = `${GAME_MESSAGES.notFound}: the server has no such game for this account. It cannot be resumed.`;
export const MISMATCH_MESSAGE =
  "The saved game does not match the server's record (draw order or commitment). It was not restored.";

/**
 * Holds the saved game against the server's record: it is resumed only while the server still runs
 * it with the same draw. The call count is the furthest either side saw (a claim recorded at call k
 * proves the hall heard k numbers), and the server's locks always stand.
 */
export function reconcile(active: ActiveGame, record: GameRecord): Reconciled {
  const { game } = active;
  if (
    record.id !== game.gameId ||
    record.commitment !== game.commitment ||
    !sameOrder(record.drawOrder, game.drawOrder)
  ) {
    return { kind: 'ended', message: MISMATCH_MESSAGE };
  }
  if (record.status !== 'running') return { kind: 'ended', message: endedMessage(record) };
  const claimedAt = record.claims.map((c) => c.calledCount);
  const calledCount = Math.min(BALL_COUNT, Math.max(active.calledCount, ...claimedAt));
  const known = new Set(active.claims.map((c) => `${c.cardId}@${c.calledCount}`));
  const serverClaims = record.claims
    .filter((c) => !known.has(`${c.cardId}@${c.calledCount}`))
    .map(({ cardId, calledCount: at, won }) => ({ cardId, calledCount: at, won }));
  return {
    kind: 'restore',
    active: {
      ...active,
      calledCount,
      checkedCards: union(
        active.checkedCards,
        record.claims.map((c) => c.cardId),
      ),
      lockedCards: union(active.lockedCards, record.lockedCards),
      claims: [...active.claims, ...serverClaims],
    },
  };
}
