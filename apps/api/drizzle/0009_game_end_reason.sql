CREATE TYPE "public"."game_end_reason" AS ENUM('CashierDeactivated');--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "end_reason" "game_end_reason";--> statement-breakpoint
-- Hand-written: games a cashier's deactivation already abandoned say so on their GameAbandoned event.
UPDATE "games" SET "end_reason" = 'CashierDeactivated'
FROM "audit_events"
WHERE "audit_events"."kind" = 'GameAbandoned'
  AND "audit_events"."subject"->>'gameId' = "games"."id"::text
  AND "audit_events"."subject"->>'reason' = 'CashierDeactivated';
