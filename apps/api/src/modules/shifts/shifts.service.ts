import {
  type ClosePreview,
  type CloseShift,
  type CurrentShift,
  GAME_MESSAGES,
  type OpenShift,
  SERVER_MESSAGES,
  SHIFT_MESSAGES,
  SHOP_MESSAGES,
  type Shift,
  type ShiftCorrectionInput,
  type ShiftList,
  type ShiftListQuery,
} from '@bingo/contracts';
import { toBirr, toSantim } from '@bingo/engine';
import type { Db, DbOrTx } from '@/db/client';
import { ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '@/errors';
import type { Viewer } from '@/modules/auth/caller';
import { findRunningGameId } from '../games/games.repo';
import { idempotent } from '../ledger/idempotency';
import { inTransaction } from '../ledger/transaction';
import { appendShiftEvent } from './shift-audit';
import {
  expectedCashNow,
  findDayShifts,
  findOpenShift,
  findShift,
  type ShiftRecord,
} from './shift-records.repo';
import { overShortOf, totalsOf } from './shift-totals';
import {
  cashierInScope,
  correctionsOf,
  findCashierShop,
  findPendingHandover,
  holdCashier,
  holdOpenShift,
  insertCorrection,
  insertShift,
  lockOpenShift,
  markClosed,
} from './shifts.repo';

type Corrections = Awaited<ReturnType<typeof correctionsOf>>;

const SHIFT_NOT_FOUND = SERVER_MESSAGES.shiftNotFound;

function figuresToWire(r: ShiftRecord) {
  const f = r.figures;
  return {
    ...f,
    stakes: toBirr(f.stakes),
    prizes: toBirr(f.prizes),
    bonuses: toBirr(f.bonuses),
    refunds: toBirr(f.refunds),
    commission: toBirr(f.commission),
    expectedCash: toBirr(f.expectedCash),
    openingFloat: toBirr(r.openingFloat),
  };
}

function toWire(r: ShiftRecord, corrections: Corrections): Shift {
  const overShort = overShortOf(r);
  const f = r.figures;
  return {
    id: r.id,
    cashierId: r.cashierId,
    cashierName: r.cashierName,
    shopId: r.shopId,
    shopName: r.shopName,
    agentId: r.agentId,
    status: r.closedAt === null ? 'Open' : 'Closed',
    openedAt: r.openedAt.toISOString(),
    openedOn: r.openedOn,
    closedAt: r.closedAt?.toISOString() ?? null,
    handedOverCash: r.handedOverCash === null ? null : toBirr(r.handedOverCash),
    handover: r.handover,
    figures: figuresToWire(r),
    countedCash: r.countedCash === null ? null : toBirr(r.countedCash),
    overShort: overShort === null ? null : toBirr(overShort),
    corrections: corrections
      .filter((c) => c.shiftId === r.id)
      .map((c) => ({
        id: c.id,
        amount: toBirr(c.amount),
        reason: c.reason,
        createdByName: c.createdByName,
        createdAt: c.createdAt.toISOString(),
      })),
    correctionsTotal: toBirr(r.correctionsTotal),
    flags: {
      overShort: overShort !== null && Math.abs(overShort) > r.settings.overShortThreshold,
      abandonedAfterTenCalls: f.abandonedAfterTenCalls > 0,
      lateClaim: f.lateClaims > 0,
      manyAbandoned: f.abandonedGames > r.settings.maxAbandonedGames,
      openPastDayEnd: r.openPastDayEnd,
    },
  };
}

async function withCorrections(db: DbOrTx, records: ShiftRecord[]): Promise<Shift[]> {
  const corrections = await correctionsOf(
    db,
    records.map((r) => r.id),
  );
  return records.map((r) => toWire(r, corrections));
}

async function one(db: DbOrTx, record: ShiftRecord): Promise<Shift> {
  const [shift] = await withCorrections(db, [record]);
  if (!shift) throw new Error('shift lost on its way to the wire');
  return shift;
}

async function scopedShift(db: DbOrTx, viewer: Viewer, id: string, timeZone: string) {
  const record = await findShift(db, viewer, id, timeZone);
  if (!record) throw new NotFoundError(SHIFT_NOT_FOUND);
  return record;
}

/**
 * For the games module: a game may start only inside an open shift of its cashier. Call it in the
 * purchase's transaction.
 */
export async function requireOpenShift(db: DbOrTx, cashierId: string): Promise<void> {
  if (!(await holdOpenShift(db, cashierId))) throw new ConflictError(SHIFT_MESSAGES.needShift);
}

export async function openShift(db: Db, cashier: Viewer, body: OpenShift, timeZone: string): Promise<Shift> {
  return inTransaction(db, async (tx) => {
    // First, so the shop read next is the one the cashier is in when the shift opens. A deactivation
    // that got the row first has ended the cashier's sessions: no shift opens for it.
    const held = await holdCashier(tx, cashier.id);
    if (!held?.isActive) throw new UnauthorizedError();
    const shop = await findCashierShop(tx, cashier.id);
    if (!shop?.superAgentId) throw new ValidationError(GAME_MESSAGES.noShop);
    const handover = await findPendingHandover(tx, shop.shopId);
    const id = await insertShift(tx, {
      cashierId: cashier.id,
      shopId: shop.shopId,
      agentId: shop.agentId,
      superAgentId: shop.superAgentId,
      openingFloat: toSantim(body.openingFloat),
      handedOverCash: handover?.countedCash ?? null,
      handoverFromId: handover?.shiftId ?? null,
    });
    if (!id) throw new ConflictError(SHIFT_MESSAGES.alreadyOpen);
    const opened = await one(tx, await scopedShift(tx, cashier, id, timeZone));
    await appendShiftEvent(tx, { id, shopId: shop.shopId }, 'ShiftOpened', cashier.id, {
      openingFloat: toSantim(body.openingFloat),
      handedOverCash: handover?.countedCash ?? null,
    });
    return opened;
  });
}

export async function currentShift(db: DbOrTx, cashier: Viewer, timeZone: string): Promise<CurrentShift> {
  const open = await findOpenShift(db, cashier.id, timeZone);
  if (open) return { shift: await one(db, open), handover: null };
  const shop = await findCashierShop(db, cashier.id);
  const handover = shop && (await findPendingHandover(db, shop.shopId));
  return {
    shift: null,
    handover: handover
      ? {
          shiftId: handover.shiftId,
          cashierName: handover.cashierName,
          countedCash: toBirr(handover.countedCash),
          closedAt: handover.closedAt.toISOString(),
        }
      : null,
  };
}

export async function getShift(db: DbOrTx, viewer: Viewer, id: string, timeZone: string): Promise<Shift> {
  return one(db, await scopedShift(db, viewer, id, timeZone));
}

export async function closePreview(
  db: DbOrTx,
  viewer: Viewer,
  id: string,
  countedCash: number,
  timeZone: string,
): Promise<ClosePreview> {
  const record = await scopedShift(db, viewer, id, timeZone);
  if (record.closedAt !== null) throw new ConflictError(SHIFT_MESSAGES.alreadyClosed);
  const counted = toSantim(countedCash);
  return {
    figures: figuresToWire(record),
    countedCash: toBirr(counted),
    overShort: toBirr(counted - record.figures.expectedCash),
    // Said before Confirm, which the close would refuse with 409 while the game runs.
    gameRunning: (await findRunningGameId(db, record.cashierId)) !== undefined,
  };
}

/** Closes against the expected cash summed under the shift's lock, so no sale slips in between. */
export async function closeShift(
  db: Db,
  viewer: Viewer,
  id: string,
  body: CloseShift,
  timeZone: string,
): Promise<Shift> {
  return inTransaction(db, async (tx) => {
    const record = await scopedShift(tx, viewer, id, timeZone);
    const open = await lockOpenShift(tx, record.id);
    if (!open) throw new ConflictError(SHIFT_MESSAGES.alreadyClosed);
    if ((await findRunningGameId(tx, open.cashierId)) !== undefined)
      throw new ConflictError(SHIFT_MESSAGES.gameRunning);
    const expectedCash = await expectedCashNow(tx, open.id, timeZone);
    const closed = await markClosed(tx, open.id, {
      countedCash: toSantim(body.countedCash),
      expectedCash,
      handover: body.handover ?? false,
      closedBy: viewer.id,
    });
    if (!closed) throw new ConflictError(SHIFT_MESSAGES.alreadyClosed);
    const shift = await one(tx, await scopedShift(tx, viewer, id, timeZone));
    const countedCash = toSantim(body.countedCash);
    await appendShiftEvent(tx, record, 'ShiftClosed', viewer.id, {
      countedCash,
      expectedCash,
      overShort: countedCash - expectedCash,
      handover: body.handover ?? false,
    });
    return shift;
  });
}

/**
 * A correction cannot be deleted, so a retry after a lost answer must not store it twice: with an
 * Idempotency-Key the same request answers what the first one did.
 */
export async function addCorrection(
  db: Db,
  viewer: Viewer,
  id: string,
  body: ShiftCorrectionInput,
  timeZone: string,
  key?: string,
): Promise<Shift> {
  const answer = await idempotent<Shift>(
    db,
    // The shift is part of the request: the same key and body against another shift is refused.
    { userId: viewer.id, key, route: 'POST /api/shifts/:id/corrections', body: { shiftId: id, ...body } },
    async (tx) => {
      const record = await scopedShift(tx, viewer, id, timeZone);
      const correction = { amount: toSantim(body.amount), reason: body.reason };
      await insertCorrection(tx, { shiftId: record.id, ...correction, createdBy: viewer.id });
      const shift = await one(tx, await scopedShift(tx, viewer, id, timeZone));
      await appendShiftEvent(tx, record, 'ShiftCorrected', viewer.id, correction);
      return shift;
    },
  );
  return answer.body;
}

export async function listShifts(
  db: DbOrTx,
  viewer: Viewer,
  q: ShiftListQuery,
  timeZone: string,
): Promise<ShiftList> {
  if (q.cashierId && !(await cashierInScope(db, viewer, q.cashierId))) {
    throw new NotFoundError(SHOP_MESSAGES.cashierNotFound);
  }
  const records = await findDayShifts(db, viewer, { date: q.date, cashierId: q.cashierId }, timeZone);
  return { items: await withCorrections(db, records), totals: totalsOf(records, q.date) };
}
