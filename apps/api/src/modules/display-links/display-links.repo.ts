import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { displayLinks, gameCheckAsks, gameClaims, games, shops, users } from '@/db/schema';
import { liveShops } from '../shops/live-shops';
import { isActive, usersWithRole } from '../users/scope';

/** The shop a Cashier runs, or an Agent's own shop by id; deleted shops take no new links. */
export async function findOwnShop(db: DbOrTx, userId: string, shopId: string | undefined) {
  const mine = shopId ? and(eq(shops.id, shopId), eq(shops.agentId, userId)) : eq(shops.cashierId, userId);
  const [row] = await db.select({ id: shops.id }).from(shops).where(and(mine, liveShops()));
  return row;
}

export async function insertLink(db: DbOrTx, link: typeof displayLinks.$inferInsert): Promise<string> {
  const [row] = await db.insert(displayLinks).values(link).returning({ id: displayLinks.id });
  if (!row) throw new Error('display link not inserted');
  return row.id;
}

/** The caller's shops: the one it runs as a Cashier, or those it owns as an Agent. */
const ownShops = (userId: string) => or(eq(shops.cashierId, userId), eq(shops.agentId, userId));

const creator = alias(users, 'creator');

/**
 * A link stands only while its creator could still make it (`findOwnShop`'s rule): the creator
 * active and still the shop's cashier, or still its agent, and the shop not deleted. It is read
 * through the shop and the creator as they are now, so a move, a new agent or a deactivation ends
 * the display at its next poll with nothing to revoke; the same holder active again (the cashier
 * back in its seat) sees its link live again, since nobody revoked it. The list and the public
 * display both use this one condition, so the list never shows a link the TV no longer answers.
 */
const liveLink = and(
  isNull(displayLinks.revokedAt),
  liveShops(),
  isActive(creator),
  or(
    and(usersWithRole('Cashier', creator), eq(shops.cashierId, creator.id)),
    and(usersWithRole('Agent', creator), eq(shops.agentId, creator.id)),
  ),
);

export async function listLiveLinks(db: DbOrTx, userId: string) {
  return db
    .select({ id: displayLinks.id, shopName: shops.name, createdAt: displayLinks.createdAt })
    .from(displayLinks)
    .innerJoin(shops, eq(shops.id, displayLinks.shopId))
    .innerJoin(creator, eq(creator.id, displayLinks.createdBy))
    .where(and(ownShops(userId), liveLink))
    .orderBy(desc(displayLinks.createdAt));
}

/**
 * Revokes an unrevoked link of the caller's shops in one statement; undefined when there is none by
 * that id. A lapsed link (its creator gone from the shop) may be revoked too: it would stand again
 * if its creator held the shop again, and the shop's holders may close it for good.
 */
export async function revokeLink(db: DbOrTx, userId: string, linkId: string) {
  const [row] = await db
    .update(displayLinks)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(displayLinks.id, linkId),
        isNull(displayLinks.revokedAt),
        inArray(displayLinks.shopId, db.select({ id: shops.id }).from(shops).where(ownShops(userId))),
      ),
    )
    .returning({ id: displayLinks.id, shopId: displayLinks.shopId });
  return row;
}

/** The shop behind a live token (see `liveLink`). */
export async function findShopByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ shopId: shops.id, shopName: shops.name })
    .from(displayLinks)
    .innerJoin(shops, eq(shops.id, displayLinks.shopId))
    .innerJoin(creator, eq(creator.id, displayLinks.createdBy))
    .where(and(eq(displayLinks.tokenHash, tokenHash), liveLink));
  return row;
}

/** The shop's latest game: the running one, or the last that ended (its result stays on the TV). */
export async function latestShopGame(db: DbOrTx, shopId: string) {
  const [row] = await db
    .select()
    .from(games)
    .where(eq(games.shopId, shopId))
    .orderBy(desc(games.createdAt))
    .limit(1);
  return row;
}

/**
 * The game's last check: the claim last asked, and when. A claim asked again is the last check again,
 * even when another card's was recorded after it.
 */
export async function lastCheck(db: DbOrTx, gameId: string) {
  const [row] = await db
    .select({
      cardId: gameClaims.cardId,
      won: gameClaims.won,
      calledCount: gameClaims.calledCount,
      askedAt: gameCheckAsks.askedAt,
    })
    .from(gameCheckAsks)
    .innerJoin(gameClaims, eq(gameClaims.id, gameCheckAsks.claimId))
    .where(eq(gameClaims.gameId, gameId))
    .orderBy(desc(gameCheckAsks.id))
    .limit(1);
  return row ?? null;
}
