import {
  JACKPOT_MESSAGES,
  type Jackpot,
  type JackpotList,
  type JackpotStatus,
  type MyJackpot,
  type SaveJackpot,
} from '@bingo/contracts';
import { formatBirr, toBirr, toSantim } from '@bingo/engine';
import type { Db, DbOrTx, Tx } from '@/db/client';
import { NotFoundError, ValidationError } from '@/errors';
import type { Viewer } from '@/modules/auth/caller';
import { appendAuditEvent } from '../audit/audit.service';
import { shopChain } from '../audit/chain';
import { findShopWhere } from '../game-settings/game-settings.repo';
import { shopScope } from '../game-settings/shop-scope';
import { inTransaction } from '../ledger/transaction';
import { lockLiveShop } from '../shops/shops.repo';
import {
  activeJackpotAmount,
  findJackpot,
  listJackpots,
  lockLiveJackpot,
  lockShopJackpot,
  setStatus,
  upsertJackpot,
} from './jackpots.repo';

type JackpotRow = NonNullable<Awaited<ReturnType<typeof findJackpot>>>;

function toWire(row: JackpotRow): Jackpot {
  return {
    id: row.id,
    shopId: row.shopId,
    shopName: row.shopName,
    bonusAmount: toBirr(row.bonusAmount),
    status: row.status === 1 ? 1 : 0,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function reread(db: DbOrTx, id: string | undefined): Promise<Jackpot> {
  const row = id ? await findJackpot(db, id) : undefined;
  if (!row) throw new NotFoundError(JACKPOT_MESSAGES.notFound);
  return toWire(row);
}

export async function listShopJackpots(db: DbOrTx, viewer: Viewer): Promise<JackpotList> {
  return { items: (await listJackpots(db, shopScope(viewer))).map(toWire) };
}

/** A jackpot's amount (santim) and status as the audit records them. */
type JackpotValues = { bonusAmount: number; status: number };

/**
 * The shop's jackpot as it now stands beside the amount and status it replaces (`from`, null for a
 * shop's first jackpot), on the shop's chain, so a change reads whole without the events before it.
 */
async function recordJackpot(
  tx: Tx,
  actorId: string | null,
  from: JackpotValues | null,
  jackpot: Jackpot,
): Promise<Jackpot> {
  await appendAuditEvent(tx, {
    chain: shopChain(jackpot.shopId),
    kind: 'JackpotChanged',
    actorId,
    subject: {
      shopId: jackpot.shopId,
      jackpotId: jackpot.id,
      from: from && { bonusAmount: from.bonusAmount, status: from.status },
      bonusAmount: toSantim(jackpot.bonusAmount),
      status: jackpot.status,
    },
  });
  return jackpot;
}

export async function saveJackpot(db: Db, actorId: string, body: SaveJackpot): Promise<Jackpot> {
  return inTransaction(db, (tx) =>
    writeJackpot(tx, actorId, body.shopId, toSantim(body.bonusAmount), body.status),
  );
}

/**
 * Saves a live shop's jackpot (santim) and records it as it now stands, in the caller's transaction;
 * actorId is null when the system wrote it (the demo network).
 */
export async function writeJackpot(
  tx: Tx,
  actorId: string | null,
  shopId: string,
  bonusAmount: number,
  status: JackpotStatus | undefined,
): Promise<Jackpot> {
  const shop = await lockLiveShop(tx, shopId);
  if (!shop) throw new ValidationError(JACKPOT_MESSAGES.shopInvalid);
  const before = await lockShopJackpot(tx, shop.id);
  const saved = await upsertJackpot(tx, shop.id, bonusAmount, status);
  return recordJackpot(tx, actorId, before ?? null, await reread(tx, saved?.id));
}

/**
 * Sets the status asked for, or flips it; a status the jackpot already has changes and records nothing.
 * A deleted shop's jackpot answers as an unknown one does: the shop takes no changes.
 */
export async function toggleJackpot(
  db: Db,
  actorId: string,
  id: string,
  wanted: JackpotStatus | undefined,
): Promise<Jackpot> {
  return inTransaction(db, async (tx) => {
    // The shop before the jackpot, the order a save takes them in, so the two cannot deadlock; the
    // shop read unlocked is the jackpot's for good, as a jackpot never moves to another shop.
    const shopId = (await findJackpot(tx, id))?.shopId;
    const current = shopId && (await lockLiveShop(tx, shopId)) && (await lockLiveJackpot(tx, id));
    if (!current) throw new NotFoundError(JACKPOT_MESSAGES.notFound);
    const changed = await setStatus(tx, current.id, wanted);
    if (!changed) return toWire(current);
    return recordJackpot(tx, actorId, current, await reread(tx, changed.id));
  });
}

/** The game screen's banner: the active jackpot of the cashier's shop, or 'Jackpot Coming Soon'. */
export async function myJackpot(db: DbOrTx, cashier: Viewer): Promise<MyJackpot> {
  const shop = await findShopWhere(db, shopScope(cashier));
  const amount = shop ? await activeJackpotAmount(db, shop.id) : 0;
  if (amount === 0) return { bonusAmount: 0, message: JACKPOT_MESSAGES.comingSoon };
  return { bonusAmount: toBirr(amount), message: `${JACKPOT_MESSAGES.active} ${formatBirr(amount)}` };
}
