import {
  type CreateGameSettings,
  DEFAULT_GAME_SETTINGS,
  GAME_MESSAGES,
  GAME_SETTINGS_MESSAGES,
  type GameSettings,
  type GameSettingsList,
  type Message,
  type MyGameSettings,
  SERVER_MESSAGES,
  type UpdateGameSettings,
} from '@bingo/contracts';
import { toBirr, toSantim } from '@bingo/engine';
import type { Db, DbOrTx, Tx } from '@/db/client';
import { ConflictError, NotFoundError, ValidationError } from '@/errors';
import type { Viewer } from '@/modules/auth/caller';
import { appendAuditEvent } from '../audit/audit.service';
import { shopChain } from '../audit/chain';
import { inTransaction } from '../ledger/transaction';
import { lockLiveShop } from '../shops/shops.repo';
import {
  deleteSettings,
  findSettings,
  findShopWhere,
  insertSettings,
  listSettings,
  lockLiveSettings,
  type SettingsValues,
  updateSettings,
} from './game-settings.repo';
import { shopScope } from './shop-scope';

type SettingsRow = NonNullable<Awaited<ReturnType<typeof findSettings>>>;

function toWire(row: SettingsRow): GameSettings {
  return {
    ...row,
    defaultBetAmount: toBirr(row.defaultBetAmount),
    minStackAmount: toBirr(row.minStackAmount),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The values to save: what the body sends, the stored values for anything it leaves out. The
 * contracts compare the bet with the minimum stack when both are sent; this compares what would be
 * stored, so an edit of one alone cannot slip under the other.
 */
function toValues(body: Partial<UpdateGameSettings>, current?: SettingsValues): SettingsValues {
  const stored = current ?? rulesOrDefaults(undefined);
  const values: SettingsValues = {
    minCards: body.minCards ?? stored.minCards,
    maxCards: body.maxCards ?? stored.maxCards,
    defaultBetAmount:
      body.defaultBetAmount === undefined ? stored.defaultBetAmount : toSantim(body.defaultBetAmount),
    minStackAmount: body.minStackAmount === undefined ? stored.minStackAmount : toSantim(body.minStackAmount),
    lastCallRule: body.lastCallRule ?? stored.lastCallRule,
  };
  if (values.defaultBetAmount < values.minStackAmount) {
    throw new ValidationError(GAME_SETTINGS_MESSAGES.betBelowMinStack);
  }
  if (values.minCards > values.maxCards) throw new ValidationError(GAME_SETTINGS_MESSAGES.minOverMax);
  return values;
}

/** A shop's saved row, or the defaults when none was saved; amounts in santim. */
export function rulesOrDefaults(
  row: SettingsValues | null | undefined,
): SettingsValues & { isDefault: boolean } {
  if (row) return { ...row, isDefault: false };
  return {
    ...DEFAULT_GAME_SETTINGS,
    defaultBetAmount: toSantim(DEFAULT_GAME_SETTINGS.defaultBetAmount),
    minStackAmount: toSantim(DEFAULT_GAME_SETTINGS.minStackAmount),
    isDefault: true,
  };
}

export async function listGameSettings(db: DbOrTx, viewer: Viewer): Promise<GameSettingsList> {
  return { items: (await listSettings(db, shopScope(viewer))).map(toWire) };
}

/** The values of a saved row, without its ids, names and times. */
function valuesOf(row: SettingsValues): SettingsValues {
  const { minCards, maxCards, defaultBetAmount, minStackAmount, lastCallRule } = row;
  return { minCards, maxCards, defaultBetAmount, minStackAmount, lastCallRule };
}

/**
 * A shop's settings as they now stand (null once deleted) beside the ones they replace (`from`, null
 * when the shop had none), on the shop's chain, so a change reads whole without the events before it;
 * actorId is null when the system wrote them (the demo network).
 */
export function recordSettings(
  tx: Tx,
  actorId: string | null,
  shopId: string,
  from: SettingsValues | null,
  settings: SettingsValues | null,
) {
  return appendAuditEvent(tx, {
    chain: shopChain(shopId),
    kind: 'GameSettingsChanged',
    actorId,
    subject: { shopId, from: from && valuesOf(from), settings },
  });
}

/** A live shop's saved settings, locked after the shop itself; none when either is gone. */
async function lockSaved(tx: Tx, shopId: string) {
  return (await lockLiveShop(tx, shopId)) ? lockLiveSettings(tx, shopId) : undefined;
}

export async function createGameSettings(
  db: Db,
  actorId: string,
  body: CreateGameSettings,
): Promise<GameSettings> {
  return inTransaction(db, async (tx) => {
    const shop = await lockLiveShop(tx, body.shopId);
    if (!shop) throw new ValidationError(GAME_SETTINGS_MESSAGES.shopNotFound);
    const values = toValues(body);
    if (!(await insertSettings(tx, shop.id, values)))
      throw new ConflictError(GAME_SETTINGS_MESSAGES.duplicate);
    const row = await findSettings(tx, shop.id);
    if (!row) throw new NotFoundError(GAME_SETTINGS_MESSAGES.notFound);
    await recordSettings(tx, actorId, shop.id, null, values);
    return toWire(row);
  });
}

export async function updateGameSettings(
  db: Db,
  actorId: string,
  shopId: string,
  body: UpdateGameSettings,
): Promise<GameSettings> {
  return inTransaction(db, async (tx) => {
    const current = await lockSaved(tx, shopId);
    if (!current) throw new NotFoundError(GAME_SETTINGS_MESSAGES.notFound);
    const values = toValues(body, current);
    const updated = await updateSettings(tx, current.shopId, values);
    if (!updated) throw new NotFoundError(GAME_SETTINGS_MESSAGES.notFound);
    const row = await findSettings(tx, updated.shopId);
    if (!row) throw new NotFoundError(GAME_SETTINGS_MESSAGES.notFound);
    await recordSettings(tx, actorId, updated.shopId, current, values);
    return toWire(row);
  });
}

export async function deleteGameSettings(db: Db, actorId: string, shopId: string): Promise<Message> {
  return inTransaction(db, async (tx) => {
    const current = await lockSaved(tx, shopId);
    const deleted = current && (await deleteSettings(tx, current.shopId));
    if (!current || !deleted) throw new NotFoundError(GAME_SETTINGS_MESSAGES.notFound);
    await recordSettings(tx, actorId, deleted.shopId, current, null);
    return { message: SERVER_MESSAGES.gameSettingsDeleted };
  });
}

/** The cashier's own shop; the defaults when nothing was saved for it. */
export async function myGameSettings(db: DbOrTx, cashier: Viewer): Promise<MyGameSettings> {
  const shop = await findShopWhere(db, shopScope(cashier));
  if (!shop) throw new NotFoundError(GAME_MESSAGES.noShop);
  const rules = rulesOrDefaults(await findSettings(db, shop.id));
  return {
    shopId: shop.id,
    shopName: shop.name,
    minCards: rules.minCards,
    maxCards: rules.maxCards,
    defaultBetAmount: toBirr(rules.defaultBetAmount),
    minStackAmount: toBirr(rules.minStackAmount),
    lastCallRule: rules.lastCallRule,
    isDefault: rules.isDefault,
  };
}
