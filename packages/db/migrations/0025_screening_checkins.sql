CREATE TABLE "screening_checkins" (
	"nonce" uuid PRIMARY KEY NOT NULL,
	"screening_id" uuid NOT NULL,
	"usher_id" text,
	"presented" text NOT NULL,
	"outcome" text NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screening_checkins_outcome_ck" CHECK ("screening_checkins"."outcome" in ('checked-in', 'already', 'invalid'))
);
--> statement-breakpoint
ALTER TABLE "screening_checkins" ADD CONSTRAINT "screening_checkins_screening_id_screenings_id_fk" FOREIGN KEY ("screening_id") REFERENCES "public"."screenings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_checkins" ADD CONSTRAINT "screening_checkins_usher_id_users_id_fk" FOREIGN KEY ("usher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screening_checkins_screening_ix" ON "screening_checkins" USING btree ("screening_id","created_at");