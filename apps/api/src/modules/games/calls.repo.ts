import { FIRST_CALL_DELAY_MS } from '@bingo/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { gameCalls, gameEvents, games, users } from '@/db/schema';
import type { TokenClaims } from '@/modules/auth/caller';

/** Milliseconds since the epoch as a plain number, the same from both drivers. */
const epochMs = (ts: ReturnType<typeof sql>) => sql`floor(extract(epoch from ${ts}) * 1000)::float8`;

/** The release may come this much before its tick, so a screen that is a little early is not refused. */
export const CALL_SLACK_MS = 250;

/** The wait before the next release: the first call's short delay, then the game's interval. */
const gapMs = (released: ReturnType<typeof sql>, interval: ReturnType<typeof sql>) =>
  sql`(case when ${released} = 0 then ${FIRST_CALL_DELAY_MS}::int else ${interval} end)`;

export type ReleasedCall = { k: number; number: number; calledAt: Date };

type CallRow = { k: number; number: number; called_at: number };

/**
 * Releases call k in one statement, so one round trip and one short row lock: the game row moves on
 * only when the token's cashier is still active with that token version, k is the next call, the
 * game runs unpaused and the interval (less the slack) has passed since the last release or resume
 * (for the first call, FIRST_CALL_DELAY_MS since the start); the call is recorded in the same
 * statement. Parallel requests for one k queue on the row lock and find `released` already moved, so
 * k is released once. No row back means nothing was released (see callState for why).
 */
export async function releaseNext(
  db: DbOrTx,
  gameId: string,
  claims: TokenClaims,
  k: number,
): Promise<ReleasedCall | undefined> {
  const result = await db.execute(sql`
    with caller as (
      select id from ${users}
      where id = ${claims.sub}::uuid and is_active and token_version = ${claims.tv}::int and role = 'Cashier'
    ), g as (
      update ${games} set released = released + 1, pace_from = now()
      where id = ${gameId}::uuid and cashier_id = (select id from caller) and status = 'running' and not paused
        and released = ${k - 1}::smallint
        and now() >= pace_from + (${gapMs(sql`released`, sql`call_interval_ms`)} - ${CALL_SLACK_MS}) * interval '1 millisecond'
      returning id, released, draw_order[released] as number
    ), c as (
      insert into ${gameCalls} (game_id, k, number, called_at)
      select id, released, number, now() from g
      returning k, number, called_at
    )
    select k::int, number::int, ${epochMs(sql`called_at`)} as called_at from c`);
  const [row] = rowsOf<CallRow>(result);
  return row && { k: row.k, number: row.number, calledAt: new Date(row.called_at) };
}

export type CallState = {
  status: string;
  paused: boolean;
  released: number;
  /** Time until the next call is due (negative once it is). */
  dueInMs: number;
  /** Call k, when it was already released. */
  call: ReleasedCall | undefined;
};

/** Why a release did not happen: the game's calling state, and call k if it was already released. */
export async function callState(
  db: DbOrTx,
  gameId: string,
  cashierId: string,
  k: number,
): Promise<CallState | undefined> {
  const result = await db.execute(sql`
    select g.status::text, g.paused, g.released::int,
      (${epochMs(sql`g.pace_from`)} + ${gapMs(sql`g.released`, sql`g.call_interval_ms`)} - ${CALL_SLACK_MS} - ${epochMs(sql`now()`)}) as due_in_ms,
      c.k::int, c.number::int, ${epochMs(sql`c.called_at`)} as called_at
    from ${games} g left join ${gameCalls} c on c.game_id = g.id and c.k = ${k}::smallint
    where g.id = ${gameId}::uuid and g.cashier_id = ${cashierId}::uuid`);
  type Row = { status: string; paused: boolean; released: number; due_in_ms: number } & {
    k: number | null;
    number: number | null;
    called_at: number | null;
  };
  const [row] = rowsOf<Row>(result);
  if (!row) return undefined;
  const call =
    row.k === null || row.number === null || row.called_at === null
      ? undefined
      : { k: row.k, number: row.number, calledAt: new Date(row.called_at) };
  return {
    status: row.status,
    paused: row.paused,
    released: row.released,
    dueInMs: Math.ceil(row.due_in_ms),
    call,
  };
}

export async function callsOf(db: DbOrTx, gameId: string) {
  return db
    .select({ k: gameCalls.k, number: gameCalls.number, calledAt: gameCalls.calledAt })
    .from(gameCalls)
    .where(eq(gameCalls.gameId, gameId))
    .orderBy(asc(gameCalls.k));
}

export async function eventsOf(db: DbOrTx, gameId: string) {
  return db
    .select({
      kind: gameEvents.kind,
      released: gameEvents.released,
      callIntervalMs: gameEvents.callIntervalMs,
      createdAt: gameEvents.createdAt,
    })
    .from(gameEvents)
    .where(eq(gameEvents.gameId, gameId))
    .orderBy(asc(gameEvents.id));
}

export type CallingChange =
  | { kind: 'pause' }
  | { kind: 'resume' }
  | { kind: 'speed'; callIntervalMs: number };

/**
 * Applies a pause, resume or speed change to a locked game and records it with the released count.
 * A resume restarts the pace, so the first call after it waits a full interval.
 */
export async function changeCalling(
  db: DbOrTx,
  game: { id: string; released: number },
  change: CallingChange,
): Promise<void> {
  const set =
    change.kind === 'pause'
      ? { paused: true }
      : change.kind === 'resume'
        ? { paused: false, paceFrom: sql`now()` }
        : { callIntervalMs: change.callIntervalMs };
  await db.update(games).set(set).where(eq(games.id, game.id));
  await db.insert(gameEvents).values({
    gameId: game.id,
    kind: change.kind,
    released: game.released,
    callIntervalMs: change.kind === 'speed' ? change.callIntervalMs : null,
  });
}
