CREATE TABLE "entitlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"title_id" integer,
	"pass_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"start_by" timestamp with time zone,
	"window_s" integer,
	"first_played_at" timestamp with time zone,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"source" text DEFAULT 'wallet' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entitlements_kind_ck" CHECK ("entitlements"."kind" in ('buy', 'rent', 'pass')),
	CONSTRAINT "entitlements_target_ck" CHECK (("entitlements"."kind" = 'pass' and "entitlements"."pass_id" is not null and "entitlements"."title_id" is null) or ("entitlements"."kind" <> 'pass' and "entitlements"."title_id" is not null and "entitlements"."pass_id" is null)),
	CONSTRAINT "entitlements_rent_ck" CHECK ("entitlements"."kind" <> 'rent' or ("entitlements"."start_by" is not null and "entitlements"."window_s" > 0)),
	CONSTRAINT "entitlements_amount_ck" CHECK ("entitlements"."amount_minor" >= 0),
	CONSTRAINT "entitlements_currency_ck" CHECK ("currency" in ('NGN', 'KES', 'GHS', 'ZAR', 'USD')),
	CONSTRAINT "entitlements_source_ck" CHECK ("entitlements"."source" in ('wallet', 'voucher'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" smallint,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"wallet_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_ck" CHECK ("ledger_entries"."amount_minor" <> 0),
	CONSTRAINT "ledger_entries_kind_ck" CHECK ("ledger_entries"."kind" in ('topup', 'purchase', 'rent', 'pass', 'voucher', 'refund'))
);
--> statement-breakpoint
CREATE TABLE "pass_prices" (
	"pass_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "pass_prices_pass_id_currency_pk" PRIMARY KEY("pass_id","currency"),
	CONSTRAINT "pass_prices_amount_ck" CHECK ("pass_prices"."amount_minor" > 0),
	CONSTRAINT "pass_prices_currency_ck" CHECK ("currency" in ('NGN', 'KES', 'GHS', 'ZAR', 'USD'))
);
--> statement-breakpoint
CREATE TABLE "passes" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"duration_s" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "passes_duration_ck" CHECK ("passes"."duration_s" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"provider_reference" text,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"flag_reason" text,
	"phone" text,
	"event_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payments_amount_ck" CHECK ("payments"."amount_minor" > 0),
	CONSTRAINT "payments_currency_ck" CHECK ("currency" in ('NGN', 'KES', 'GHS', 'ZAR', 'USD')),
	CONSTRAINT "payments_provider_ck" CHECK ("payments"."provider" in ('sandbox', 'paystack', 'mpesa')),
	CONSTRAINT "payments_status_ck" CHECK ("payments"."status" in ('pending', 'succeeded', 'failed', 'flagged'))
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"voucher_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"credit_minor" bigint,
	"credit_currency" text,
	"title_id" integer,
	"max_uses" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_currency_ck" CHECK ("credit_currency" is null or "credit_currency" in ('NGN', 'KES', 'GHS', 'ZAR', 'USD')),
	CONSTRAINT "vouchers_uses_ck" CHECK ("vouchers"."max_uses" > 0 and "vouchers"."uses" >= 0 and "vouchers"."uses" <= "vouchers"."max_uses"),
	CONSTRAINT "vouchers_kind_ck" CHECK (("vouchers"."kind" = 'credit' and "vouchers"."credit_minor" > 0 and "vouchers"."credit_currency" is not null and "vouchers"."title_id" is null) or ("vouchers"."kind" = 'title' and "vouchers"."title_id" is not null and "vouchers"."credit_minor" is null))
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"currency" text NOT NULL,
	"balance_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_currency_ck" CHECK ("currency" in ('NGN', 'KES', 'GHS', 'ZAR', 'USD')),
	CONSTRAINT "wallets_balance_ck" CHECK ("wallets"."balance_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_pass_id_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."passes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_prices" ADD CONSTRAINT "pass_prices_pass_id_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."passes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entitlements_user_ix" ON "entitlements" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "entitlements_user_title_buy_uq" ON "entitlements" USING btree ("user_id","title_id") WHERE "entitlements"."kind" = 'buy';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reference_uq" ON "ledger_entries" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "ledger_entries_wallet_ix" ON "ledger_entries" USING btree ("wallet_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "passes_slug_uq" ON "passes" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_uq" ON "payments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_reference_uq" ON "payments" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE INDEX "payments_user_ix" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_redemptions_voucher_user_uq" ON "voucher_redemptions" USING btree ("voucher_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_uq" ON "vouchers" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_user_uq" ON "wallets" USING btree ("user_id");--> statement-breakpoint
CREATE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'ledger_entries is append-only (% refused)', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_update_delete" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_entries_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_entries_append_only"();--> statement-breakpoint
INSERT INTO "passes" ("slug", "name", "duration_s", "position") VALUES ('weekend-pass', 'Weekend Pass', 259200, 1), ('monthly-membership', 'Monthly Membership', 2592000, 2);--> statement-breakpoint
INSERT INTO "pass_prices" ("pass_id", "currency", "amount_minor")
SELECT p."id", v."currency", v."amount_minor" FROM "passes" p JOIN (VALUES
	('weekend-pass', 'NGN', 200000), ('weekend-pass', 'KES', 50000), ('weekend-pass', 'GHS', 6000), ('weekend-pass', 'ZAR', 7500), ('weekend-pass', 'USD', 499),
	('monthly-membership', 'NGN', 500000), ('monthly-membership', 'KES', 120000), ('monthly-membership', 'GHS', 15000), ('monthly-membership', 'ZAR', 17500), ('monthly-membership', 'USD', 999)
) AS v("slug", "currency", "amount_minor") ON v."slug" = p."slug";
