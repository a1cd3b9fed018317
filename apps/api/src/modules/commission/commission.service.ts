import {
  COMMISSION_MESSAGES,
  type CommissionRate,
  type CommissionRateList,
  type Message,
  SERVER_MESSAGES,
} from '@bingo/contracts';
import { defaultRatePercent } from '@bingo/engine';
import type { Db, DbOrTx, Tx } from '@/db/client';
import { NotFoundError } from '@/errors';
import { appendAuditEvent } from '../audit/audit.service';
import { ADMIN_CHAIN } from '../audit/chain';
import { inTransaction } from '../ledger/transaction';
import { deleteRate, listRates, lockRate, saveRate, updateRate } from './commission.repo';

type RateRow = { id: string; typeIndex: number; rate: string; createdAt: Date; updatedAt: Date };

function toWire(row: RateRow): CommissionRate {
  return {
    id: row.id,
    typeIndex: row.typeIndex,
    rate: Number(row.rate),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function found(row: RateRow | undefined): CommissionRate {
  if (!row) throw new NotFoundError(COMMISSION_MESSAGES.notFound);
  return toWire(row);
}

/** The rate a game of this tier pays: the saved one (numeric text), or 10 × typeIndex percent. */
export function rateOrDefault(saved: string | null | undefined, typeIndex: number): number {
  return saved === null || saved === undefined ? defaultRatePercent(typeIndex) : Number(saved);
}

export async function listCommissionRates(db: DbOrTx): Promise<CommissionRateList> {
  return { items: (await listRates(db)).map(toWire) };
}

const basisPoints = (rate: number | null) => (rate === null ? null : Math.round(rate * 100));

/**
 * The network-wide rate of a tier, on the administration's chain, beside the rate it replaces
 * (`from`), so a change such as 30 % → 12.5 % reads whole without the events before it. Both in basis
 * points (12.5 % is 1250), so the event holds integers only; null when the tier falls back to its
 * default. actorId is null when the system set it (the demo network).
 */
export function recordRate(
  tx: Tx,
  actorId: string | null,
  typeIndex: number,
  from: number | null,
  rate: number | null,
) {
  return appendAuditEvent(tx, {
    chain: ADMIN_CHAIN,
    kind: 'CommissionChanged',
    actorId,
    subject: { typeIndex, from: basisPoints(from), rateBasisPoints: basisPoints(rate) },
  });
}

/** The tier's saved rate in percent, read under its row lock; null when it has none. */
async function lockedRate(tx: Tx, typeIndex: number): Promise<number | null> {
  const row = await lockRate(tx, typeIndex);
  return row ? Number(row.rate) : null;
}

/** A rate's write and its audit event commit together, or neither does. */
function changeRate(
  db: Db,
  actorId: string,
  typeIndex: number,
  write: (tx: Tx) => Promise<RateRow | undefined>,
): Promise<CommissionRate> {
  return inTransaction(db, async (tx) => {
    const from = await lockedRate(tx, typeIndex);
    const row = found(await write(tx));
    await recordRate(tx, actorId, typeIndex, from, row.rate);
    return row;
  });
}

export function saveCommissionRate(
  db: Db,
  actorId: string,
  typeIndex: number,
  rate: number,
): Promise<CommissionRate> {
  return changeRate(db, actorId, typeIndex, (tx) => saveRate(tx, typeIndex, rate));
}

export function updateCommissionRate(
  db: Db,
  actorId: string,
  typeIndex: number,
  rate: number,
): Promise<CommissionRate> {
  return changeRate(db, actorId, typeIndex, (tx) => updateRate(tx, typeIndex, rate));
}

export async function deleteCommissionRate(db: Db, actorId: string, typeIndex: number): Promise<Message> {
  return inTransaction(db, async (tx) => {
    const from = await lockedRate(tx, typeIndex);
    if (!(await deleteRate(tx, typeIndex))) throw new NotFoundError(COMMISSION_MESSAGES.notFound);
    await recordRate(tx, actorId, typeIndex, from, null);
    return { message: SERVER_MESSAGES.commissionDeleted };
  });
}
