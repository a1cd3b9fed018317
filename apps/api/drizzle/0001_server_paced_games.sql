CREATE TYPE "public"."game_event_kind" AS ENUM('pause', 'resume', 'speed');--> statement-breakpoint
CREATE TYPE "public"."sale_outcome" AS ENUM('Running', 'Won', 'NoWinner', 'Abandoned');--> statement-breakpoint
CREATE TABLE "game_calls" (
	"game_id" uuid NOT NULL,
	"k" smallint NOT NULL,
	"number" smallint NOT NULL,
	"called_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_calls_game_id_k_pk" PRIMARY KEY("game_id","k")
);
--> statement-breakpoint
CREATE TABLE "game_card_locks" (
	"game_id" uuid NOT NULL,
	"card_id" integer NOT NULL,
	"released" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_card_locks_game_id_card_id_pk" PRIMARY KEY("game_id","card_id")
);
--> statement-breakpoint
CREATE TABLE "game_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" uuid NOT NULL,
	"kind" "game_event_kind" NOT NULL,
	"released" smallint NOT NULL,
	"call_interval_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_history" ALTER COLUMN "actual_win" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "salt" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "released" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "call_interval_ms" integer DEFAULT 5000 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "pace_from" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_history" ADD COLUMN "outcome" "sale_outcome" DEFAULT 'Running' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_calls" ADD CONSTRAINT "game_calls_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_card_locks" ADD CONSTRAINT "game_card_locks_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_events" ADD CONSTRAINT "game_events_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_events_game_idx" ON "game_events" USING btree ("game_id","id");--> statement-breakpoint
-- A cashier could start a second game while one ran: keep the newest running, record the others abandoned.
UPDATE "games" g SET "status" = 'abandoned', "finished_at" = now()
WHERE g."status" = 'running' AND EXISTS (
  SELECT 1 FROM "games" n WHERE n."cashier_id" = g."cashier_id" AND n."status" = 'running'
    AND (n."created_at", n."id") > (g."created_at", g."id"));--> statement-breakpoint
-- A running game already exposed its order to the hall; the furthest claimed count is what it proved called.
UPDATE "games" g SET "released" = COALESCE((SELECT max(c."called_count") FROM "game_claims" c WHERE c."game_id" = g."id"), 0)
WHERE g."status" = 'running';--> statement-breakpoint
-- Those numbers were called on the hall's screen: the record holds them as its first calls.
INSERT INTO "game_calls" ("game_id", "k", "number", "called_at")
SELECT g."id", k, g."draw_order"[k], now() FROM "games" g, generate_series(1, g."released") k
WHERE g."status" = 'running';--> statement-breakpoint
-- The records say what happened: only a confirmed win paid its prize.
UPDATE "sales_history" s SET
  "outcome" = (CASE g."status" WHEN 'won' THEN 'Won' WHEN 'finished' THEN 'NoWinner' WHEN 'abandoned' THEN 'Abandoned' ELSE 'Running' END)::"sale_outcome",
  "actual_win" = CASE WHEN g."status" = 'won' THEN COALESCE(g."prize_share", 0) * COALESCE(cardinality(g."winners"), 0) ELSE 0 END,
  "bonus_amount" = CASE WHEN g."status" = 'won' THEN s."bonus_amount" ELSE 0 END,
  "bonus_type" = CASE WHEN g."status" = 'won' THEN s."bonus_type" ELSE 'None' END
FROM "games" g WHERE g."id" = s."game_id";--> statement-breakpoint
CREATE UNIQUE INDEX "games_one_running_uq" ON "games" USING btree ("cashier_id") WHERE "games"."status" = 'running';--> statement-breakpoint
-- Locks move out of the claims, which become append-only: each locked card keeps one lock row.
INSERT INTO "game_card_locks" ("game_id", "card_id", "released", "created_at")
SELECT "game_id", "card_id", max("called_count"), max("created_at") FROM "game_claims" WHERE "locked" GROUP BY "game_id", "card_id";--> statement-breakpoint
ALTER TABLE "game_claims" DROP COLUMN "locked";--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_released_range" CHECK ("games"."released" between 0 and 75);--> statement-breakpoint
-- hand-written
-- Every call release rewrites its game's row: room left on each page keeps those updates HOT (no new
-- index entries), so the hottest write stays one small heap write and its WAL.
ALTER TABLE "games" SET (fillfactor = 70);--> statement-breakpoint
-- The shared refusal (the audit migration defines the same function; CREATE OR REPLACE keeps it one).
CREATE OR REPLACE FUNCTION bingo_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION '% on % is not allowed: the record is append-only', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001'; END $$;--> statement-breakpoint
-- A sale is settled once: while Running, only its outcome, prize paid and bonus may be written.
CREATE OR REPLACE FUNCTION bingo_sales_settle_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.outcome = 'Running'
    AND (to_jsonb(NEW) - 'outcome' - 'actual_win' - 'bonus_amount' - 'bonus_type')
      = (to_jsonb(OLD) - 'outcome' - 'actual_win' - 'bonus_amount' - 'bonus_type') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% on % is not allowed: the record is append-only', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001';
END $$;--> statement-breakpoint
CREATE TRIGGER "game_calls_append_only" BEFORE UPDATE OR DELETE ON "game_calls" FOR EACH ROW EXECUTE FUNCTION bingo_refuse_change();--> statement-breakpoint
CREATE TRIGGER "game_claims_append_only" BEFORE UPDATE OR DELETE ON "game_claims" FOR EACH ROW EXECUTE FUNCTION bingo_refuse_change();--> statement-breakpoint
CREATE TRIGGER "game_events_append_only" BEFORE UPDATE OR DELETE ON "game_events" FOR EACH ROW EXECUTE FUNCTION bingo_refuse_change();--> statement-breakpoint
CREATE TRIGGER "game_card_locks_append_only" BEFORE UPDATE OR DELETE ON "game_card_locks" FOR EACH ROW EXECUTE FUNCTION bingo_refuse_change();--> statement-breakpoint
CREATE TRIGGER "sales_history_settle_once" BEFORE UPDATE OR DELETE ON "sales_history" FOR EACH ROW EXECUTE FUNCTION bingo_sales_settle_once();
