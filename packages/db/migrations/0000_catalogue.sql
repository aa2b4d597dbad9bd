CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"artwork" text NOT NULL,
	"link" text NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	CONSTRAINT "events_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "genres" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "genres_name_unique" UNIQUE("name"),
	CONSTRAINT "genres_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_id" integer NOT NULL,
	"currency" text NOT NULL,
	"buy_minor" integer NOT NULL,
	"rent_minor" integer NOT NULL,
	CONSTRAINT "prices_currency_ck" CHECK ("prices"."currency" in ('NGN', 'KES', 'GHS', 'ZAR', 'USD')),
	CONSTRAINT "prices_amounts_ck" CHECK ("prices"."buy_minor" > 0 and "prices"."rent_minor" > 0 and "prices"."rent_minor" <= "prices"."buy_minor")
);
--> statement-breakpoint
CREATE TABLE "series" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"title" text NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"synopsis" text NOT NULL,
	"year" smallint NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"country" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_ref_unique" UNIQUE("ref"),
	CONSTRAINT "series_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "title_genres" (
	"title_id" integer NOT NULL,
	"genre_id" integer NOT NULL,
	CONSTRAINT "title_genres_title_id_genre_id_pk" PRIMARY KEY("title_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"synopsis" text NOT NULL,
	"year" smallint NOT NULL,
	"duration_s" integer NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"country" text NOT NULL,
	"language" text NOT NULL,
	"series_id" integer,
	"episode_number" smallint,
	"is_free" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"images" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "titles_ref_unique" UNIQUE("ref"),
	CONSTRAINT "titles_kind_ck" CHECK ("titles"."kind" in ('movie', 'episode')),
	CONSTRAINT "titles_status_ck" CHECK ("titles"."status" in ('draft', 'published')),
	CONSTRAINT "titles_duration_ck" CHECK ("titles"."duration_s" > 0),
	CONSTRAINT "titles_episode_ck" CHECK (("titles"."kind" = 'episode') = ("titles"."series_id" is not null and "titles"."episode_number" is not null))
);
--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_genres" ADD CONSTRAINT "title_genres_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_genres" ADD CONSTRAINT "title_genres_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titles" ADD CONSTRAINT "titles_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prices_title_currency_uq" ON "prices" USING btree ("title_id","currency");--> statement-breakpoint
CREATE INDEX "title_genres_genre_ix" ON "title_genres" USING btree ("genre_id");--> statement-breakpoint
CREATE UNIQUE INDEX "titles_series_episode_uq" ON "titles" USING btree ("series_id","episode_number");