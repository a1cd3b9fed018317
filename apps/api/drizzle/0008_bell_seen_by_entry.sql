ALTER TABLE "users" ADD COLUMN "credits_seen_entry_id" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written: each bell keeps its unseen credits, those after the instant it was last opened. The
-- mark goes just below the first of them by id, since a credit's time is its transaction's start and a
-- credit committed late can carry an earlier time than a later id; with none unseen, at the newest.
UPDATE "users" SET "credits_seen_entry_id" = coalesce((
  SELECT min("entries"."id") - 1 FROM "entries"
  JOIN "accounts" ON "accounts"."id" = "entries"."account_id"
  WHERE "accounts"."user_id" = "users"."id" AND "entries"."amount" > 0
    AND "entries"."created_at" > "users"."credits_seen_at"
), (
  SELECT max("entries"."id") FROM "entries"
  JOIN "accounts" ON "accounts"."id" = "entries"."account_id"
  WHERE "accounts"."user_id" = "users"."id" AND "entries"."amount" > 0
), 0);--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "credits_seen_at";
