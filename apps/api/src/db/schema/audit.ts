import { jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { int64, serialId } from './columns';

/**
 * The append-only audit trail: one hash chain per shop (chain = the shop id) and one for the
 * network's administration (chain = 'admin'). Each event links to the one before it:
 * hash = SHA-256(prevHash + canonical JSON of the event), so changing any row breaks every later link.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serialId(),
    chain: text('chain').notNull(),
    /** 1..n within the chain, with no gaps. */
    seq: int64('seq').notNull(),
    kind: text('kind').notNull(),
    /** Who caused the event; null for the system itself (the seed, a migration). */
    actorId: uuid('actor_id'),
    /** What the event is about: ids, amounts in santim, the values that changed. */
    subject: jsonb('subject').notNull(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [unique('audit_events_chain_seq_uq').on(t.chain, t.seq)],
);

/**
 * The newest link of each chain. An append upserts this row, which locks it: appends to one chain
 * form a single queue, while appends to different chains never wait on each other.
 */
export const auditHeads = pgTable('audit_heads', {
  chain: text('chain').primaryKey(),
  seq: int64('seq').notNull(),
  prevHash: text('prev_hash').notNull(),
  hash: text('hash').notNull(),
});
