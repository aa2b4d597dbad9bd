CREATE TABLE "media_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_id" uuid NOT NULL,
	"action" text NOT NULL,
	"rendition" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"source_path" text NOT NULL,
	"storage_key" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_jobs_action_ck" CHECK ("media_jobs"."action" in ('transcode', 'rendition')),
	CONSTRAINT "media_jobs_status_ck" CHECK ("media_jobs"."status" in ('queued', 'running', 'ready', 'failed', 'cancelled')),
	CONSTRAINT "media_jobs_progress_ck" CHECK ("media_jobs"."progress" between 0 and 100),
	CONSTRAINT "media_jobs_storage_ck" CHECK ("media_jobs"."storage_key" ~ '^[A-Za-z0-9_-]{1,64}$'),
	CONSTRAINT "media_jobs_rendition_ck" CHECK (("media_jobs"."action" = 'rendition') = ("media_jobs"."rendition" is not null))
);
--> statement-breakpoint
ALTER TABLE "media_jobs" ADD CONSTRAINT "media_jobs_asset_id_media_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_jobs" ADD CONSTRAINT "media_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_jobs_asset_ix" ON "media_jobs" USING btree ("asset_id","created_at");--> statement-breakpoint
CREATE INDEX "media_jobs_created_ix" ON "media_jobs" USING btree ("created_at");