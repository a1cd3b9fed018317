import {
  COMMISSION_MESSAGES,
  type CommissionRate,
  type CommissionRateList,
  type Message,
} from '@bingo/contracts';
import { defaultRatePercent } from '@bingo/engine';
import type { DbOrTx } from '../../db/client';
import { NotFoundError } from '../../errors';
import { deleteRate, listRates, saveRate, updateRate } from './commission.repo';

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

export async function saveCommissionRate(
  db: DbOrTx,
  typeIndex: number,
  rate: number,
): Promise<CommissionRate> {
  return found(await saveRate(db, typeIndex, rate));
}

export async function updateCommissionRate(
  db: DbOrTx,
  typeIndex: number,
  rate: number,
): Promise<CommissionRate> {
  return found(await updateRate(db, typeIndex, rate));
}

export async function deleteCommissionRate(db: DbOrTx, typeIndex: number): Promise<Message> {
  if (!(await deleteRate(db, typeIndex))) throw new NotFoundError(COMMISSION_MESSAGES.notFound);
  return { message: 'Commission rate deleted successfully!' };
}
