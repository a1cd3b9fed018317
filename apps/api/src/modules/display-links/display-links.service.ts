import { createHash, randomBytes } from 'node:crypto';
import {
  type CreateDisplayLink,
  type CreatedDisplayLink,
  DISPLAY_LINK_MESSAGES,
  type DisplayCheck,
  type DisplayLinkList,
  type RemoteDisplay,
  SERVER_MESSAGES,
  SHOP_MESSAGES,
} from '@bingo/contracts';
import { ballLabel, gameTypeAt, getCard, judgeClaim, toBirr } from '@bingo/engine';
import type { Db, DbOrTx, Tx } from '@/db/client';
import { NotFoundError, ValidationError } from '@/errors';
import type { Viewer } from '@/modules/auth/caller';
import { appendAuditEvent } from '../audit/audit.service';
import type { AuditKind } from '../audit/audit-kinds';
import { shopChain } from '../audit/chain';
import { callsOf } from '../games/calls.repo';
import { inTransaction } from '../ledger/transaction';
import {
  findOwnShop,
  findShopByTokenHash,
  insertLink,
  lastCheck,
  latestShopGame,
  listLiveLinks,
  revokeLink,
} from './display-links.repo';

/** The path a display opens; the web app serves it without login. */
export const displayPath = (token: string) => `/display/remote/${token}`;

/** The token has 256 random bits, so a plain SHA-256 is enough to keep it unguessable at rest. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createDisplayLink(
  db: Db,
  caller: Viewer,
  body: CreateDisplayLink,
  origin: string,
): Promise<CreatedDisplayLink> {
  if (caller.role === 'Agent' && !body.shopId) throw new ValidationError(DISPLAY_LINK_MESSAGES.shopRequired);
  // A Cashier's link is always for the shop it runs, whatever the body names.
  const shop = await findOwnShop(db, caller.id, caller.role === 'Agent' ? body.shopId : undefined);
  if (!shop)
    throw new NotFoundError(
      caller.role === 'Agent' ? SHOP_MESSAGES.shopNotFound : DISPLAY_LINK_MESSAGES.noShop,
    );
  const token = randomBytes(32).toString('base64url');
  const id = await inTransaction(db, async (tx) => {
    const linkId = await insertLink(tx, {
      shopId: shop.id,
      tokenHash: hashToken(token),
      createdBy: caller.id,
    });
    await recordLink(tx, 'DisplayLinkCreated', caller.id, { id: linkId, shopId: shop.id });
    return linkId;
  });
  return { id, token, url: `${origin}${displayPath(token)}` };
}

/** Who opened or closed a view of the shop's games without a login, on the shop's chain. */
function recordLink(tx: Tx, kind: AuditKind, actorId: string, link: { id: string; shopId: string }) {
  return appendAuditEvent(tx, {
    chain: shopChain(link.shopId),
    kind,
    actorId,
    subject: { linkId: link.id, shopId: link.shopId },
  });
}

export async function listDisplayLinks(db: DbOrTx, caller: Viewer): Promise<DisplayLinkList> {
  const rows = await listLiveLinks(db, caller.id);
  return { items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
}

export async function revokeDisplayLink(db: Db, caller: Viewer, linkId: string) {
  await inTransaction(db, async (tx) => {
    const link = await revokeLink(tx, caller.id, linkId);
    if (!link) throw new NotFoundError(DISPLAY_LINK_MESSAGES.notFound);
    await recordLink(tx, 'DisplayLinkRevoked', caller.id, link);
  });
  return { message: SERVER_MESSAGES.displayLinkRevoked };
}

type ShownGame = NonNullable<Awaited<ReturnType<typeof latestShopGame>>>;
type Check = Awaited<ReturnType<typeof lastCheck>>;

/** The last check as the room sees it; a win is judged again on the released calls for its cells. */
function checkOnShow(game: ShownGame, check: Check, released: number[]): DisplayCheck | null {
  if (!check) return null;
  const claim = { ...check, askedAt: check.askedAt.toISOString() };
  if (!claim.won) {
    return { ...claim, winningCells: [], winners: [], prizeShare: 0, bonusAwarded: 0, amount: 0 };
  }
  const verdict = judgeClaim({
    card: getCard(claim.cardId),
    order: released.slice(0, claim.calledCount),
    calledCount: claim.calledCount,
    gameType: game.gameType,
    lastCallRule: game.lastCallRule,
  });
  // A split win names every card that shares it, each with its share; the jackpot is shown apart.
  const share = game.prizeShare ?? game.prize;
  return {
    ...claim,
    winningCells: verdict.winningCells,
    winners: game.winners ?? [claim.cardId],
    prizeShare: toBirr(share),
    bonusAwarded: toBirr(game.bonusAwarded),
    amount: toBirr(share + game.bonusAwarded),
  };
}

/**
 * The shop's current game as a display on another device may show it: every field is picked here,
 * so nothing the room must not see (the order, other money, user ids) can slip in by a wider row.
 */
export async function remoteDisplay(db: DbOrTx, token: string): Promise<RemoteDisplay> {
  const shop = await findShopByTokenHash(db, hashToken(token));
  if (!shop) throw new NotFoundError(DISPLAY_LINK_MESSAGES.notFound);
  const game = await latestShopGame(db, shop.shopId);
  if (!game) return { shopName: shop.shopName, game: null };
  const calls = await callsOf(db, game.id);
  return {
    shopName: shop.shopName,
    game: {
      status: game.status,
      paused: game.paused,
      gameType: game.gameType,
      gameTypeName: gameTypeAt(game.gameType).name,
      calls: calls.map((c) => ({
        number: c.number,
        label: ballLabel(c.number),
        calledAt: c.calledAt.toISOString(),
      })),
      prize: toBirr(game.prize),
      bonusAmount: toBirr(game.bonusOffered),
      bonusWithinCalls: game.bonusWithinCalls,
      commitment: game.commitment.slice(0, 8),
      lastCheck: checkOnShow(
        game,
        await lastCheck(db, game.id),
        calls.map((c) => c.number),
      ),
      ...(game.status === 'running' ? {} : { gameId: game.id }),
    },
  };
}
