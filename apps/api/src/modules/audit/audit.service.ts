import type { Tx } from '@/db/client';
import { insertLink } from './audit.repo';
import type { AuditKind } from './audit-kinds';
import { canonicalJson } from './canonical-json';
import { type AuditSubject, eventTextAround, shopChain } from './chain';

export type AuditEvent = {
  /** ADMIN_CHAIN, or shopChain(shopId) for anything that happens in or to one shop. */
  chain: string;
  kind: AuditKind;
  /** The user who caused it; null for the system itself. */
  actorId: string | null;
  /** What it is about: ids, amounts in santim, the values that changed. Integers only. */
  subject: AuditSubject;
};

/**
 * Links an event to its chain inside the caller's transaction, so the event exists exactly when
 * what it records does: a rolled-back change leaves no event, and a refused event rolls the change
 * back. Appends to one chain queue on its head row for the rest of the transaction; appends to
 * different chains never wait on each other.
 */
export async function appendAuditEvent(tx: Tx, event: AuditEvent): Promise<{ seq: number; hash: string }> {
  // Milliseconds: what timestamptz(3) stores and what the hash covers round-trip exactly.
  const at = new Date();
  const { before, after } = eventTextAround({ ...event, at });
  return insertLink(tx, {
    chain: event.chain,
    kind: event.kind,
    actorId: event.actorId,
    subject: canonicalJson(event.subject),
    at,
    before,
    after,
  });
}

/** Where a game was played: its events go to that shop's chain. */
export type GameRef = { id: string; shopId: string };

/**
 * A game's event (start, pause, resume, speed, claim, lock, end, abandon) on its shop's chain, with
 * the game id in the subject. Call it last in the transaction that makes the change.
 */
export function appendGameEvent(
  tx: Tx,
  game: GameRef,
  kind: AuditKind,
  actorId: string,
  details: AuditSubject = {},
): Promise<{ seq: number; hash: string }> {
  return appendAuditEvent(tx, {
    chain: shopChain(game.shopId),
    kind,
    actorId,
    subject: { gameId: game.id, ...details },
  });
}
