CREATE TABLE "referral_rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referee_id" text NOT NULL,
	"referrer_id" text NOT NULL,
	"purchase_ref" text NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"release_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"referrer_capped" boolean DEFAULT false NOT NULL,
	"referrer_amount_minor" bigint,
	"referrer_currency" text,
	"referee_amount_minor" bigint,
	"referee_currency" text,
	"resolved_at" timestamp with time zone,
	"note" text,
	"reviewed_by" text,
	CONSTRAINT "referral_rewards_status_ck" CHECK ("referral_rewards"."status" in ('held', 'flagged', 'paid', 'cancelled')),
	CONSTRAINT "referral_rewards_self_ck" CHECK ("referral_rewards"."referee_id" <> "referral_rewards"."referrer_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_ck";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer" text;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referee_id_users_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_referee_uq" ON "referral_rewards" USING btree ("referee_id");--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer_ix" ON "referral_rewards" USING btree ("referrer_id","settled_at");--> statement-breakpoint
CREATE INDEX "referral_rewards_due_ix" ON "referral_rewards" USING btree ("status","release_at");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_ck" CHECK ("ledger_entries"."kind" in ('topup', 'purchase', 'rent', 'pass', 'voucher', 'refund', 'referral'));