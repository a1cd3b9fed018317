CREATE TYPE "public"."balance_type" AS ENUM('Limited', 'Unlimited');--> statement-breakpoint
CREATE TYPE "public"."game_status" AS ENUM('running', 'won', 'finished', 'abandoned');--> statement-breakpoint
CREATE TYPE "public"."last_call_rule" AS ENUM('AllowLate', 'LastCallOnly');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('Admin', 'SuperAgent', 'Agent', 'Cashier');--> statement-breakpoint
CREATE TYPE "public"."transfer_kind" AS ENUM('TopUp', 'Transfer', 'GamePurchase', 'Reversal');--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"system_code" text,
	"balance" bigint DEFAULT 0 NOT NULL,
	"balance_type" "balance_type" DEFAULT 'Limited' NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_user_uq" UNIQUE("user_id"),
	CONSTRAINT "accounts_system_code_uq" UNIQUE("system_code"),
	CONSTRAINT "accounts_limited_non_negative" CHECK ("accounts"."balance_type" = 'Unlimited' or "accounts"."balance" >= 0),
	CONSTRAINT "accounts_owner" CHECK (("accounts"."user_id" is null) <> ("accounts"."system_code" is null))
);
--> statement-breakpoint
CREATE TABLE "entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" uuid NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"account_version" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entries_amount_nonzero" CHECK ("entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "transfer_kind" NOT NULL,
	"amount" bigint NOT NULL,
	"debit_account_id" bigint NOT NULL,
	"credit_account_id" bigint NOT NULL,
	"initiated_by" uuid,
	"notes" text,
	"reverses_transfer_id" uuid,
	"game_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfers_amount_positive" CHECK ("transfers"."amount" > 0),
	CONSTRAINT "transfers_distinct_accounts" CHECK ("transfers"."debit_account_id" <> "transfers"."credit_account_id")
);
--> statement-breakpoint
CREATE TABLE "commission_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type_index" smallint NOT NULL,
	"rate" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rates_type_index_uq" UNIQUE("type_index"),
	CONSTRAINT "commission_rates_type_index_range" CHECK ("commission_rates"."type_index" between 1 and 9),
	CONSTRAINT "commission_rates_rate_range" CHECK ("commission_rates"."rate" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "game_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" uuid NOT NULL,
	"card_id" integer NOT NULL,
	"called_count" smallint NOT NULL,
	"won" boolean NOT NULL,
	"first_win_call" smallint,
	"late" boolean DEFAULT false NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"min_cards" integer DEFAULT 1 NOT NULL,
	"max_cards" integer DEFAULT 10 NOT NULL,
	"default_bet_amount" bigint DEFAULT 1000 NOT NULL,
	"min_stack_amount" bigint DEFAULT 1000 NOT NULL,
	"last_call_rule" "last_call_rule" DEFAULT 'AllowLate' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_settings_shop_uq" UNIQUE("shop_id"),
	CONSTRAINT "game_settings_cards" CHECK ("game_settings"."min_cards" > 0 and "game_settings"."max_cards" >= "game_settings"."min_cards" and "game_settings"."max_cards" <= 150),
	CONSTRAINT "game_settings_amounts" CHECK ("game_settings"."default_bet_amount" > 0 and "game_settings"."min_stack_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cashier_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"game_type" smallint NOT NULL,
	"type_index" smallint NOT NULL,
	"rate_percent" numeric(5, 2) NOT NULL,
	"cards" integer[] NOT NULL,
	"bet_amount" bigint NOT NULL,
	"total_amount" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"prize" bigint NOT NULL,
	"bonus_within_calls" smallint DEFAULT 0 NOT NULL,
	"bonus_offered" bigint DEFAULT 0 NOT NULL,
	"bonus_awarded" bigint DEFAULT 0 NOT NULL,
	"draw_order" smallint[] NOT NULL,
	"commitment" text NOT NULL,
	"status" "game_status" DEFAULT 'running' NOT NULL,
	"last_call_rule" "last_call_rule" NOT NULL,
	"winning_call" smallint,
	"winners" integer[],
	"prize_share" bigint,
	"ended_at_call" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "jackpots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"bonus_amount" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpots_shop_uq" UNIQUE("shop_id"),
	CONSTRAINT "jackpots_amount" CHECK ("jackpots"."bonus_amount" >= 0),
	CONSTRAINT "jackpots_status" CHECK ("jackpots"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "sales_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"super_agent_id" uuid NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	"card_price" bigint NOT NULL,
	"game_type" smallint NOT NULL,
	"game_type_name" text NOT NULL,
	"number_of_cards" integer NOT NULL,
	"total_amount" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"actual_win" bigint NOT NULL,
	"bonus_amount" bigint DEFAULT 0 NOT NULL,
	"bonus_type" text DEFAULT 'None' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"woreda" text NOT NULL,
	"location" text NOT NULL,
	"agent_id" uuid NOT NULL,
	"cashier_id" uuid,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shops_cashier_uq" UNIQUE("cashier_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" "role" NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"middle_name" text,
	"phone_number" text,
	"parent_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"last_login" timestamp with time zone,
	"credits_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_debit_account_id_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_credit_account_id_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_initiated_by_users_id_fk" FOREIGN KEY ("initiated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_claims" ADD CONSTRAINT "game_claims_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_settings" ADD CONSTRAINT "game_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_cashier_id_users_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpots" ADD CONSTRAINT "jackpots_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_history" ADD CONSTRAINT "sales_history_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_history" ADD CONSTRAINT "sales_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_history" ADD CONSTRAINT "sales_history_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_history" ADD CONSTRAINT "sales_history_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_history" ADD CONSTRAINT "sales_history_super_agent_id_users_id_fk" FOREIGN KEY ("super_agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_cashier_id_users_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entries_account_idx" ON "entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "entries_transfer_idx" ON "entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "transfers_created_idx" ON "transfers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "transfers_debit_idx" ON "transfers" USING btree ("debit_account_id","created_at");--> statement-breakpoint
CREATE INDEX "transfers_credit_idx" ON "transfers" USING btree ("credit_account_id","created_at");--> statement-breakpoint
CREATE INDEX "game_claims_game_card_idx" ON "game_claims" USING btree ("game_id","card_id");--> statement-breakpoint
CREATE INDEX "games_cashier_idx" ON "games" USING btree ("cashier_id","created_at");--> statement-breakpoint
CREATE INDEX "games_shop_idx" ON "games" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_history_game_uq" ON "sales_history" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "sales_history_played_idx" ON "sales_history" USING btree ("played_at");--> statement-breakpoint
CREATE INDEX "sales_history_user_played_idx" ON "sales_history" USING btree ("user_id","played_at");--> statement-breakpoint
CREATE INDEX "sales_history_agent_played_idx" ON "sales_history" USING btree ("agent_id","played_at");--> statement-breakpoint
CREATE INDEX "sales_history_super_agent_played_idx" ON "sales_history" USING btree ("super_agent_id","played_at");--> statement-breakpoint
CREATE INDEX "shops_agent_idx" ON "shops" USING btree ("agent_id") WHERE "shops"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_parent_idx" ON "users" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");