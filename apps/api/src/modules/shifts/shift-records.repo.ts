import { DEFAULT_SHIFT_SETTINGS, LATE_ABANDON_CALLS } from '@bingo/contracts';
import { toSantim } from '@bingo/engine';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { salesHistory } from '@/db/schema';
import type { Viewer } from '@/modules/auth/caller';
import { stakesRefunded } from '@/modules/games/refunded-stakes';

/** Whose shifts a viewer sees: the same subtree as its sales. */
export function shiftScope(viewer: Viewer): SQL {
  switch (viewer.role) {
    case 'Admin':
      return sql`true`;
    case 'SuperAgent':
      return sql`s.super_agent_id = ${viewer.id}::uuid`;
    case 'Agent':
      return sql`s.agent_id = ${viewer.id}::uuid`;
    case 'Cashier':
      return sql`s.cashier_id = ${viewer.id}::uuid`;
  }
}

/** Shifts that were open at some moment of the hall's day `date` (YYYY-MM-DD) in `timeZone`. */
export function overlapsDay(date: string, timeZone: string): SQL {
  return sql`s.opened_at < ((${date}::date + 1)::timestamp at time zone ${timeZone})
    and (s.closed_at is null or s.closed_at >= (${date}::date)::timestamp at time zone ${timeZone})`;
}

type Whole = string | number;

type ShiftSqlRow = {
  id: string;
  cashier_id: string;
  cashier_name: string;
  shop_id: string;
  shop_name: string;
  agent_id: string;
  opened_at: string | Date;
  opened_on: string;
  closed_at: string | Date | null;
  opening_float: Whole;
  handed_over_cash: Whole | null;
  handover: boolean;
  counted_cash: Whole | null;
  games: Whole;
  cards: Whole;
  stakes: Whole;
  prizes: Whole;
  bonuses: Whole;
  refunds: Whole;
  commission: Whole;
  expected_cash: Whole;
  abandoned: Whole;
  abandoned_late: Whole;
  late_claims: Whole;
  corrections_total: Whole;
  threshold: Whole;
  max_abandoned: Whole;
  open_past_day_end: boolean;
};

const toDate = (v: string | Date) => (v instanceof Date ? v : new Date(v));
const num = (v: Whole) => Number(v);
const numOrNull = (v: Whole | null) => (v === null ? null : Number(v));

/** A shift with its figures in santim, as the database summed them. */
export type ShiftRecord = ReturnType<typeof fromRow>;

function fromRow(r: ShiftSqlRow) {
  return {
    id: r.id,
    cashierId: r.cashier_id,
    cashierName: r.cashier_name,
    shopId: r.shop_id,
    shopName: r.shop_name,
    agentId: r.agent_id,
    openedAt: toDate(r.opened_at),
    /** The hall day (YYYY-MM-DD) it was opened on: the one day whose totals count it. */
    openedOn: r.opened_on,
    closedAt: r.closed_at === null ? null : toDate(r.closed_at),
    openingFloat: num(r.opening_float),
    handedOverCash: numOrNull(r.handed_over_cash),
    handover: r.handover,
    countedCash: numOrNull(r.counted_cash),
    figures: {
      games: num(r.games),
      cards: num(r.cards),
      stakes: num(r.stakes),
      prizes: num(r.prizes),
      bonuses: num(r.bonuses),
      refunds: num(r.refunds),
      commission: num(r.commission),
      expectedCash: num(r.expected_cash),
      abandonedGames: num(r.abandoned),
      abandonedAfterTenCalls: num(r.abandoned_late),
      lateClaims: num(r.late_claims),
    },
    correctionsTotal: num(r.corrections_total),
    settings: { overShortThreshold: num(r.threshold), maxAbandonedGames: num(r.max_abandoned) },
    openPastDayEnd: r.open_past_day_end,
  };
}

/** The sales table under the alias the queries below write it as. */
const h = alias(salesHistory, 'h');

/** The sales rows of a shift: the cashier's, played while it was open (up to now while it is). */
const inShift = sql`h.user_id = s.cashier_id and h.played_at >= s.opened_at
  and (s.closed_at is null or h.played_at < s.closed_at)`;

/**
 * The cashier's own abandonments, which the flags weigh: a game abandoned because its manager
 * deactivated the cashier is not the cashier's doing.
 */
const abandonedByCashier = sql`g.status = 'abandoned' and g.end_reason is null`;

/**
 * Shifts matching `where` (written over the alias `s`), each with its figures summed in SQL in
 * santim over its sales rows. A closed shift keeps the expected cash it was closed against.
 */
