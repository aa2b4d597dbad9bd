CREATE TABLE "quality_beacons" (
	"viewing_id" text NOT NULL,
	"seq" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"title_id" integer NOT NULL,
	"user_id" text,
	"network" text NOT NULL,
	"country" text NOT NULL,
	"body" jsonb NOT NULL,
	CONSTRAINT "quality_beacons_viewing_id_seq_pk" PRIMARY KEY("viewing_id","seq")
);
--> statement-breakpoint
CREATE TABLE "quality_daily" (
	"day" date NOT NULL,
	"title_id" integer NOT NULL,
	"rendition" text NOT NULL,
	"network" text NOT NULL,
	"country" text NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"exits_before_start" integer DEFAULT 0 NOT NULL,
	"startups" integer DEFAULT 0 NOT NULL,
	"startup_ms_sum" bigint DEFAULT 0 NOT NULL,
	"startup_buckets" integer[] NOT NULL,
	"watch_ms" bigint DEFAULT 0 NOT NULL,
	"stalls" integer DEFAULT 0 NOT NULL,
	"stall_ms" bigint DEFAULT 0 NOT NULL,
	"bitrate_kbps_ms" bigint DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quality_daily_day_title_id_rendition_network_country_pk" PRIMARY KEY("day","title_id","rendition","network","country"),
	CONSTRAINT "quality_daily_counts_ck" CHECK ("quality_daily"."plays" >= 0 and "quality_daily"."failures" >= 0 and "quality_daily"."exits_before_start" >= 0 and "quality_daily"."startups" >= 0 and "quality_daily"."stalls" >= 0)
);
--> statement-breakpoint
ALTER TABLE "quality_beacons" ADD CONSTRAINT "quality_beacons_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_beacons" ADD CONSTRAINT "quality_beacons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_daily" ADD CONSTRAINT "quality_daily_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quality_beacons_received_ix" ON "quality_beacons" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "quality_daily_title_ix" ON "quality_daily" USING btree ("title_id","day");