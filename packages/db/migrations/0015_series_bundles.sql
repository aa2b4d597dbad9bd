CREATE TABLE "series_bundle_prices" (
	"series_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_bundle_prices_series_id_currency_pk" PRIMARY KEY("series_id","currency"),
	CONSTRAINT "series_bundle_prices_amount_ck" CHECK ("series_bundle_prices"."amount_minor" > 0),
	CONSTRAINT "series_bundle_prices_currency_ck" CHECK ("currency" in ('NGN', 'KES', 'GHS', 'ZAR', 'USD'))
);
--> statement-breakpoint
CREATE TABLE "series_bundle_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"series_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"episodes" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_bundle_purchases_amount_ck" CHECK ("series_bundle_purchases"."amount_minor" > 0),
	CONSTRAINT "series_bundle_purchases_episodes_ck" CHECK ("series_bundle_purchases"."episodes" > 0),
	CONSTRAINT "series_bundle_purchases_currency_ck" CHECK ("currency" in ('NGN', 'KES', 'GHS', 'ZAR', 'USD'))
);
--> statement-breakpoint
ALTER TABLE "entitlements" ADD COLUMN "bundle_id" uuid;--> statement-breakpoint
ALTER TABLE "series_bundle_prices" ADD CONSTRAINT "series_bundle_prices_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_bundle_purchases" ADD CONSTRAINT "series_bundle_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_bundle_purchases" ADD CONSTRAINT "series_bundle_purchases_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "series_bundle_purchases_user_ix" ON "series_bundle_purchases" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_bundle_id_series_bundle_purchases_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."series_bundle_purchases"("id") ON DELETE restrict ON UPDATE no action;