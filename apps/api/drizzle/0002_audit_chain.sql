CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain" text NOT NULL,
	"seq" bigint NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"subject" jsonb NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "audit_events_chain_seq_uq" UNIQUE("chain","seq")
);
--> statement-breakpoint
CREATE TABLE "audit_heads" (
	"chain" text PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
-- hand-written
-- The audit chain and the ledger are append-only: a correction is a new row, never an edit.
-- (Account balance rows are updated by every movement, so they are not protected here.)
CREATE OR REPLACE FUNCTION bingo_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION '% on % is not allowed: the record is append-only', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001'; END $$;--> statement-breakpoint
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION bingo_refuse_change();--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON "audit_events" FOR EACH STATEMENT EXECUTE FUNCTION bingo_refuse_change();--> statement-breakpoint
CREATE TRIGGER transfers_append_only BEFORE UPDATE OR DELETE ON "transfers" FOR EACH ROW EXECUTE FUNCTION bingo_refuse_change();--> statement-breakpoint
CREATE TRIGGER transfers_no_truncate BEFORE TRUNCATE ON "transfers" FOR EACH STATEMENT EXECUTE FUNCTION bingo_refuse_change();--> statement-breakpoint
CREATE TRIGGER entries_append_only BEFORE UPDATE OR DELETE ON "entries" FOR EACH ROW EXECUTE FUNCTION bingo_refuse_change();--> statement-breakpoint
CREATE TRIGGER entries_no_truncate BEFORE TRUNCATE ON "entries" FOR EACH STATEMENT EXECUTE FUNCTION bingo_refuse_change();
