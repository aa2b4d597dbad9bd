CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_link_ck" CHECK ("notifications"."link" is null or "notifications"."link" like '/%')
);
--> statement-breakpoint
CREATE TABLE "title_request_votes" (
	"request_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "title_request_votes_request_id_user_id_pk" PRIMARY KEY("request_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "title_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"year" smallint NOT NULL,
	"key" text NOT NULL,
	"link" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"available_ref" text,
	"note" text,
	"votes" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "title_requests_kind_ck" CHECK ("title_requests"."kind" in ('movie', 'series')),
	CONSTRAINT "title_requests_status_ck" CHECK ("title_requests"."status" in ('pending', 'planned', 'declined', 'available')),
	CONSTRAINT "title_requests_available_ck" CHECK (("title_requests"."status" = 'available') = ("title_requests"."available_ref" is not null))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_request_votes" ADD CONSTRAINT "title_request_votes_request_id_title_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."title_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_request_votes" ADD CONSTRAINT "title_request_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_requests" ADD CONSTRAINT "title_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_dedupe_uq" ON "notifications" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "notifications_user_recent_ix" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "title_request_votes_user_ix" ON "title_request_votes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "title_requests_key_uq" ON "title_requests" USING btree ("key");--> statement-breakpoint
CREATE INDEX "title_requests_triage_ix" ON "title_requests" USING btree ("status","votes");