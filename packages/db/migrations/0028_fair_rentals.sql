CREATE TABLE "playback_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title_id" integer NOT NULL,
	"source" text NOT NULL,
	"code" text NOT NULL,
	"position_s" real NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "playback_failures_source_ck" CHECK ("playback_failures"."source" in ('player', 'server')),
	CONSTRAINT "playback_failures_position_ck" CHECK ("playback_failures"."position_s" >= 0)
);
--> statement-breakpoint
ALTER TABLE "playback_progress" ADD COLUMN "furthest_s" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "cause" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "playback_failures" ADD CONSTRAINT "playback_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_failures" ADD CONSTRAINT "playback_failures_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "playback_failures_user_title_ix" ON "playback_failures" USING btree ("user_id","title_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_rule_once_uq" ON "refunds" USING btree ("entitlement_id") WHERE "refunds"."cause" <> 'admin';--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_cause_ck" CHECK ("refunds"."cause" in ('admin', 'started-by-mistake', 'playback-failed'));