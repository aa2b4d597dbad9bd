CREATE TABLE "refreshment_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"screening_id" uuid NOT NULL,
	"name" text NOT NULL,
	"stock" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "refreshment_items_stock_ck" CHECK ("refreshment_items"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refreshment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" smallint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"served_at" timestamp with time zone,
	"served_by" text,
	CONSTRAINT "refreshment_orders_quantity_ck" CHECK ("refreshment_orders"."quantity" between 1 and 20),
	CONSTRAINT "refreshment_orders_amount_ck" CHECK ("refreshment_orders"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refreshment_prices" (
	"item_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "refreshment_prices_item_id_currency_pk" PRIMARY KEY("item_id","currency"),
	CONSTRAINT "refreshment_prices_currency_ck" CHECK ("currency" in ('NGN', 'KES', 'GHS', 'ZAR', 'USD')),
	CONSTRAINT "refreshment_prices_amount_ck" CHECK ("refreshment_prices"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "screening_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"screening_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"ref_code" text NOT NULL,
	"seats" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "screening_bookings_currency_ck" CHECK ("currency" in ('NGN', 'KES', 'GHS', 'ZAR', 'USD')),
	CONSTRAINT "screening_bookings_status_ck" CHECK ("screening_bookings"."status" in ('confirmed', 'cancelled')),
	CONSTRAINT "screening_bookings_seats_ck" CHECK ("screening_bookings"."seats" >= 1),
	CONSTRAINT "screening_bookings_amount_ck" CHECK ("screening_bookings"."amount_minor" >= 0),
	CONSTRAINT "screening_bookings_ref_code_ck" CHECK ("screening_bookings"."ref_code" ~ '^[2-9A-HJ-NP-Z]{8}$')
);
--> statement-breakpoint
CREATE TABLE "screening_prices" (
	"screening_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"seat_minor" bigint NOT NULL,
	CONSTRAINT "screening_prices_screening_id_currency_pk" PRIMARY KEY("screening_id","currency"),
	CONSTRAINT "screening_prices_currency_ck" CHECK ("currency" in ('NGN', 'KES', 'GHS', 'ZAR', 'USD')),
	CONSTRAINT "screening_prices_seat_ck" CHECK ("screening_prices"."seat_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "screening_seats" (
	"screening_id" uuid NOT NULL,
	"label" text NOT NULL,
	"row" text,
	"position" smallint NOT NULL,
	"state" text DEFAULT 'free' NOT NULL,
	"held_by" text,
	"held_until" timestamp with time zone,
	"booking_id" uuid,
	CONSTRAINT "screening_seats_screening_id_label_pk" PRIMARY KEY("screening_id","label"),
	CONSTRAINT "screening_seats_state_ck" CHECK ("screening_seats"."state" in ('free', 'held', 'booked')),
	CONSTRAINT "screening_seats_hold_ck" CHECK (("screening_seats"."state" = 'held') = ("screening_seats"."held_by" is not null and "screening_seats"."held_until" is not null)),
	CONSTRAINT "screening_seats_booked_ck" CHECK (("screening_seats"."state" = 'booked') = ("screening_seats"."booking_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "screening_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"screening_id" uuid NOT NULL,
	"seat_label" text NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" text
);
--> statement-breakpoint
CREATE TABLE "screenings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_id" integer NOT NULL,
	"venue_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"sales_open_at" timestamp with time zone NOT NULL,
	"sales_close_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "screenings_status_ck" CHECK ("screenings"."status" in ('scheduled', 'cancelled')),
	CONSTRAINT "screenings_capacity_ck" CHECK ("screenings"."capacity" between 1 and 5000),
	CONSTRAINT "screenings_sales_ck" CHECK ("screenings"."sales_open_at" < "screenings"."sales_close_at"),
	CONSTRAINT "screenings_close_ck" CHECK ("screenings"."sales_close_at" <= "screenings"."starts_at" + interval '1 hour')
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"capacity" integer NOT NULL,
	"seat_map" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venues_capacity_ck" CHECK ("venues"."capacity" between 1 and 5000)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_ck";--> statement-breakpoint
ALTER TABLE "refreshment_items" ADD CONSTRAINT "refreshment_items_screening_id_screenings_id_fk" FOREIGN KEY ("screening_id") REFERENCES "public"."screenings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refreshment_orders" ADD CONSTRAINT "refreshment_orders_booking_id_screening_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."screening_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refreshment_orders" ADD CONSTRAINT "refreshment_orders_item_id_refreshment_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."refreshment_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refreshment_orders" ADD CONSTRAINT "refreshment_orders_served_by_users_id_fk" FOREIGN KEY ("served_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refreshment_prices" ADD CONSTRAINT "refreshment_prices_item_id_refreshment_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."refreshment_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_bookings" ADD CONSTRAINT "screening_bookings_screening_id_screenings_id_fk" FOREIGN KEY ("screening_id") REFERENCES "public"."screenings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_bookings" ADD CONSTRAINT "screening_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_prices" ADD CONSTRAINT "screening_prices_screening_id_screenings_id_fk" FOREIGN KEY ("screening_id") REFERENCES "public"."screenings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_seats" ADD CONSTRAINT "screening_seats_screening_id_screenings_id_fk" FOREIGN KEY ("screening_id") REFERENCES "public"."screenings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_seats" ADD CONSTRAINT "screening_seats_held_by_users_id_fk" FOREIGN KEY ("held_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_tickets" ADD CONSTRAINT "screening_tickets_booking_id_screening_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."screening_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_tickets" ADD CONSTRAINT "screening_tickets_screening_id_screenings_id_fk" FOREIGN KEY ("screening_id") REFERENCES "public"."screenings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_tickets" ADD CONSTRAINT "screening_tickets_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenings" ADD CONSTRAINT "screenings_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenings" ADD CONSTRAINT "screenings_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refreshment_items_name_uq" ON "refreshment_items" USING btree ("screening_id","name");--> statement-breakpoint
CREATE INDEX "refreshment_orders_booking_ix" ON "refreshment_orders" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "screening_bookings_ref_code_uq" ON "screening_bookings" USING btree ("ref_code");--> statement-breakpoint
CREATE INDEX "screening_bookings_user_ix" ON "screening_bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "screening_bookings_screening_ix" ON "screening_bookings" USING btree ("screening_id");--> statement-breakpoint
CREATE INDEX "screening_seats_booking_ix" ON "screening_seats" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "screening_tickets_seat_uq" ON "screening_tickets" USING btree ("booking_id","seat_label");--> statement-breakpoint
CREATE INDEX "screening_tickets_screening_ix" ON "screening_tickets" USING btree ("screening_id");--> statement-breakpoint
CREATE INDEX "screenings_starts_ix" ON "screenings" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "venues_name_city_uq" ON "venues" USING btree ("name","city");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_ck" CHECK ("ledger_entries"."kind" in ('topup', 'purchase', 'rent', 'pass', 'voucher', 'refund', 'referral', 'transfer', 'seats', 'screening'));