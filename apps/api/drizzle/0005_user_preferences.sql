ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calendar" text DEFAULT 'gregorian' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_ck" CHECK ("users"."language" in ('en', 'am'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_calendar_ck" CHECK ("users"."calendar" in ('gregorian', 'ethiopic'));