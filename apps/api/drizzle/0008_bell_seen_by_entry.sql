ALTER TABLE "users" ADD COLUMN "credits_seen_entry_id" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written: each user's bell keeps the count it had, the newest credit at or before the old mark.
UPDATE "users" SET "credits_seen_entry_id" = coalesce((
  SELECT max("entries"."id") FROM "entries"
  JOIN "accounts" ON "accounts"."id" = "entries"."account_id"
  WHERE "accounts"."user_id" = "users"."id" AND "entries"."amount" > 0
    AND "entries"."created_at" <= "users"."credits_seen_at"
), 0);--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "credits_seen_at";
