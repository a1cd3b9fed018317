CREATE TABLE "game_check_asks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"claim_id" bigint NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_check_asks" ADD CONSTRAINT "game_check_asks_claim_id_game_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."game_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_check_asks_claim_idx" ON "game_check_asks" USING btree ("claim_id");--> statement-breakpoint
-- Hand-written: the asks are a record like the claims they stand on, append-only in the database too.
CREATE TRIGGER "game_check_asks_append_only" BEFORE UPDATE OR DELETE ON "game_check_asks" FOR EACH ROW EXECUTE FUNCTION bingo_refuse_change();--> statement-breakpoint
-- Hand-written: each claim made before asks were kept was asked once, when it was recorded.
INSERT INTO "game_check_asks" ("claim_id", "asked_at")
SELECT "id", "created_at" FROM "game_claims" ORDER BY "id";
