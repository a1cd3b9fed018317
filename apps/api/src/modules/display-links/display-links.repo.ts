import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { displayLinks, gameClaims, games, shops } from '@/db/schema';

/** The shop a Cashier runs, or an Agent's own shop by id; deleted shops take no new links. */
export async function findOwnShop(db: DbOrTx, userId: string, shopId: string | undefined) {
  const mine = shopId ? and(eq(shops.id, shopId), eq(shops.agentId, userId)) : eq(shops.cashierId, userId);
  const [row] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(mine, isNull(shops.deletedAt)));
  return row;
}

export async function insertLink(db: DbOrTx, link: typeof displayLinks.$inferInsert): Promise<string> {
  const [row] = await db.insert(displayLinks).values(link).returning({ id: displayLinks.id });
  if (!row) throw new Error('display link not inserted');
  return row.id;
}

/** The caller's shops: the one it runs as a Cashier, or those it owns as an Agent. */
const ownShops = (userId: string) => or(eq(shops.cashierId, userId), eq(shops.agentId, userId));

export async function listLiveLinks(db: DbOrTx, userId: string) {
  return db
    .select({ id: displayLinks.id, shopName: shops.name, createdAt: displayLinks.createdAt })
    .from(displayLinks)
    .innerJoin(shops, eq(shops.id, displayLinks.shopId))
    .where(and(ownShops(userId), isNull(displayLinks.revokedAt)))
    .orderBy(desc(displayLinks.createdAt));
}

/** Revokes a live link of the caller's shops in one statement; undefined when there is none by that id. */
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

/** The shop behind a live token; a deleted shop's links show nothing. */
export async function findShopByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ shopId: shops.id, shopName: shops.name })
    .from(displayLinks)
    .innerJoin(shops, eq(shops.id, displayLinks.shopId))
    .where(
      and(eq(displayLinks.tokenHash, tokenHash), isNull(displayLinks.revokedAt), isNull(shops.deletedAt)),
    );
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

export async function lastClaim(db: DbOrTx, gameId: string) {
  const [row] = await db
    .select({ cardId: gameClaims.cardId, won: gameClaims.won, calledCount: gameClaims.calledCount })
    .from(gameClaims)
    .where(eq(gameClaims.gameId, gameId))
    .orderBy(desc(gameClaims.id))
    .limit(1);
  return row ?? null;
}
