CREATE TABLE "event_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_slug" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"organisation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_registrations_name_ck" CHECK (char_length("event_registrations"."name") between 2 and 120),
	CONSTRAINT "event_registrations_email_ck" CHECK (char_length("event_registrations"."email") <= 254),
	CONSTRAINT "event_registrations_phone_ck" CHECK ("event_registrations"."phone" ~ '^\+[1-9][0-9]{7,14}$'),
	CONSTRAINT "event_registrations_organisation_ck" CHECK ("event_registrations"."organisation" is null or char_length("event_registrations"."organisation") <= 160)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_event_email_uq" ON "event_registrations" USING btree ("event_slug",lower("email"));