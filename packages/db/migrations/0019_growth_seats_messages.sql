CREATE TABLE "org_seat_block_titles" (
	"block_id" uuid NOT NULL,
	"title_id" integer NOT NULL,
	CONSTRAINT "org_seat_block_titles_block_id_title_id_pk" PRIMARY KEY("block_id","title_id")
);
--> statement-breakpoint
CREATE TABLE "org_seat_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"pass_id" integer,
	"seats" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"bought_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_seat_blocks_kind_ck" CHECK ("org_seat_blocks"."kind" in ('pass', 'titles')),
	CONSTRAINT "org_seat_blocks_target_ck" CHECK (("org_seat_blocks"."kind" = 'pass') = ("org_seat_blocks"."pass_id" is not null)),
	CONSTRAINT "org_seat_blocks_seats_ck" CHECK ("org_seat_blocks"."seats" > 0),
	CONSTRAINT "org_seat_blocks_period_ck" CHECK ("org_seat_blocks"."ends_at" > "org_seat_blocks"."starts_at"),
	CONSTRAINT "org_seat_blocks_amount_ck" CHECK ("org_seat_blocks"."amount_minor" > 0),
	CONSTRAINT "org_seat_blocks_currency_ck" CHECK ("currency" in ('NGN', 'KES', 'GHS', 'ZAR', 'USD'))
);
--> statement-breakpoint
CREATE TABLE "org_seat_grants" (
	"seat_id" uuid NOT NULL,
	"entitlement_id" uuid NOT NULL,
	CONSTRAINT "org_seat_grants_seat_id_entitlement_id_pk" PRIMARY KEY("seat_id","entitlement_id")
);
--> statement-breakpoint
CREATE TABLE "org_seats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"block_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "admin_message_sms" (
	"message_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"phone" text NOT NULL,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "admin_message_sms_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "admin_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sent_by" text,
	"channel" text NOT NULL,
	"audience" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"recipients" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "admin_messages_channel_ck" CHECK ("admin_messages"."channel" in ('sms', 'in-app'))
);
--> statement-breakpoint
ALTER TABLE "entitlements" DROP CONSTRAINT "entitlements_source_ck";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_ck";--> statement-breakpoint
ALTER TABLE "wallets" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD COLUMN "share_viewing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "org_seat_block_titles" ADD CONSTRAINT "org_seat_block_titles_block_id_org_seat_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."org_seat_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_seat_block_titles" ADD CONSTRAINT "org_seat_block_titles_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_seat_blocks" ADD CONSTRAINT "org_seat_blocks_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_seat_blocks" ADD CONSTRAINT "org_seat_blocks_pass_id_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."passes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_seat_blocks" ADD CONSTRAINT "org_seat_blocks_bought_by_users_id_fk" FOREIGN KEY ("bought_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_seat_grants" ADD CONSTRAINT "org_seat_grants_seat_id_org_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."org_seats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_seat_grants" ADD CONSTRAINT "org_seat_grants_entitlement_id_entitlements_id_fk" FOREIGN KEY ("entitlement_id") REFERENCES "public"."entitlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_seats" ADD CONSTRAINT "org_seats_block_id_org_seat_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."org_seat_blocks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_seats" ADD CONSTRAINT "org_seats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_message_sms" ADD CONSTRAINT "admin_message_sms_message_id_admin_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."admin_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_message_sms" ADD CONSTRAINT "admin_message_sms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_messages" ADD CONSTRAINT "admin_messages_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "org_seat_blocks_org_ix" ON "org_seat_blocks" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "org_seats_held_uq" ON "org_seats" USING btree ("block_id","user_id") WHERE "org_seats"."released_at" is null;--> statement-breakpoint
CREATE INDEX "org_seats_user_ix" ON "org_seats" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "admin_message_sms_queued_ix" ON "admin_message_sms" USING btree ("message_id") WHERE "admin_message_sms"."sent_at" is null and "admin_message_sms"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "admin_messages_sender_ix" ON "admin_messages" USING btree ("sent_by","created_at");--> statement-breakpoint
CREATE INDEX "admin_messages_recent_ix" ON "admin_messages" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_organisation_uq" ON "wallets" USING btree ("organisation_id");--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_source_ck" CHECK ("entitlements"."source" in ('wallet', 'voucher', 'organisation'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_ck" CHECK ("ledger_entries"."kind" in ('topup', 'purchase', 'rent', 'pass', 'voucher', 'refund', 'referral', 'transfer', 'seats'));--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_owner_ck" CHECK (("wallets"."user_id" is null) <> ("wallets"."organisation_id" is null));