import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { canonicalJson, type JsonValue } from './canonical-json';

/** The prevHash of the first event of every chain. */
export const GENESIS_HASH = '0'.repeat(64);

/** The network's administration: users, network-wide settings, money between network users. */
export const ADMIN_CHAIN = 'admin';

/**
 * A shop's chain is named by the shop's id, in the lower case PostgreSQL writes it: a uuid is the
 * same id in either case, and an id typed in capitals must not start a second chain for the shop.
 */
export const shopChain = (shopId: string): string => shopId.toLowerCase();

export type AuditSubject = { [key: string]: JsonValue | undefined };

/** The fields a link's hash covers. */
export type ChainEvent = {
  chain: string;
  seq: number;
  kind: string;
  actorId: string | null;
  subject: AuditSubject;
  at: Date;
};

/**
 * The canonical text of an event, split where its seq goes: `before + seq + after` is exactly
 * canonicalJson(event). The database fills in the seq under the chain's head lock, so the writer
 * never needs to read the head first.
 */
export function eventTextAround(event: Omit<ChainEvent, 'seq'>): { before: string; after: string } {
  const before =
    `{"actorId":${canonicalJson(event.actorId)},"at":${canonicalJson(event.at)},` +
    `"chain":${canonicalJson(event.chain)},"kind":${canonicalJson(event.kind)},"seq":`;
  return { before, after: `,"subject":${canonicalJson(event.subject)}}` };
}

export function eventText(event: ChainEvent): string {
  if (!Number.isSafeInteger(event.seq) || event.seq < 1) throw new TypeError('seq must be 1 or more');
  const { before, after } = eventTextAround(event);
  return `${before}${event.seq}${after}`;
}

/** hash = SHA-256(prevHash + canonical JSON of the event), in lower-case hex. */
export function linkHash(prevHash: string, event: ChainEvent): string {
  return bytesToHex(sha256(utf8ToBytes(prevHash + eventText(event))));
}
