CREATE TABLE "subtitles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_id" integer NOT NULL,
	"language" text NOT NULL,
	"label" text NOT NULL,
	"vtt" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subtitles_language_ck" CHECK ("subtitles"."language" ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$'),
	CONSTRAINT "subtitles_vtt_ck" CHECK ("subtitles"."vtt" like 'WEBVTT%')
);
--> statement-breakpoint
ALTER TABLE "subtitles" ADD CONSTRAINT "subtitles_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subtitles_title_language_uq" ON "subtitles" USING btree ("title_id","language");