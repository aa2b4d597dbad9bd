CREATE TABLE "media_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"failure_reason" text,
	"source_path" text NOT NULL,
	"storage_key" text NOT NULL,
	"key_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"key_hex" text NOT NULL,
	"renditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duration_s" real,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_assets_kind_ck" CHECK ("media_assets"."kind" in ('main', 'trailer')),
	CONSTRAINT "media_assets_status_ck" CHECK ("media_assets"."status" in ('queued', 'processing', 'ready', 'failed')),
	CONSTRAINT "media_assets_key_ck" CHECK ("media_assets"."key_hex" ~ '^[0-9a-f]{32}$'),
	CONSTRAINT "media_assets_storage_ck" CHECK ("media_assets"."storage_key" ~ '^[A-Za-z0-9_-]{1,64}$')
);
--> statement-breakpoint
CREATE TABLE "playback_progress" (
	"user_id" text NOT NULL,
	"title_id" integer NOT NULL,
	"position_s" real NOT NULL,
	"duration_s" real NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playback_progress_user_id_title_id_pk" PRIMARY KEY("user_id","title_id"),
	CONSTRAINT "playback_progress_position_ck" CHECK ("playback_progress"."position_s" >= 0 and "playback_progress"."duration_s" >= 0)
);
--> statement-breakpoint
CREATE TABLE "views" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_id" integer NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_progress" ADD CONSTRAINT "playback_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_progress" ADD CONSTRAINT "playback_progress_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "views" ADD CONSTRAINT "views_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "views" ADD CONSTRAINT "views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_assets_title_kind_uq" ON "media_assets" USING btree ("title_id","kind");--> statement-breakpoint
CREATE INDEX "media_assets_storage_ix" ON "media_assets" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "playback_progress_recent_ix" ON "playback_progress" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "views_title_ix" ON "views" USING btree ("title_id","created_at");