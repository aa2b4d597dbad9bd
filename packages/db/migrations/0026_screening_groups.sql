CREATE TABLE "screening_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"screening_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"buyer_id" text NOT NULL,
	"codes" text NOT NULL,
	"seats" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "screening_groups_codes_ck" CHECK ("screening_groups"."codes" in ('members', 'group')),
	CONSTRAINT "screening_groups_status_ck" CHECK ("screening_groups"."status" in ('confirmed', 'cancelled')),
	CONSTRAINT "screening_groups_seats_ck" CHECK ("screening_groups"."seats" >= 1),
	CONSTRAINT "screening_groups_amount_ck" CHECK ("screening_groups"."amount_minor" >= 0),
	CONSTRAINT "screening_groups_currency_ck" CHECK ("currency" in ('NGN', 'KES', 'GHS', 'ZAR', 'USD'))
);
--> statement-breakpoint
ALTER TABLE "screening_bookings" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "screening_bookings" ADD COLUMN "group_code" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "screening_groups" ADD CONSTRAINT "screening_groups_screening_id_screenings_id_fk" FOREIGN KEY ("screening_id") REFERENCES "public"."screenings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_groups" ADD CONSTRAINT "screening_groups_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_groups" ADD CONSTRAINT "screening_groups_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screening_groups_org_ix" ON "screening_groups" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "screening_groups_screening_ix" ON "screening_groups" USING btree ("screening_id");--> statement-breakpoint
ALTER TABLE "screening_bookings" ADD CONSTRAINT "screening_bookings_group_id_screening_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."screening_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screening_bookings_group_ix" ON "screening_bookings" USING btree ("group_id");