export async function findShifts(db: DbOrTx, where: SQL, timeZone: string): Promise<ShiftRecord[]> {
  const result = await db.execute(sql`
    select s.id, s.cashier_id, u.first_name || ' ' || u.last_name as cashier_name,
      s.shop_id, sh.name as shop_name, s.agent_id, s.opened_at, s.closed_at,
      to_char(s.opened_at at time zone ${timeZone}, 'YYYY-MM-DD') as opened_on,
      s.opening_float::text, s.handed_over_cash::text, s.handover, s.counted_cash::text,
      f.games, f.cards::text, f.stakes::text, f.prizes::text, f.bonuses::text, f.refunds::text,
      f.commission::text, f.abandoned, f.abandoned_late, lc.late_claims,
      coalesce(s.expected_cash, s.opening_float + f.stakes - f.prizes - f.bonuses - f.refunds)::text
        as expected_cash,
      coalesce(c.total, 0)::text as corrections_total,
      coalesce(st.over_short_threshold, ${toSantim(DEFAULT_SHIFT_SETTINGS.overShortThreshold)})::text
        as threshold,
      coalesce(st.max_abandoned_games, ${DEFAULT_SHIFT_SETTINGS.maxAbandonedGames}) as max_abandoned,
      -- Until it closed, or till now: a shift closed the next morning stays flagged.
      ((s.opened_at at time zone ${timeZone})::date
        < (coalesce(s.closed_at, now()) at time zone ${timeZone})::date) as open_past_day_end
    from shifts s
    join users u on u.id = s.cashier_id
    join shops sh on sh.id = s.shop_id
    left join shift_settings st on st.agent_id = s.agent_id
    cross join lateral (
      select count(*)::int as games,
        coalesce(sum(h.number_of_cards), 0)::bigint as cards,
        coalesce(sum(h.total_amount), 0)::bigint as stakes,
        coalesce(sum(h.actual_win), 0)::bigint as prizes,
        coalesce(sum(h.bonus_amount), 0)::bigint as bonuses,
        coalesce(sum(h.total_amount) filter (where ${stakesRefunded(h)}), 0)::bigint as refunds,
        coalesce(sum(h.commission), 0)::bigint as commission,
        (count(*) filter (where ${abandonedByCashier}))::int as abandoned,
        (count(*) filter (where ${abandonedByCashier} and g.ended_at_call > ${LATE_ABANDON_CALLS}))::int
          as abandoned_late
      from sales_history h join games g on g.id = h.game_id
      where ${inShift}
    ) f
    cross join lateral (
      select count(*)::int as late_claims
      from sales_history h join game_claims gc on gc.game_id = h.game_id
      where ${inShift} and gc.late and gc.won
    ) lc
    left join lateral (select sum(amount) as total from shift_corrections where shift_id = s.id) c on true
    where ${where}
    order by s.opened_at, s.id`);
  return rowsOf<ShiftSqlRow>(result).map(fromRow);
}

export async function findShift(db: DbOrTx, viewer: Viewer, id: string, timeZone: string) {
  const [row] = await findShifts(db, sql`s.id = ${id}::uuid and ${shiftScope(viewer)}`, timeZone);
  return row;
}

export async function findOpenShift(db: DbOrTx, cashierId: string, timeZone: string) {
  const [row] = await findShifts(
    db,
    sql`s.cashier_id = ${cashierId}::uuid and s.closed_at is null`,
    timeZone,
  );
  return row;
}

/** The cash expected of an open shift now, summed over its sales rows; call with the shift locked. */
export async function expectedCashNow(db: DbOrTx, id: string, timeZone: string): Promise<number> {
  const [row] = await findShifts(db, sql`s.id = ${id}::uuid`, timeZone);
  if (!row) throw new Error(`shift ${id} vanished while locked`);
  return row.figures.expectedCash;
}

/** The viewer's shifts that were open at some moment of the hall's day, of one cashier or all. */
export async function findDayShifts(
  db: DbOrTx,
  viewer: Viewer,
  day: { date: string; cashierId?: string | undefined },
  timeZone: string,
): Promise<ShiftRecord[]> {
  const byCashier = day.cashierId ? sql`s.cashier_id = ${day.cashierId}::uuid` : sql`true`;
  return findShifts(
    db,
    sql`${shiftScope(viewer)} and ${byCashier} and ${overlapsDay(day.date, timeZone)}`,
    timeZone,
  );
}
