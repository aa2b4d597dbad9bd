CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entitlement_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"refunded_by" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refunds_amount_ck" CHECK ("refunds"."amount_minor" > 0),
	CONSTRAINT "refunds_currency_ck" CHECK ("currency" in ('NGN', 'KES', 'GHS', 'ZAR', 'USD'))
);
--> statement-breakpoint
DROP INDEX "entitlements_user_title_buy_uq";--> statement-breakpoint
ALTER TABLE "entitlements" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_entitlement_id_entitlements_id_fk" FOREIGN KEY ("entitlement_id") REFERENCES "public"."entitlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_entitlement_ix" ON "refunds" USING btree ("entitlement_id");--> statement-breakpoint
CREATE INDEX "refunds_recent_ix" ON "refunds" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "entitlements_user_title_buy_uq" ON "entitlements" USING btree ("user_id","title_id") WHERE "entitlements"."kind" = 'buy' and "entitlements"."revoked_at" is null;