CREATE TABLE "favourites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title_id" integer,
	"series_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_item_ck" CHECK (("favourites"."title_id" is null) <> ("favourites"."series_id" is null))
);
--> statement-breakpoint
CREATE TABLE "item_similarities" (
	"item" text NOT NULL,
	"similar" text NOT NULL,
	"score" real NOT NULL,
	"together" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "item_similarities_item_similar_pk" PRIMARY KEY("item","similar"),
	CONSTRAINT "item_similarities_pair_ck" CHECK ("item_similarities"."item" <> "item_similarities"."similar")
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title_id" integer,
	"series_id" integer,
	"thumb" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_item_ck" CHECK (("ratings"."title_id" is null) <> ("ratings"."series_id" is null)),
	CONSTRAINT "ratings_thumb_ck" CHECK ("ratings"."thumb" in (-1, 1, 2))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_ck";--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_title_uq" ON "favourites" USING btree ("user_id","title_id") WHERE "favourites"."title_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_series_uq" ON "favourites" USING btree ("user_id","series_id") WHERE "favourites"."series_id" is not null;--> statement-breakpoint
CREATE INDEX "favourites_user_recent_ix" ON "favourites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "item_similarities_rank_ix" ON "item_similarities" USING btree ("item","score");--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_user_title_uq" ON "ratings" USING btree ("user_id","title_id") WHERE "ratings"."title_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_user_series_uq" ON "ratings" USING btree ("user_id","series_id") WHERE "ratings"."series_id" is not null;--> statement-breakpoint
CREATE INDEX "ratings_title_ix" ON "ratings" USING btree ("title_id");--> statement-breakpoint
CREATE INDEX "ratings_series_ix" ON "ratings" USING btree ("series_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_ck" CHECK ("users"."role" in ('viewer', 'admin', 'usher', 'org-admin'));