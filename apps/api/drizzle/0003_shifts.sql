CREATE TABLE "shift_corrections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shift_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_corrections_amount" CHECK ("shift_corrections"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "shift_settings" (
	"agent_id" uuid PRIMARY KEY NOT NULL,
	"over_short_threshold" bigint NOT NULL,
	"max_abandoned_games" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_settings_values" CHECK ("shift_settings"."over_short_threshold" >= 0 and "shift_settings"."max_abandoned_games" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cashier_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"super_agent_id" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opening_float" bigint NOT NULL,
	"handed_over_cash" bigint,
	"handover_from_id" uuid,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"counted_cash" bigint,
	"expected_cash" bigint,
	"handover" boolean DEFAULT false NOT NULL,
	CONSTRAINT "shifts_amounts" CHECK ("shifts"."opening_float" >= 0 and coalesce("shifts"."counted_cash", 0) >= 0),
	CONSTRAINT "shifts_closed_whole" CHECK (("shifts"."closed_at" is null) = ("shifts"."counted_cash" is null) and ("shifts"."closed_at" is null) = ("shifts"."expected_cash" is null))
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "stakes_refunded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_corrections" ADD CONSTRAINT "shift_corrections_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_corrections" ADD CONSTRAINT "shift_corrections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_settings" ADD CONSTRAINT "shift_settings_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_cashier_id_users_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_super_agent_id_users_id_fk" FOREIGN KEY ("super_agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shift_corrections_shift_idx" ON "shift_corrections" USING btree ("shift_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_one_open_uq" ON "shifts" USING btree ("cashier_id") WHERE "shifts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "shifts_cashier_opened_idx" ON "shifts" USING btree ("cashier_id","opened_at");--> statement-breakpoint
CREATE INDEX "shifts_agent_opened_idx" ON "shifts" USING btree ("agent_id","opened_at");--> statement-breakpoint
CREATE INDEX "shifts_super_agent_opened_idx" ON "shifts" USING btree ("super_agent_id","opened_at");--> statement-breakpoint
CREATE INDEX "shifts_shop_closed_idx" ON "shifts" USING btree ("shop_id","closed_at");--> statement-breakpoint
-- hand-written
-- A closed shift and its corrections are the record of a cash count: nothing rewrites them.
CREATE FUNCTION shifts_closed_is_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'shifts' AND TG_OP = 'UPDATE' AND OLD.closed_at IS NULL THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'A closed shift is never edited; add a correction instead' USING ERRCODE = '55000';
END;
$$;--> statement-breakpoint
CREATE TRIGGER shifts_closed_is_final BEFORE UPDATE OR DELETE ON "shifts"
  FOR EACH ROW EXECUTE FUNCTION shifts_closed_is_final();--> statement-breakpoint
CREATE TRIGGER shift_corrections_are_final BEFORE UPDATE OR DELETE ON "shift_corrections"
  FOR EACH ROW EXECUTE FUNCTION shifts_closed_is_final();
