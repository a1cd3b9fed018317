CREATE TABLE "display_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "display_links_token_uq" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "display_links" ADD CONSTRAINT "display_links_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_links" ADD CONSTRAINT "display_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "display_links_shop_idx" ON "display_links" USING btree ("shop_id") WHERE "display_links"."revoked_at" is null;--> statement-breakpoint
-- hand-written
-- A revoked link stays revoked: the only change a link ever takes is its revocation.
CREATE FUNCTION display_links_revoke_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL
     AND NEW.shop_id = OLD.shop_id AND NEW.token_hash = OLD.token_hash THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'A display link is only ever revoked' USING ERRCODE = '55000';
END;
$$;--> statement-breakpoint
CREATE TRIGGER display_links_revoke_only BEFORE UPDATE OR DELETE ON "display_links"
  FOR EACH ROW EXECUTE FUNCTION display_links_revoke_only();
