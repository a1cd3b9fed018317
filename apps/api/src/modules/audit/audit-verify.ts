import type { DbOrTx } from '@/db/client';
import { allHeads, linksAfter, type StoredLink } from './audit.repo';
import { type AuditSubject, GENESIS_HASH, linkHash } from './chain';

/** The first link of a chain that does not hold, and how. */
export type BrokenLink = {
  chain: string;
  seq: number;
  problem: 'seq' | 'prevHash' | 'hash' | 'head' | 'unreadable';
  expected: string;
  found: string;
};

export type ChainReport = {
  chains: number;
  events: number;
  /** At most one per chain: the first link that breaks it. Empty when every chain is sound. */
  broken: BrokenLink[];
};

const PAGE = 1000;

/** What a link should be, given the link before it in the same chain (or none). */
function checkLink(link: StoredLink, previous: StoredLink | undefined): BrokenLink | undefined {
  const at = { chain: link.chain, seq: link.seq };
  const expectedSeq = previous ? previous.seq + 1 : 1;
  if (link.seq !== expectedSeq) {
    return { ...at, problem: 'seq', expected: String(expectedSeq), found: String(link.seq) };
  }
  const expectedPrev = previous ? previous.hash : GENESIS_HASH;
  if (link.prevHash !== expectedPrev) {
    return { ...at, problem: 'prevHash', expected: expectedPrev, found: link.prevHash };
  }
  let expectedHash: string;
  try {
    expectedHash = linkHash(link.prevHash, { ...link, subject: link.subject as AuditSubject });
  } catch (err) {
    // A subject someone rewrote into something the writer can never produce (a float, say).
    const why = err instanceof Error ? err.message : String(err);
    return { ...at, problem: 'unreadable', expected: 'a canonical event', found: why };
  }
  if (link.hash !== expectedHash) return { ...at, problem: 'hash', expected: expectedHash, found: link.hash };
  return undefined;
}

/**
 * Walks every chain in seq order and recomputes every link; then checks that each chain's head
 * row points at its last event, so a chain cut short at its end is caught too. Reads page by page,
 * so a long history never sits in memory at once.
 */
export async function verifyAuditChains(db: DbOrTx): Promise<ChainReport> {
  const broken = new Map<string, BrokenLink>();
  const last = new Map<string, StoredLink>();
  let events = 0;
  let cursor: StoredLink | undefined;
  for (;;) {
    const page = await linksAfter(db, cursor, PAGE);
    for (const link of page) {
      events++;
      const previous = cursor?.chain === link.chain ? cursor : undefined;
      if (!broken.has(link.chain)) {
        const problem = checkLink(link, previous);
        if (problem) broken.set(link.chain, problem);
      }
      last.set(link.chain, link);
      cursor = link;
    }
    if (page.length < PAGE) break;
  }

  const heads = await allHeads(db);
  for (const head of heads) {
    const end = last.get(head.chain);
    if (!broken.has(head.chain) && (end?.seq !== head.seq || end.hash !== head.hash)) {
      broken.set(head.chain, {
        chain: head.chain,
        seq: head.seq,
        problem: 'head',
        expected: `the last event is seq ${head.seq} with hash ${head.hash}`,
        found: end ? `seq ${end.seq} with hash ${end.hash}` : 'no events',
      });
    }
  }
  const headed = new Set(heads.map((h) => h.chain));
  for (const [chain, end] of last) {
    if (!broken.has(chain) && !headed.has(chain)) {
      broken.set(chain, { chain, seq: end.seq, problem: 'head', expected: 'a head row', found: 'none' });
    }
  }
  const chains = new Set([...last.keys(), ...headed]).size;
  return { chains, events, broken: [...broken.values()] };
}
