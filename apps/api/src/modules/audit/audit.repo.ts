import type { LastCallRule } from '@bingo/engine';
import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { auditEvents, auditHeads } from '@/db/schema';
import { GENESIS_HASH, shopChain } from './chain';

export type NewLink = {
  chain: string;
  kind: string;
  actorId: string | null;
  /** The subject's canonical JSON text. */
  subject: string;
  at: Date;
  /** The event's canonical text around its seq (see eventTextAround). */
  before: string;
  after: string;
};

/**
 * Appends one link in one statement. The upsert of the chain's head row takes that row's lock, so
 * appends to one chain queue behind each other and each sees the hash the previous one left; other
 * chains' rows are untouched. The hash is computed by the database under that lock:
 * SHA-256(prevHash || before || seq || after), the same bytes linkHash() hashes.
 */
export async function insertLink(tx: Tx, link: NewLink): Promise<{ seq: number; hash: string }> {
  const hashOf = (prev: ReturnType<typeof sql>, seq: ReturnType<typeof sql>) =>
    sql`encode(sha256(convert_to(${prev} || ${link.before}::text || (${seq})::text || ${link.after}::text, 'UTF8')), 'hex')`;
  const result = await tx.execute(sql`
    with head as (
      insert into ${auditHeads} as h (chain, seq, prev_hash, hash)
      values (${link.chain}::text, 1, ${GENESIS_HASH}::text, ${hashOf(sql`${GENESIS_HASH}::text`, sql`1`)})
      on conflict (chain) do update
        set seq = h.seq + 1, prev_hash = h.hash, hash = ${hashOf(sql`h.hash`, sql`h.seq + 1`)}
      returning seq, prev_hash, hash
    )
    insert into ${auditEvents} (chain, seq, kind, actor_id, subject, at, prev_hash, hash)
    select ${link.chain}::text, seq, ${link.kind}::text, ${link.actorId}::uuid, ${link.subject}::jsonb,
           ${link.at.toISOString()}::timestamptz, prev_hash, hash
    from head
    returning seq::text, hash`);
  const [row] = rowsOf<{ seq: string; hash: string }>(result);
  if (!row) throw new Error(`The audit chain ${link.chain} did not take the event.`);
  return { seq: Number(row.seq), hash: row.hash };
}

export type StoredLink = {
  chain: string;
  seq: number;
  kind: string;
  actorId: string | null;
  subject: unknown;
  at: Date;
  prevHash: string;
  hash: string;
};

/** Up to `limit` events after (chain, seq), in chain then seq order: the verifier's page. */
export async function linksAfter(
  db: DbOrTx,
  after: { chain: string; seq: number } | undefined,
  limit: number,
): Promise<StoredLink[]> {
  return db
    .select({
      chain: auditEvents.chain,
      seq: auditEvents.seq,
      kind: auditEvents.kind,
      actorId: auditEvents.actorId,
      subject: auditEvents.subject,
      at: auditEvents.at,
      prevHash: auditEvents.prevHash,
      hash: auditEvents.hash,
    })
    .from(auditEvents)
    .where(
      after &&
        or(
          gt(auditEvents.chain, after.chain),
          and(eq(auditEvents.chain, after.chain), gt(auditEvents.seq, after.seq)),
        ),
    )
    .orderBy(asc(auditEvents.chain), asc(auditEvents.seq))
    .limit(limit);
}

export async function allHeads(db: DbOrTx) {
  return db.select().from(auditHeads).orderBy(asc(auditHeads.chain));
}

/** What a GameStarted event seals: the published commitment and the terms the game was bought on. */
type SealedTerms = {
  commitment: string;
  gameType: number;
  cards: number[];
  lastCallRule: LastCallRule;
  betAmount: number;
  commission: number;
  prize: number;
  bonusOffered: number;
};

/**
 * Each game's GameStarted event, from its shop's chain: the games row can be rewritten by whoever
 * holds the database, the hash-chained event cannot without audit:verify seeing it.
 */
export async function sealedTerms(db: DbOrTx, rows: { id: string; shopId: string }[]) {
  const events = await db
    .select({ subject: auditEvents.subject })
    .from(auditEvents)
    .where(
      and(
        inArray(auditEvents.chain, [...new Set(rows.map((g) => shopChain(g.shopId)))]),
        eq(auditEvents.kind, 'GameStarted'),
        inArray(
          sql`${auditEvents.subject}->>'gameId'`,
          rows.map((g) => g.id),
        ),
      ),
    );
  const sealed = new Map<string, SealedTerms>();
  for (const { subject } of events) {
    const { gameId, ...terms } = subject as SealedTerms & { gameId: string };
    sealed.set(gameId, terms);
  }
  return sealed;
}
